// The spec's second login screen, at /admin and /Admin. Success lands on the home page.
import { useRef, useState } from "react";
import { Form, Link, redirect, useNavigation } from "react-router";
import { getViewer } from "~/.server/auth/guards";
import { cookieHeaders, logIn, loginFormSchema } from "~/.server/auth/login";
import { dbContext } from "~/.server/context";
import { formAction, parseForm } from "~/.server/forms/pipeline";
import { AuthCard } from "~/components/auth-card";
import { FormMessage } from "~/components/forms";
import {
  ADMIN_LOGIN_FAILED,
  loginClientAction,
  MISSING_CREDENTIALS,
} from "~/lib/forms/login-failure";
import { useFieldsFilled } from "~/lib/forms/use-fields-filled";
import type { Route } from "./+types/admin-login";

export async function loader(args: Route.LoaderArgs) {
  if (await getViewer(args)) throw redirect("/");
  return null;
}

// Anyone may try to log in: no guard; the domain throttles (and refuses blanks).
export const action = (args: Route.ActionArgs) =>
  formAction(args, async () => {
    const input = await parseForm(args.request, loginFormSchema);
    const signedIn = await logIn(args.context.get(dbContext), args.request, {
      login: input.username,
      password: input.password,
    });
    throw redirect("/", { headers: cookieHeaders(signedIn.setCookies) });
  });

/** In the browser: a failed request shows the fallback on the error line, not the error page. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  loginClientAction(serverAction, ADMIN_LOGIN_FAILED);

export default function AdminLogin({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const form = useRef<HTMLFormElement>(null);
  // SPEC §5: the button is disabled while either field is blank. Without JavaScript it stays
  // usable (filled is undefined) and the server checks for blanks.
  const filled = useFieldsFilled(form, ["username", "password"]);
  const [clientError, setClientError] = useState<string | null>(null);
  const message = clientError ?? (actionData ? actionData.message || ADMIN_LOGIN_FAILED : null);

  return (
    <AuthCard title="Login to Your Account">
      <Form
        ref={form}
        method="post"
        className="form-stack"
        replace
        onSubmit={(event) => {
          const fields = new FormData(event.currentTarget);
          const blank = (name: string) => !String(fields.get(name) ?? "").trim();
          if (blank("username") || blank("password")) {
            event.preventDefault();
            setClientError(MISSING_CREDENTIALS);
          } else setClientError(null);
        }}
      >
        <div className="field">
          <label htmlFor="admin-username">Email or Username</label>
          <input id="admin-username" name="username" type="text" autoComplete="username" />
        </div>
        <div className="field">
          <label htmlFor="admin-password">Password</label>
          <input
            id="admin-password"
            name="password"
            type="password"
            autoComplete="current-password"
          />
        </div>
        {message && <FormMessage>{message}</FormMessage>}
        <button type="submit" className="btn btn--primary" disabled={busy || filled === false}>
          Login
        </button>
      </Form>
      <p className="auth-card__links">
        <Link to="/reset-password">Forgot your password?</Link>
      </p>
    </AuthCard>
  );
}

export const meta: Route.MetaFunction = () => [
  { title: "Login to Your Account" },
  { name: "robots", content: "noindex" },
];
