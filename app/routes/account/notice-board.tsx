// /Notice: the notice board of the spec. Anyone may read it; adding and deleting need an
// account (checked here on the server), and a visitor who submits is sent to /login. The board
// only adds (a text dated today, without a link) and deletes, after a confirmation: editing,
// links and dates are the dashboard's.
import { useEffect, useRef } from "react";
import { Form, Link, redirect, useLocation, useNavigation } from "react-router";
import { getViewer, requirePermission } from "~/.server/auth/guards";
import { can } from "~/.server/auth/permissions";
import { noticeBoardSchema } from "~/.server/content/notice-schema";
import { applyNoticeForm, listNotices } from "~/.server/content/notices";
import { dbContext } from "~/.server/context";
import { formAction, parseForm } from "~/.server/forms/pipeline";
import { ConfirmDelete } from "~/components/confirm-delete";
import { FormMessage } from "~/components/forms";
import { NOTICE_TITLE_MAX } from "~/lib/forms/limits";
import "./notice-board.css";
import type { Route } from "./+types/notice-board";

export async function loader(args: Route.LoaderArgs) {
  const viewer = await getViewer(args);
  const notices = await listNotices(args.context.get(dbContext));
  const deleted = new URL(args.request.url).searchParams.has("deleted");
  return { notices, canEdit: can(viewer, "notices:edit"), maxLength: NOTICE_TITLE_MAX, deleted };
}

export const action = (args: Route.ActionArgs) =>
  formAction(args, async () => {
    const viewer = await requirePermission(args, "notices:edit");
    const input = await parseForm(args.request, noticeBoardSchema);
    await applyNoticeForm(args.context.get(dbContext), viewer, input, "board");
    throw redirect(input.intent === "delete" ? "/Notice?deleted" : "/Notice");
  });

function TrashIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M9 3h6l1 2h4v2H4V5h4l1-2Zm-3 6h12l-1 12H7L6 9Zm4 2v8h2v-8h-2Zm4 0v8h2v-8h-2Z"
      />
    </svg>
  );
}

export default function NoticeBoard({ loaderData, actionData }: Route.ComponentProps) {
  const { notices, canEdit, maxLength, deleted } = loaderData;
  const busy = useNavigation().state !== "idle";
  // After a delete the confirmation that had focus is gone: focus goes to what happened instead
  // of the next notice's delete control.
  const note = useRef<HTMLParagraphElement>(null);
  const { key } = useLocation();
  useEffect(() => {
    if (deleted && key) note.current?.focus();
  }, [deleted, key]);
  // A new notice has a new highest id: the text box remounts empty after a successful add.
  const inputKey = notices.reduce((max, n) => Math.max(max, n.id), 0);
  return (
    <section className="section notice-board">
      <div className="container container--narrow">
        <h1 className="section-title">Notice Board</h1>
        {deleted && !actionData && (
          <p ref={note} className="form-message form-message--note" role="status" tabIndex={-1}>
            Notice deleted.
          </p>
        )}
        {notices.length === 0 ? (
          <p>No notices yet.</p>
        ) : (
          <ul className="notice-board__list">
            {notices.map((n) => (
              <li key={n.id} className="notice-board__item">
                <span className="notice-board__text">
                  {n.url ? (
                    <a href={n.url} target="_blank" rel="noopener noreferrer">
                      {n.title}
                    </a>
                  ) : (
                    n.title
                  )}
                  <time dateTime={n.date} className="notice-board__date">
                    {n.date}
                  </time>
                </span>
                {canEdit && (
                  <ConfirmDelete
                    label={`Delete notice: ${n.title}`}
                    title="Delete"
                    question="Delete this notice?"
                    fields={{ intent: "delete", id: n.id }}
                    busy={busy}
                    summaryClassName="notice-board__delete"
                  >
                    <TrashIcon />
                  </ConfirmDelete>
                )}
              </li>
            ))}
          </ul>
        )}
        <Form method="post" className="notice-board__form">
          <input type="hidden" name="intent" value="add" />
          <label htmlFor="notice-text" className="visually-hidden">
            New notice
          </label>
          <input
            key={inputKey}
            id="notice-text"
            name="notice"
            type="text"
            placeholder="New notice"
            maxLength={maxLength}
            autoComplete="off"
          />
          <button type="submit" className="btn btn--primary" disabled={busy}>
            Change
          </button>
        </Form>
        {actionData && <FormMessage>{actionData.message}</FormMessage>}
        {canEdit && (
          <p>
            <Link to="/account">My account</Link> (password, sessions)
          </p>
        )}
      </div>
    </section>
  );
}

export const meta: Route.MetaFunction = () => [
  { title: "Notice Board" },
  { name: "robots", content: "noindex" },
];
