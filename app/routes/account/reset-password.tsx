// /reset-password: ask for a link by e-mail; /reset-password?token=…: choose a new password.
import { Form, Link, redirect, useNavigation } from "react-router";
import { completeReset, requestReset, resetFormSchema } from "~/.server/auth/password-reset";
import { dbContext } from "~/.server/context";
import { formAction, parseForm } from "~/.server/forms/pipeline";
import { mailConfigured } from "~/.server/mail/mailer";
import { AuthCard } from "~/components/auth-card";
import { FormMessage, NewPasswordFields } from "~/components/forms";
import type { Route } from "./+types/reset-password";

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return {
    token: url.searchParams.get("token") ?? "",
    done: url.searchParams.has("done"),
    available: mailConfigured(),
  };
}

// Anyone may ask for a link or use one: no guard; the domain throttles and checks the token.
export const action = (args: Route.ActionArgs) =>
  formAction(args, async () => {
    const input = await parseForm(args.request, resetFormSchema);
    const db = args.context.get(dbContext);
    if (input.intent === "reset") {
      await completeReset(db, input);
      throw redirect("/reset-password?done");
    }
    const done = await requestReset(db, args.request, input.email);
    return { ok: true as const, message: done.message };
  });

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
          {actionData?.ok === false && <FormMessage>{actionData.message}</FormMessage>}
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
          {actionData && (
            <FormMessage kind={actionData.ok ? "note" : "error"}>{actionData.message}</FormMessage>
          )}
          <button type="submit" className="btn btn--primary" disabled={busy}>
            Send reset link
          </button>
        </Form>
      ) : (
        <p>
          Password reset by e-mail is not set up on this site. Ask an administrator for a new
          sign-in link: with it you choose a new password yourself.
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
