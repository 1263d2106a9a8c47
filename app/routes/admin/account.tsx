// My account: change the password (other sessions end), or sign out on every device.
import { data, Form, redirect, useNavigation } from "react-router";
import { changeOwnPassword, signOutEverywhere } from "~/.server/auth/account";
import { requireAdmin } from "~/.server/auth/guards";
import { cookieHeaders, logOut } from "~/.server/auth/login";
import { getDb } from "~/.server/db/client";
import { FormMessage } from "~/components/auth-card";
import "~/components/auth-card.css";
import type { Route } from "./+types/account";

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireAdmin(request);
  const changed = new URL(request.url).searchParams.has("changed");
  return { viewer, changed };
}

export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireAdmin(request);
  const db = await getDb();
  const form = await request.formData();
  if (form.get("intent") === "everywhere") {
    const cookies = await logOut(db, request);
    await signOutEverywhere(db, viewer);
    throw redirect("/login", { headers: cookieHeaders(cookies) });
  }
  const result = await changeOwnPassword(db, request, viewer, {
    current: form.get("current"),
    next: form.get("next"),
    confirm: form.get("confirm"),
  });
  if (!result.ok) return data({ error: result.error }, { status: 400 });
  throw redirect("/admin-dashboard/account?changed", { headers: cookieHeaders(result.setCookies) });
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { viewer, changed } = loaderData;
  const busy = useNavigation().state !== "idle";
  return (
    <>
      <h1>My account</h1>
      <p>
        {viewer.name} · {viewer.email} · {viewer.role}
      </p>
      <h2>Change password</h2>
      {changed && !actionData && (
        <FormMessage kind="note">Password changed. Your other sessions were ended.</FormMessage>
      )}
      {actionData?.error && <FormMessage>{actionData.error}</FormMessage>}
      <Form method="post" className="form-stack admin-panel" style={{ maxWidth: "28rem" }}>
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
        <div className="field">
          <label htmlFor="pw-next">New password</label>
          <input
            id="pw-next"
            name="next"
            type="password"
            required
            minLength={8}
            autoComplete="new-password"
          />
        </div>
        <div className="field">
          <label htmlFor="pw-confirm">New password again</label>
          <input
            id="pw-confirm"
            name="confirm"
            type="password"
            required
            minLength={8}
            autoComplete="new-password"
          />
        </div>
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
