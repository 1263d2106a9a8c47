// The "My account" panel: password change and sign out everywhere. Used by the dashboard's
// account page (admins) and /account (members); the routes do the checking.
import { Form, useNavigation } from "react-router";
import type { Viewer } from "~/lib/viewer";
import { FormMessage, NewPasswordFields } from "./forms";

export function AccountPanel({
  viewer,
  changed,
  error,
}: {
  viewer: Viewer;
  changed: boolean;
  error?: string;
}) {
  const busy = useNavigation().state !== "idle";
  return (
    <>
      <h1>My account</h1>
      <p>
        {viewer.name} · {viewer.email} · {viewer.role}
      </p>
      <h2>Change password</h2>
      {changed && !error && (
        <FormMessage kind="note">Password changed. Your other sessions were ended.</FormMessage>
      )}
      {error && <FormMessage>{error}</FormMessage>}
      <Form method="post" className="form-stack account-panel" style={{ maxWidth: "28rem" }}>
        <div className="field">
          <label htmlFor="pw-current">Current password</label>
          <input
            id="pw-current"
            name="current"
            type="password"
            required
            autoComplete="current-password"
          />
        </div>
        <NewPasswordFields idPrefix="pw" />
        <button type="submit" className="btn btn--primary" disabled={busy}>
          Change password
        </button>
      </Form>
      <h2>Sessions</h2>
      <p>
        Lost a device, or used a shared computer? End every session of your account, this one
        included.
      </p>
      <Form method="post">
        <input type="hidden" name="intent" value="everywhere" />
        <button type="submit" className="btn btn--danger" disabled={busy}>
          Sign out everywhere
        </button>
      </Form>
    </>
  );
}
