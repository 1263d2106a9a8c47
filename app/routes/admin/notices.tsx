// /admin-dashboard/notices: the notices (add, edit, delete after a confirmation, as the spec has it;
// each with its state, its full form and its history) and the way to the other sections.
import { useEffect, useRef } from "react";
import { Form, href, Link, redirect, useLocation, useNavigation } from "react-router";
import { requirePermission } from "~/.server/auth/guards";
import { dashboardNotices } from "~/.server/content/admin/notice-dashboard";
import { notices as section } from "~/.server/content/kinds/notices";
import { afterDelete, trashNote } from "~/.server/content/listing";
import { noticeDashboardSchema } from "~/.server/content/notice-schema";
import { applyNoticeForm, today } from "~/.server/content/notices";
import { dbContext } from "~/.server/context";
import { formAction, parseForm } from "~/.server/forms/pipeline";
import { NoticeFields } from "~/components/admin/notice-fields";
import { TrashNote } from "~/components/admin/trash-note";
import { ConfirmDelete } from "~/components/confirm-delete";
import { FormMessage } from "~/components/forms";
import { formatIndianDate } from "~/lib/format/dates";
import { NOTICE_TITLE_MAX } from "~/lib/forms/limits";
import type { Route } from "./+types/notices";
import "./notices.css";

const DONE: Record<string, string> = {
  create: "Notice added.",
  update: "Notice saved.",
  // A draft, or a notice whose full form left changes waiting: the quick edit does not publish.
  saved:
    "Notice saved. Visitors do not see this change yet: publish it from its full form (More options…).",
};

export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, "notices:edit");
  const url = new URL(args.request.url);
  const db = args.context.get(dbContext);
  return {
    notices: await dashboardNotices(db),
    today: today(),
    note: DONE[url.searchParams.get("done") ?? ""],
    trash: await trashNote(db, url, section),
    maxLength: NOTICE_TITLE_MAX,
  };
}

export const action = (args: Route.ActionArgs) =>
  formAction(args, async () => {
    const viewer = await requirePermission(args, "notices:edit");
    const input = await parseForm(args.request, noticeDashboardSchema);
    const db = args.context.get(dbContext);
    const done = await applyNoticeForm(db, viewer, input, "dashboard");
    if (input.intent === "delete") throw redirect(afterDelete(section, input.id));
    throw redirect(
      `${href("/admin-dashboard/notices")}?done=${done.waiting ? "saved" : input.intent}`,
    );
  });

export default function Dashboard({ loaderData, actionData }: Route.ComponentProps) {
  const { notices, note } = loaderData;
  const busy = useNavigation().state !== "idle";
  // The control that was used (an edit form) is rebuilt after the change: focus goes to what
  // happened (TrashNote does the same after a delete or an undo).
  const noteRef = useRef<HTMLParagraphElement>(null);
  const { key } = useLocation();
  useEffect(() => {
    if (note && key) noteRef.current?.focus();
  }, [note, key]);
  const newKey = notices.reduce((max, n) => Math.max(max, n.id), 0);
  return (
    <>
      <h1>Notices</h1>
      {note && !actionData && (
        <p ref={noteRef} className="form-message form-message--note" role="status" tabIndex={-1}>
          {note}
        </p>
      )}
      {!actionData && <TrashNote note={loaderData.trash} />}
      {actionData && !actionData.values?.id && <FormMessage>{actionData.message}</FormMessage>}

      <h2>Add a notice</h2>
      <Form method="post" className="form-stack admin-panel notice-form" key={newKey}>
        <input type="hidden" name="intent" value="create" />
        <NoticeFields
          idPrefix="new-notice"
          date={loaderData.today}
          maxLength={loaderData.maxLength}
        />
        <p className="notice-form__actions">
          <button type="submit" className="btn btn--primary" disabled={busy}>
            Add notice
          </button>
          <Link to={href("/admin-dashboard/:section/new", { section: "notices" })}>
            More options… <span className="field__hint">(schedule, save as a draft)</span>
          </Link>
        </p>
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
              <tr key={`${n.id}-${n.version}`}>
                <td>{formatIndianDate(n.date)}</td>
                <td>
                  {/* The row's links ("History", "More options…") are described by the title
                      rather than named after it: one link per row carries the title's name. */}
                  <span id={`notice-title-${n.id}`}>
                    {n.url ? (
                      <a href={n.url} target="_blank" rel="noopener noreferrer">
                        {n.title}
                      </a>
                    ) : (
                      n.title
                    )}
                  </span>
                  <p className="item-list__meta">
                    <span className={`state state--${n.state.split(" ")[0].toLowerCase()}`}>
                      {n.state}
                    </span>
                    {n.pinned && <span className="badge">Pinned</span>}
                    {n.isSample && <span className="badge">Sample</span>}
                    {n.pdf && <span className="badge">{n.pdf}</span>}
                  </p>
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
                        titleHi={n.titleHi}
                        url={n.url}
                        date={n.date}
                        pinned={n.pinned}
                        maxLength={loaderData.maxLength}
                      />
                      <p className="notice-form__actions">
                        <button type="submit" className="btn btn--primary btn--sm" disabled={busy}>
                          Save
                        </button>
                        <Link to={n.edit} aria-describedby={`notice-title-${n.id}`}>
                          More options… <span className="field__hint">(schedule, draft)</span>
                        </Link>
                      </p>
                    </Form>
                  </details>
                </td>
                <td>
                  <p className="notice-actions">
                    <Link
                      className="btn btn--ghost btn--sm"
                      to={n.history}
                      aria-describedby={`notice-title-${n.id}`}
                    >
                      History
                    </Link>
                    <ConfirmDelete
                      label={`Delete notice: ${n.title}`}
                      question="Delete this notice? It goes to the trash for 30 days."
                      fields={{ intent: "delete", id: n.id }}
                      busy={busy}
                      summaryClassName="notices-delete"
                    >
                      Delete
                    </ConfirmDelete>
                  </p>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
