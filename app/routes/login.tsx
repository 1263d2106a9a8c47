import { data, Form, Link, redirect, useNavigation } from "react-router";
import { getViewer } from "~/.server/auth/guards";
import { cookieHeaders, logIn } from "~/.server/auth/login";
import { landingPath, safeNext } from "~/.server/auth/permissions";
import { retryAfterHeaders } from "~/.server/auth/throttle-rules";
import { getDb } from "~/.server/db/client";
import { AuthCard, FormMessage } from "~/components/auth-card";
import { LOGIN_FAILED, loginClientAction } from "~/lib/login-failure";
import type { Route } from "./+types/login";

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await getViewer(request);
  if (viewer) throw redirect(landingPath(viewer.role));
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const result = await logIn(await getDb(), request, {
    login: form.get("email"),
    password: form.get("password"),
  });
  if (!result.ok) {
    const headers = retryAfterHeaders(result.retryAfter);
    return data({ message: result.message }, { status: result.status, headers });
  }
  // Spec section 4: admins land on the dashboard (or where they were going), members on the board.
  const next = safeNext(new URL(request.url).searchParams.get("next"));
  const to = result.role === "admin" ? (next ?? landingPath("admin")) : landingPath("member");
  throw redirect(to, { headers: cookieHeaders(result.setCookies) });
}

/** In the browser: a failed request shows "Login failed" on the form, not the error page. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  loginClientAction(serverAction, LOGIN_FAILED);

export default function Login({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <AuthCard title="Login">
      <Form method="post" className="form-stack" replace>
        <div className="field">
          <label htmlFor="login-email">Email (or phone)</label>
          <input id="login-email" name="email" type="text" autoComplete="username" required />
        </div>
        <div className="field">
          <label htmlFor="login-password">Password</label>
          <input
            id="login-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
          />
        </div>
        {actionData && <FormMessage>{actionData.message || LOGIN_FAILED}</FormMessage>}
        <button type="submit" className="btn btn--primary" disabled={busy}>
          Log In
        </button>
      </Form>
      <p className="auth-card__links">
        <Link to="/reset-password">Forgot your password?</Link>
      </p>
    </AuthCard>
  );
}

export const meta: Route.MetaFunction = () => [
  { title: "Login" },
  { name: "robots", content: "noindex" },
];
