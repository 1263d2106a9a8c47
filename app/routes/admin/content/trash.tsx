// /admin-dashboard/trash — deleted items, restorable for 30 days, then removed for good.
import { Form, Link, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { requirePermission } from "~/.server/auth/guards";
import { openSection } from "~/.server/content/admin/editor";
import { countSampleInTrash, mayHandleSample } from "~/.server/content/admin/sample";
import { listTrash, TRASH_DAYS } from "~/.server/content/admin/trash";
import { trashItem } from "~/.server/content/lifecycle";
import { dbContext } from "~/.server/context";
import { rowId } from "~/.server/forms/fields";
import { formAction, parseForm } from "~/.server/forms/pipeline";
import { RestoreSample } from "~/components/admin/restore-sample";
import { FormMessage } from "~/components/forms";
import type { Route } from "./+types/trash";
import "~/components/admin/content.css";

export async function loader(args: Route.LoaderArgs) {
  const viewer = await requirePermission(args, "dashboard:open");
  const url = new URL(args.request.url);
  const db = args.context.get(dbContext);
  return {
    groups: await listTrash(db, viewer),
    // Offered to whoever may remove the sample (the sample page's action checks it again).
    sampleInTrash: mayHandleSample(viewer) ? await countSampleInTrash(db) : 0,
    days: TRASH_DAYS,
    restored: url.searchParams.get("restored"),
  };
}

export const action = (args: Route.ActionArgs) =>
  formAction(args, async () => {
    await requirePermission(args, "dashboard:open");
    const input = await parseForm(
      args.request,
      z.object({ section: z.string().max(40), id: rowId() }),
    );
    const { section, viewer } = await openSection(args, input.section);
    await trashItem(args.context.get(dbContext), section, viewer, input.id, "restore");
    throw redirect(`/admin-dashboard/trash?restored=${encodeURIComponent(section.item)}`);
  });

export const meta: Route.MetaFunction = () => [{ title: "Trash · Admin dashboard" }];

export default function Trash({ loaderData, actionData }: Route.ComponentProps) {
  const { groups, days, restored, sampleInTrash } = loaderData;
  const busy = useNavigation().state !== "idle";
  return (
    <>
      <h1>Trash</h1>
      <p>
        Deleted items wait here for {days} days: restore one and it is back where it was, as it was
        (published or draft). After that they are removed for good.
      </p>
      {restored && !actionData && (
        <FormMessage kind="note">The {restored} is restored.</FormMessage>
      )}
      {actionData && <FormMessage>{actionData.message}</FormMessage>}
      {groups.length === 0 && <p>The trash is empty.</p>}
      {sampleInTrash > 0 && (
        <section aria-labelledby="trash-sample">
          <h2 id="trash-sample">Removed sample content</h2>
          <p>"Remove sample content" put these sample items here. Undo it in one step:</p>
          <RestoreSample count={sampleInTrash} busy={busy} />
        </section>
      )}
      {groups.map((group) => (
        <section key={group.key} aria-labelledby={`trash-${group.key}`}>
          <h2 id={`trash-${group.key}`}>
            <Link to={group.listPath}>{group.label}</Link> ({group.items.length})
          </h2>
          <div className="admin-table-wrap">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">Item</th>
                  <th scope="col">Deleted</th>
                  <th scope="col">Removed for good in</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {group.items.map((item) => (
                  <tr key={item.id}>
                    <td>
                      {item.title} {item.isSample && <span className="badge">Sample</span>}
                    </td>
                    <td>{item.deleted}</td>
                    <td>{item.daysLeft === 1 ? "1 day" : `${item.daysLeft} days`}</td>
                    <td>
                      <Form method="post">
                        <input type="hidden" name="section" value={group.key} />
                        <input type="hidden" name="id" value={item.id} />
                        <button
                          type="submit"
                          className="btn btn--ghost btn--sm"
                          disabled={busy}
                          aria-label={`Restore: ${item.title}`}
                        >
                          Restore
                        </button>
                      </Form>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </>
  );
}
