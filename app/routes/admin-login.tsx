// The spec's second login screen, at /admin and /Admin. Success lands on the home page.
import { useEffect, useState } from "react";
import { data, Form, redirect, useNavigation } from "react-router";
import { getViewer } from "~/.server/auth/guards";
import { cookieHeaders, logIn } from "~/.server/auth/login";
import { retryAfterHeaders } from "~/.server/auth/throttle-rules";
import { getDb } from "~/.server/db/client";
import { AuthCard, FormMessage } from "~/components/auth-card";
import { ADMIN_LOGIN_FAILED, loginClientAction } from "~/lib/login-failure";
import type { Route } from "./+types/admin-login";

const REQUIRED = "All fields are required.";

export async function loader({ request }: Route.LoaderArgs) {
  if (await getViewer(request)) throw redirect("/");
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const login = String(form.get("username") ?? "");
  const password = String(form.get("password") ?? "");
  if (!login.trim() || !password.trim()) return data({ message: REQUIRED }, { status: 400 });
  const result = await logIn(await getDb(), request, { login, password });
  if (!result.ok) {
    const headers = retryAfterHeaders(result.retryAfter);
    return data({ message: result.message }, { status: result.status, headers });
  }
  throw redirect("/", { headers: cookieHeaders(result.setCookies) });
}

/** In the browser: a failed request shows the fallback on the error line, not the error page. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  loginClientAction(serverAction, ADMIN_LOGIN_FAILED);

export default function AdminLogin({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const [login, setLogin] = useState("");
  const [password, setPassword] = useState("");
  const [clientError, setClientError] = useState<string | null>(null);
  // Without JavaScript the button must stay usable: the server then checks for blanks.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const message = clientError ?? (actionData ? actionData.message || ADMIN_LOGIN_FAILED : null);

  return (
    <AuthCard title="Login to Your Account">
      <Form
        method="post"
        className="form-stack"
        replace
        onSubmit={(event) => {
          if (!login.trim() || !password.trim()) {
            event.preventDefault();
            setClientError(REQUIRED);
          } else setClientError(null);
        }}
      >
        <div className="field">
          <label htmlFor="admin-username">Email or Username</label>
          <input
            id="admin-username"
            name="username"
            type="text"
            autoComplete="username"
            value={login}
            onChange={(e) => setLogin(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="admin-password">Password</label>
          <input
            id="admin-password"
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </div>
        {message && <FormMessage>{message}</FormMessage>}
        <button
          type="submit"
          className="btn btn--primary"
          disabled={busy || (hydrated && (login === "" || password === ""))}
        >
          Login
        </button>
      </Form>
    </AuthCard>
  );
}

export const meta: Route.MetaFunction = () => [
  { title: "Login to Your Account" },
  { name: "robots", content: "noindex" },
];
