// /reset-password: ask for a link by e-mail; /reset-password?token=…: choose a new password.
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { completeReset, requestReset } from "~/.server/auth/password-reset";
import { retryAfterHeaders } from "~/.server/auth/throttle-rules";
import { getDb } from "~/.server/db/client";
import { mailConfigured } from "~/.server/mail/mailer";
import { AuthCard, FormMessage, NewPasswordFields } from "~/components/auth-card";
import type { Route } from "./+types/reset-password";

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return {
    token: url.searchParams.get("token") ?? "",
    done: url.searchParams.has("done"),
    available: mailConfigured(),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const db = await getDb();
  const form = await request.formData();
  if (form.get("intent") === "reset") {
    const result = await completeReset(db, {
      token: form.get("token"),
      next: form.get("next"),
      confirm: form.get("confirm"),
    });
    if (!result.ok) return data({ error: result.error, sent: null }, { status: result.status });
    throw redirect("/reset-password?done");
  }
  const result = await requestReset(db, request, form.get("email"));
  if (!result.ok) {
    const headers = retryAfterHeaders(result.retryAfter);
    return data({ error: result.error, sent: null }, { status: result.status, headers });
  }
  return { error: null, sent: result.message };
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { token, done, available } = loaderData;
  const busy = useNavigation().state !== "idle";
  if (done) {
    return (
      <AuthCard title="Password changed">
        <FormMessage kind="note">Your password was changed. Log in with the new one.</FormMessage>
        <p className="auth-card__links">
          <Link to="/login">Login</Link>
        </p>
      </AuthCard>
    );
  }
  if (token) {
    return (
      <AuthCard title="Choose a new password">
        <Form method="post" className="form-stack">
          <input type="hidden" name="intent" value="reset" />
          <input type="hidden" name="token" value={token} />
          <NewPasswordFields idPrefix="reset" />
          {actionData?.error && <FormMessage>{actionData.error}</FormMessage>}
          <button type="submit" className="btn btn--primary" disabled={busy}>
            Set password
          </button>
        </Form>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Reset your password">
      {available ? (
        <Form method="post" className="form-stack">
          <input type="hidden" name="intent" value="request" />
          <div className="field">
            <label htmlFor="reset-email">Email</label>
            <input id="reset-email" name="email" type="email" required autoComplete="email" />
          </div>
          {actionData?.error && <FormMessage>{actionData.error}</FormMessage>}
          {actionData?.sent && <FormMessage kind="note">{actionData.sent}</FormMessage>}
          <button type="submit" className="btn btn--primary" disabled={busy}>
            Send reset link
          </button>
        </Form>
      ) : (
        <p>
          Password reset by e-mail is not set up on this site. Ask an administrator to set a new
          password for you.
        </p>
      )}
      <p className="auth-card__links">
        <Link to="/login">Back to login</Link>
      </p>
    </AuthCard>
  );
}

export const meta: Route.MetaFunction = () => [
  { title: "Reset your password" },
  { name: "robots", content: "noindex" },
];
