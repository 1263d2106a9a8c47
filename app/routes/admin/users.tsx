// Accounts (admins only): add, change role, sign out everywhere, set a password, remove.
import { Form, href, redirect, useNavigation } from "react-router";
import { requirePermission } from "~/.server/auth/guards";
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
import { userFormSchema } from "~/.server/users/rules";
import { FormMessage } from "~/components/forms";
import type { Route } from "./+types/users";

const DONE: Record<string, string> = {
  add: "Account created.",
  role: "Role changed.",
  revoke: "Signed out everywhere.",
  password: "Password set; the account's sessions were ended.",
  remove: "Account removed.",
};

export async function loader(args: Route.LoaderArgs) {
  const viewer = await requirePermission(args, "users:manage");
  const done = new URL(args.request.url).searchParams.get("done") ?? "";
  return { users: await listUsers(args.context.get(dbContext)), me: viewer.id, note: DONE[done] };
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
    }
    throw redirect(`${href("/admin-dashboard/users")}?done=${input.intent}`);
  });

/** member: the notice board; editor: all content, notices, gallery and ideas; admin: everything. */
function RoleOptions() {
  return (
    <>
      <option value="member">member</option>
      <option value="editor">editor</option>
      <option value="admin">admin</option>
    </>
  );
}

export default function Users({ loaderData, actionData }: Route.ComponentProps) {
  const { users, me, note } = loaderData;
  const busy = useNavigation().state !== "idle";
  // A refusal belongs to the form it answers: a user's row, or "Add an account" (no id).
  const rowError = (id: string) =>
    actionData && (actionData.values?.id ?? "") === id ? (
      <FormMessage>{actionData.message}</FormMessage>
    ) : null;
  return (
    <>
      <h1>Users</h1>
      {note && !actionData && <FormMessage kind="note">{note}</FormMessage>}
      <p>
        Admins manage everything here; editors keep the site's content, notices, gallery and ideas
        (not accounts or settings); members can use the notice board. Accounts are made here or with{" "}
        <code>npm run users</code>, never by signing up.
      </p>

      <h2>Add an account</h2>
      {rowError("")}
      <Form method="post" className="admin-row-form admin-panel" key={users.length}>
        <input type="hidden" name="intent" value="add" />
        <div className="field">
          <label htmlFor="new-name">Name</label>
          <input id="new-name" name="name" required maxLength={100} autoComplete="off" />
        </div>
        <div className="field">
          <label htmlFor="new-email">Email</label>
          <input id="new-email" name="email" type="email" required autoComplete="off" />
        </div>
        <div className="field">
          <label htmlFor="new-username">Username (optional)</label>
          <input id="new-username" name="username" autoComplete="off" />
        </div>
        <div className="field">
          <label htmlFor="new-phone">Phone (optional)</label>
          <input id="new-phone" name="phone" type="tel" autoComplete="off" />
        </div>
        <div className="field">
          <label htmlFor="new-role">Role</label>
          <select id="new-role" name="role" defaultValue="member">
            <RoleOptions />
          </select>
        </div>
        <div className="field">
          <label htmlFor="new-password">Password</label>
          <input
            id="new-password"
            name="password"
            type="password"
            required
            minLength={8}
            autoComplete="new-password"
          />
        </div>
        <button type="submit" className="btn btn--primary" disabled={busy}>
          Add account
        </button>
      </Form>

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
                      <RoleOptions />
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
                      <Form method="post" className="admin-row-form">
                        <input type="hidden" name="intent" value="password" />
                        <input type="hidden" name="id" value={u.id} />
                        <div className="field">
                          <label htmlFor={`pw-${u.id}`}>New password</label>
                          <input
                            id={`pw-${u.id}`}
                            name="password"
                            type="password"
                            minLength={8}
                            required
                            autoComplete="new-password"
                          />
                        </div>
                        <button
                          type="submit"
                          className="btn btn--sm btn--secondary"
                          disabled={busy}
                        >
                          Set password
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
