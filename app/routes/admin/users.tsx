// Accounts (admins only): invite a person (they choose their own password), change a role, give
// someone a new sign-in link, sign out everywhere, remove. Nobody types another's password here.
import { Form, href, redirect, useNavigation } from "react-router";
import { requirePermission } from "~/.server/auth/guards";
import { getConfig } from "~/.server/config";
import { dbContext } from "~/.server/context";
import { formAction, parseForm } from "~/.server/forms/pipeline";
import {
  createUser,
  listUsers,
  removeUser,
  revokeSessions,
  setPassword,
  setRole,
} from "~/.server/users/accounts";
import {
  INVITATION_HOURS,
  invite,
  pendingInvitations,
  ROLE_WORDS,
  resend,
  type Sent,
  signInLink,
  withdraw,
} from "~/.server/users/invitations";
import { userFormSchema } from "~/.server/users/rules";
import { FormMessage } from "~/components/forms";
import { formatDateTime } from "~/lib/format/dates";
import type { Role } from "~/lib/viewer";
import type { Route } from "./+types/users";

const DONE: Record<string, string> = {
  add: "Account created.",
  role: "Role changed.",
  revoke: "Signed out everywhere.",
  password: "Password set; the account's sessions were ended.",
  remove: "Account removed.",
  withdraw: "Invitation withdrawn: its link no longer works.",
};

/** What the admin reads after an invitation or a sign-in link: sent, or the link to pass on. */
function sentNote(sent: Sent): string {
  return sent.mailed
    ? `E-mail sent to ${sent.email}. The link in it works once, for ${INVITATION_HOURS} hours.`
    : `The e-mail to ${sent.email} could not be sent (no mail server is set up, or it refused). Give the person this link yourself, privately; it works once, for ${INVITATION_HOURS} hours:`;
}

export async function loader(args: Route.LoaderArgs) {
  const viewer = await requirePermission(args, "users:manage");
  const done = new URL(args.request.url).searchParams.get("done") ?? "";
  const db = args.context.get(dbContext);
  const zone = getConfig().TIME_ZONE;
  return {
    users: await listUsers(db),
    invitations: (await pendingInvitations(db)).map((i) => ({
      id: i.id,
      email: i.email,
      name: i.name ?? "",
      role: ROLE_WORDS[i.role as Role] ?? i.role,
      expires: formatDateTime(i.expiresAt, zone),
    })),
    roles: Object.entries(ROLE_WORDS).map(([value, label]) => ({ value, label })),
    me: viewer.id,
    note: DONE[done],
  };
}

export const action = (args: Route.ActionArgs) =>
  formAction(args, async () => {
    const viewer = await requirePermission(args, "users:manage");
    const input = await parseForm(args.request, userFormSchema);
    const db = args.context.get(dbContext);
    switch (input.intent) {
      case "add":
        await createUser(db, viewer, input);
        break;
      case "role":
        await setRole(db, viewer, input.id, input.role);
        break;
      case "revoke":
        await revokeSessions(db, viewer, input.id);
        // Ending one's own sessions ends this one too: log in again.
        if (input.id === viewer.id) throw redirect("/login");
        break;
      case "password":
        await setPassword(db, viewer, input.id, input.password);
        break;
      case "remove":
        await removeUser(db, viewer, input.id);
        break;
      case "withdraw":
        await withdraw(db, viewer, input.id);
        break;
      case "invite":
      case "resend":
      case "link": {
        const sent =
          input.intent === "invite"
            ? await invite(db, viewer, input)
            : input.intent === "resend"
              ? await resend(db, viewer, input.id)
              : await signInLink(db, viewer, input.id);
        // Answered here, not redirected: a link that could not be mailed is shown once.
        return { ok: true as const, message: sentNote(sent), link: sent.link ?? null };
      }
    }
    throw redirect(`${href("/admin-dashboard/users")}?done=${input.intent}`);
  });

/** The roles in words (ROLE_WORDS): what each may do. */
function RoleOptions({ roles }: { roles: { value: string; label: string }[] }) {
  return (
    <>
      {roles.map((r) => (
        <option key={r.value} value={r.value}>
          {r.label}
        </option>
      ))}
    </>
  );
}

