// /Notice: the notice board of the spec. Anyone may read it; adding and deleting need an
// account (checked here on the server), and a visitor who submits is sent to /login.
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { getViewer, requirePermission } from "~/.server/auth/guards";
import { can } from "~/.server/auth/permissions";
import { applyNoticeForm, NOTICE_TITLE_MAX } from "~/.server/content/notice-input";
import { listNotices } from "~/.server/content/notices";
import { getDb } from "~/.server/db/client";
import { FormMessage } from "~/components/auth-card";
import "./notice.css";
import type { Route } from "./+types/notice";

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await getViewer(request);
  const notices = await listNotices(await getDb());
  return { notices, canEdit: can(viewer, "notices:edit"), maxLength: NOTICE_TITLE_MAX };
}

export async function action({ request }: Route.ActionArgs) {
  const viewer = await requirePermission(request, "notices:edit");
  const result = await applyNoticeForm(await getDb(), viewer, await request.formData());
  if (!result.ok) return data({ error: result.error }, { status: 400 });
  throw redirect("/Notice");
}

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
  const { notices, canEdit, maxLength } = loaderData;
  const busy = useNavigation().state !== "idle";
  // A new notice has a new highest id: the text box remounts empty after a successful add.
  const inputKey = notices.reduce((max, n) => Math.max(max, n.id), 0);
  return (
    <section className="section notice-board">
      <div className="container container--narrow">
        <h1 className="section-title">Notice Board</h1>
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
                  <Form method="post">
                    <input type="hidden" name="intent" value="delete" />
                    <input type="hidden" name="id" value={n.id} />
                    <button
                      type="submit"
                      className="notice-board__delete"
                      aria-label={`Delete notice: ${n.title}`}
                      title="Delete"
                      disabled={busy}
                    >
                      <TrashIcon />
                    </button>
                  </Form>
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
        {actionData?.error && <FormMessage>{actionData.error}</FormMessage>}
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
