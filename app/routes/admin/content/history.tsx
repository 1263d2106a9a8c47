// /admin-dashboard/:section/:id/history — every saved version of an item: who, when, what
// changed; one revision compared with the item as it is now; restoring one.
import { Form, Link, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { idParam, openSection } from "~/.server/content/admin/editor";
import { compareRevision, historyOf } from "~/.server/content/admin/history";
import { itemPath } from "~/.server/content/admin/item-action";
import { getItem } from "~/.server/content/items";
import { restoreValues } from "~/.server/content/lifecycle";
import { getRevision } from "~/.server/content/revisions";
import { dbContext } from "~/.server/context";
import { DomainError } from "~/.server/errors";
import { rowId, rowIdOf } from "~/.server/forms/fields";
import { formAction, parseForm } from "~/.server/forms/pipeline";
import { FormMessage } from "~/components/forms";
import type { Route } from "./+types/history";
import "~/components/admin/content.css";

async function open(args: Route.LoaderArgs | Route.ActionArgs) {
  const { section, viewer } = await openSection(args, args.params.section);
  const db = args.context.get(dbContext);
  const item = await getItem(db, section, idParam(args.params.id));
  if (!item || item.deletedAt) throw new Response("Not found", { status: 404 });
  return { section, viewer, db, item };
}

export async function loader(args: Route.LoaderArgs) {
  const { section, db, item } = await open(args);
  const rev = rowIdOf(new URL(args.request.url).searchParams.get("rev") ?? undefined);
  const revision = rev ? await getRevision(db, section, item.id, rev) : undefined;
  return {
    section: { key: section.key, label: section.label, item: section.item },
    item: { id: item.id, title: item.title, path: itemPath(section, item.id) },
    revisions: await historyOf(db, section, item.id),
    compare: revision ? { id: revision.id, rows: compareRevision(section, revision, item) } : null,
  };
}

export const action = (args: Route.ActionArgs) =>
  formAction(args, async () => {
    const { section, viewer, db, item } = await open(args);
    const { revision: id } = await parseForm(args.request, z.object({ revision: rowId() }));
    const revision = await getRevision(db, section, item.id, id);
    if (!revision) throw new DomainError("That revision no longer exists.", 404);
    await restoreValues(db, section, viewer, item.id, revision.snapshot as Record<string, unknown>);
    throw redirect(`${itemPath(section, item.id)}?done=restore`);
  });

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `History: ${loaderData.item.title} · Admin dashboard` : "Admin dashboard" },
];

function Restore({ id, when }: { id: number; when: string }) {
  const busy = useNavigation().state !== "idle";
  return (
    <Form method="post">
      <input type="hidden" name="revision" value={id} />
      <button
        type="submit"
        className="btn btn--ghost btn--sm"
        disabled={busy}
        aria-label={`Restore the revision of ${when}`}
      >
        Restore
      </button>
    </Form>
  );
}

export default function History({ loaderData, actionData }: Route.ComponentProps) {
  const { section, item, revisions, compare } = loaderData;
  const base = `/admin-dashboard/${section.key}/${item.id}/history`;
  const compared = revisions.find((r) => r.id === compare?.id);
  return (
    <>
      <p className="crumbs">
        <Link to={item.path}>← {item.title}</Link>
      </p>
      <h1>
        History of the {section.item} “{item.title}”
      </h1>
      <p>
        Every save is kept. Restoring a revision makes it the working copy again, as a draft: the
        public sees it once you publish.
      </p>
      {actionData && <FormMessage>{actionData.message}</FormMessage>}
      {compare && compared && (
        <section aria-labelledby="compare-title" className="admin-panel">
          <h2 id="compare-title">
            {compared.action}, {compared.when}, compared with now
          </h2>
          {compare.rows.length === 0 ? (
            <p>This revision is the same as the item now.</p>
          ) : (
            <div className="admin-table-wrap">
              <table className="admin-table compare-table">
                <thead>
                  <tr>
                    <th scope="col">Field</th>
                    <th scope="col">In this revision</th>
                    <th scope="col">Now</th>
                  </tr>
                </thead>
                <tbody>
                  {compare.rows.map((row) => (
                    <tr key={row.name}>
                      <th scope="row">{row.label}</th>
                      <td>{row.before}</td>
                      <td>{row.now}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <Restore id={compared.id} when={compared.when} />
        </section>
      )}
      <div className="admin-table-wrap">
        <table className="admin-table history-table">
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">What</th>
              <th scope="col">Fields changed</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {revisions.map((r) => (
              <tr key={r.id}>
                <td>{r.when}</td>
                <td>{r.who}</td>
                <td>{r.action}</td>
                <td>{r.changed.join(", ") || "—"}</td>
                <td>
                  {r.restorable && (
                    <div className="item-tools">
                      <Link
                        className="btn btn--ghost btn--sm"
                        to={`${base}?rev=${r.id}`}
                        aria-label={`Compare the revision of ${r.when}`}
                      >
                        Compare
                      </Link>
                      <Restore id={r.id} when={r.when} />
                    </div>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