export default function Users({ loaderData, actionData }: Route.ComponentProps) {
  const { users, invitations, roles, me, note } = loaderData;
  const busy = useNavigation().state !== "idle";
  // A refusal belongs to the form it answers: a user's row, or "Invite a person" (no id).
  const rowError = (id: string) =>
    actionData && actionData.ok === false && (actionData.values?.id ?? "") === id ? (
      <FormMessage>{actionData.message}</FormMessage>
    ) : null;
  const sent = actionData?.ok === true ? actionData : null;
  return (
    <>
      <h1>Users</h1>
      {note && !actionData && <FormMessage kind="note">{note}</FormMessage>}
      {sent && (
        <div className="admin-panel" role="status">
          <p>{sent.message}</p>
          {sent.link && (
            <p>
              <code className="invitation-link">{sent.link}</code>
            </p>
          )}
        </div>
      )}
      <p>
        Each person has their own account and chooses their own password: invite them here by
        e-mail. What each role may do:
      </p>
      <ul>
        {roles.map((r) => (
          <li key={r.value}>{r.label}</li>
        ))}
      </ul>

      <h2>Invite a person</h2>
      {rowError("")}
      <Form method="post" className="admin-row-form admin-panel" key={invitations.length}>
        <input type="hidden" name="intent" value="invite" />
        <div className="field">
          <label htmlFor="new-name">Name</label>
          <input id="new-name" name="name" required maxLength={100} autoComplete="off" />
        </div>
        <div className="field">
          <label htmlFor="new-email">Email</label>
          <input id="new-email" name="email" type="email" required autoComplete="off" />
        </div>
        <div className="field">
          <label htmlFor="new-role">Role</label>
          <select id="new-role" name="role" defaultValue="editor">
            <RoleOptions roles={roles} />
          </select>
        </div>
        <button type="submit" className="btn btn--primary" disabled={busy}>
          Send invitation
        </button>
      </Form>

      {invitations.length > 0 && (
        <>
          <h2>Invitations waiting ({invitations.length})</h2>
          <div className="admin-table-wrap">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">Person</th>
                  <th scope="col">Role</th>
                  <th scope="col">Link works until</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {invitations.map((i) => (
                  <tr key={i.id}>
                    <td>
                      {i.name} <span>{i.email}</span>
                    </td>
                    <td>{i.role}</td>
                    <td>{i.expires}</td>
                    <td>
                      <div className="item-tools">
                        <Form method="post">
                          <input type="hidden" name="intent" value="resend" />
                          <input type="hidden" name="id" value={i.id} />
                          <button
                            type="submit"
                            className="btn btn--sm btn--secondary"
                            disabled={busy}
                            aria-label={`Send again to ${i.email}`}
                          >
                            Send again
                          </button>
                        </Form>
                        <Form method="post">
                          <input type="hidden" name="intent" value="withdraw" />
                          <input type="hidden" name="id" value={i.id} />
                          <button
                            type="submit"
                            className="btn btn--sm btn--danger"
                            disabled={busy}
                            aria-label={`Withdraw the invitation to ${i.email}`}
                          >
                            Withdraw
                          </button>
                        </Form>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}

      <h2>Accounts ({users.length})</h2>
      <div className="admin-table-wrap">
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Log in with</th>
              <th scope="col">Role</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {users.map((u) => (
              <tr key={u.id} data-email={u.email}>
                <td>
                  {u.name}
                  {u.id === me && " (you)"}
                  {rowError(u.id)}
                </td>
                <td>{[u.email, u.username, u.phone].filter(Boolean).join(" · ")}</td>
                <td>
                  <Form method="post" className="admin-row-form">
                    <input type="hidden" name="intent" value="role" />
                    <input type="hidden" name="id" value={u.id} />
                    <label className="visually-hidden" htmlFor={`role-${u.id}`}>
                      Role of {u.email}
                    </label>
                    <select id={`role-${u.id}`} name="role" defaultValue={u.role}>
                      <RoleOptions roles={roles} />
                    </select>
                    <button type="submit" className="btn btn--sm btn--secondary" disabled={busy}>
                      Set role
                    </button>
                  </Form>
                </td>
                <td>
                  <details>
                    <summary>Manage {u.email}</summary>
                    <div className="form-stack">
                      <Form method="post">
                        <input type="hidden" name="intent" value="link" />
                        <input type="hidden" name="id" value={u.id} />
                        <button
                          type="submit"
                          className="btn btn--sm btn--secondary"
                          disabled={busy}
                        >
                          New sign-in link
                        </button>
                      </Form>
                      <Form method="post">
                        <input type="hidden" name="intent" value="revoke" />
                        <input type="hidden" name="id" value={u.id} />
                        <button
                          type="submit"
                          className="btn btn--sm btn--secondary"
                          disabled={busy}
                        >
                          Sign out everywhere
                        </button>
                      </Form>
                      {u.id !== me && (
                        <Form method="post">
                          <input type="hidden" name="intent" value="remove" />
                          <input type="hidden" name="id" value={u.id} />
                          <button type="submit" className="btn btn--sm btn--danger" disabled={busy}>
                            Remove {u.email}
                          </button>
                        </Form>
                      )}
                    </div>
                  </details>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
