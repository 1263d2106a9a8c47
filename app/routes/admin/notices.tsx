// The dashboard's home: the notices (add, edit, delete after a confirmation) and the way to the
// other sections.
import { useEffect, useRef } from "react";
import { Form, href, Link, redirect, useLocation, useNavigation } from "react-router";
import { requirePermission } from "~/.server/auth/guards";
import { can } from "~/.server/auth/permissions";
import { noticeDashboardSchema } from "~/.server/content/notice-schema";
import { applyNoticeForm, listNotices, today } from "~/.server/content/notices";
import { countSample } from "~/.server/content/sample";
import { dbContext } from "~/.server/context";
import { formAction, parseForm } from "~/.server/forms/pipeline";
import { ConfirmDelete } from "~/components/confirm-delete";
import { FormMessage } from "~/components/forms";
import { NOTICE_TITLE_MAX } from "~/lib/forms/limits";
import type { Route } from "./+types/notices";
import "./notices.css";

const DONE: Record<string, string> = {
  create: "Notice added.",
  update: "Notice saved.",
  delete: "Notice deleted.",
};

export async function loader(args: Route.LoaderArgs) {
  const viewer = await requirePermission(args, "notices:edit");
  const done = new URL(args.request.url).searchParams.get("done") ?? "";
  const db = args.context.get(dbContext);
  return {
    notices: await listNotices(db, "preview"),
    sample: can(viewer, "content:edit")
      ? (await countSample(db)).reduce((sum, c) => sum + c.count, 0)
      : 0,
    today: today(),
    note: DONE[done],
    maxLength: NOTICE_TITLE_MAX,
  };
}

export const action = (args: Route.ActionArgs) =>
  formAction(args, async () => {
    const viewer = await requirePermission(args, "notices:edit");
    const input = await parseForm(args.request, noticeDashboardSchema);
    const { intent } = await applyNoticeForm(args.context.get(dbContext), viewer, input);
    throw redirect(`${href("/admin-dashboard")}?done=${intent}`);
  });

function NoticeFields({
  idPrefix,
  title = "",
  url = "",
  date,
  maxLength,
}: {
  idPrefix: string;
  maxLength: number;
  title?: string;
  url?: string | null;
  date: string;
}) {
  return (
    <>
      <div className="field">
        <label htmlFor={`${idPrefix}-title`}>Title</label>
        <input
          id={`${idPrefix}-title`}
          name="title"
          defaultValue={title}
          required
          maxLength={maxLength}
        />
      </div>
      <div className="field">
        <label htmlFor={`${idPrefix}-url`}>Link (optional)</label>
        {/* Not type="url": the browser would refuse a page of this site such as /#idea. The
            server checks the link (http://, https:// or /). */}
        <input
          id={`${idPrefix}-url`}
          name="url"
          type="text"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          defaultValue={url ?? ""}
          aria-describedby={`${idPrefix}-url-hint`}
        />
        <span id={`${idPrefix}-url-hint`} className="field__hint">
          A full address (https://…) or a page of this site starting with /, such as /timeline or
          /#idea.
        </span>
      </div>
      <div className="field">
        <label htmlFor={`${idPrefix}-date`}>Date</label>
        <input id={`${idPrefix}-date`} name="date" type="date" defaultValue={date} required />
      </div>
    </>
  );
}

export default function Dashboard({ loaderData, actionData }: Route.ComponentProps) {
  const { notices, note } = loaderData;
  const busy = useNavigation().state !== "idle";
  // The control that was used (a confirmation, an edit form) is gone or rebuilt after the change:
  // focus goes to what happened.
  const noteRef = useRef<HTMLParagraphElement>(null);
  const { key } = useLocation();
  useEffect(() => {
    if (note && key) noteRef.current?.focus();
  }, [note, key]);
  const newKey = notices.reduce((max, n) => Math.max(max, n.id), 0);
  return (
    <>
      {loaderData.sample > 0 && (
        <div className="admin-panel going-live">
          <p>
            <strong>The site still shows fictional sample content</strong> ({loaderData.sample}{" "}
            items). Remove it before the site goes live, then add your own startups, events, people
            and photos.
          </p>
          <Link className="btn btn--secondary btn--sm" to={href("/admin-dashboard/sample")}>
            Remove sample content…
          </Link>
        </div>
      )}

      <h1>Notices</h1>
      {note && !actionData && (
        <p ref={noteRef} className="form-message form-message--note" role="status" tabIndex={-1}>
          {note}
        </p>
      )}
      {actionData && !actionData.values?.id && <FormMessage>{actionData.message}</FormMessage>}

      <h2>Add a notice</h2>
      <Form method="post" className="admin-row-form admin-panel" key={newKey}>
        <input type="hidden" name="intent" value="create" />
        <NoticeFields
          idPrefix="new-notice"
          date={loaderData.today}
          maxLength={loaderData.maxLength}
        />
        <button type="submit" className="btn btn--primary" disabled={busy}>
          Add notice
        </button>
      </Form>

      <h2>All notices ({notices.length})</h2>
      <div className="admin-table-wrap">
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Title</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {notices.map((n) => (
              <tr key={`${n.id}-${n.updatedAt}`}>
                <td>{n.date}</td>
                <td>
                  {n.url ? (
                    <a href={n.url} target="_blank" rel="noopener noreferrer">
                      {n.title}
                    </a>
                  ) : (
                    n.title
                  )}
                  {actionData?.values?.id === String(n.id) && (
                    <FormMessage>{actionData.message}</FormMessage>
                  )}
                  <details>
                    <summary>Edit</summary>
                    <Form method="post" className="form-stack">
                      <input type="hidden" name="intent" value="update" />
                      <input type="hidden" name="id" value={n.id} />
                      <NoticeFields
                        idPrefix={`notice-${n.id}`}
                        title={n.title}
                        url={n.url}
                        date={n.date}
                        maxLength={loaderData.maxLength}
                      />
                      <button type="submit" className="btn btn--primary btn--sm" disabled={busy}>
                        Save
                      </button>
                    </Form>
                  </details>
                </td>
                <td>
                  <ConfirmDelete
                    label={`Delete notice: ${n.title}`}
                    question="Delete this notice?"
                    fields={{ intent: "delete", id: n.id }}
                    busy={busy}
                    summaryClassName="notices-delete"
                  >
                    Delete
                  </ConfirmDelete>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
