import { Form, Link, redirect, useNavigation } from "react-router";
import { getViewer } from "~/.server/auth/guards";
import { cookieHeaders, logIn, loginFormSchema } from "~/.server/auth/login";
import { can, landingPath, safeNext } from "~/.server/auth/permissions";
import { dbContext } from "~/.server/context";
import { formAction, parseForm } from "~/.server/forms/pipeline";
import { AuthCard } from "~/components/auth-card";
import { FormMessage } from "~/components/forms";
import { LOGIN_FAILED, loginClientAction } from "~/lib/forms/login-failure";
import type { Route } from "./+types/login";

export async function loader(args: Route.LoaderArgs) {
  const viewer = await getViewer(args);
  if (viewer) throw redirect(landingPath(viewer.role));
  return null;
}

// Anyone may try to log in: no guard; the domain throttles.
export const action = (args: Route.ActionArgs) =>
  formAction(args, async () => {
    const { request, context } = args;
    const input = await parseForm(request, loginFormSchema);
    const signedIn = await logIn(context.get(dbContext), request, {
      login: input.email,
      password: input.password,
    });
    // Spec section 4: admins (and editors) land on the dashboard, or where they were going;
    // members on the board.
    const next = safeNext(new URL(request.url).searchParams.get("next"));
    const staff = can({ role: signedIn.role }, "dashboard:open");
    const to = staff ? (next ?? landingPath(signedIn.role)) : landingPath(signedIn.role);
    throw redirect(to, { headers: cookieHeaders(signedIn.setCookies) });
  });

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
