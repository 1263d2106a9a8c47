// /admin-dashboard/redirects — the old addresses that still lead to an item after its page
// address changed (made when the change is published), and the one action on them: remove.
import { Form, href, Link, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { requirePermission } from "~/.server/auth/guards";
import { getConfig } from "~/.server/config";
import { listRedirects, removeRedirect } from "~/.server/content/redirects";
import { dbContext } from "~/.server/context";
import { rowId } from "~/.server/forms/fields";
import { formAction, parseForm } from "~/.server/forms/pipeline";
import { FormMessage } from "~/components/forms";
import { formatDateTime } from "~/lib/format/dates";
import type { Route } from "./+types/redirects";
import "~/components/admin/content.css";

export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, "content:edit");
  const zone = getConfig().TIME_ZONE;
  const rows = await listRedirects(args.context.get(dbContext));
  return {
    redirects: rows.map((r) => ({
      id: r.id,
      from: r.fromPath,
      to: r.toPath,
      item: r.itemId ? `/admin-dashboard/${r.section}/${r.itemId}` : null,
      when: formatDateTime(r.createdAt, zone),
      by: r.createdBy ?? "",
    })),
    removed: new URL(args.request.url).searchParams.get("removed"),
  };
}

export const action = (args: Route.ActionArgs) =>
  formAction(args, async () => {
    const viewer = await requirePermission(args, "content:edit");
    const { id } = await parseForm(args.request, z.object({ id: rowId() }));
    await removeRedirect(args.context.get(dbContext), viewer, id);
    throw redirect(`${href("/admin-dashboard/redirects")}?removed=1`);
  });

export const meta: Route.MetaFunction = () => [{ title: "Redirects · Admin dashboard" }];

export default function Redirects({ loaderData, actionData }: Route.ComponentProps) {
  const { redirects, removed } = loaderData;
  const busy = useNavigation().state !== "idle";
  return (
    <>
      <h1>Redirects</h1>
      <p>
        When you publish a new page address (URL) for a startup, an event or a page, its old address
        keeps working: visitors who open it are sent on to the new one. This list shows those old
        addresses. Remove one only if the old address should stop working.
      </p>
      {removed && !actionData && (
        <FormMessage kind="note">
          The redirect is removed: its old address now says the page was not found.
        </FormMessage>
      )}
      {actionData && <FormMessage>{actionData.message}</FormMessage>}
      {redirects.length === 0 ? (
        <p>No address has changed yet.</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Old address</th>
                <th scope="col">Now leads to</th>
                <th scope="col">Since</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {redirects.map((r) => (
                <tr key={r.id}>
                  <td>
                    <code>{r.from}</code>
                  </td>
                  <td>{r.item ? <Link to={r.item}>{r.to}</Link> : <code>{r.to}</code>}</td>
                  <td>
                    {r.when}
                    {r.by && <div>{r.by}</div>}
                  </td>
                  <td>
                    <Form method="post">
                      <input type="hidden" name="id" value={r.id} />
                      <button
                        type="submit"
                        className="btn btn--ghost btn--sm"
                        disabled={busy}
                        aria-label={`Remove the redirect from ${r.from}`}
                      >
                        Remove
                      </button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
