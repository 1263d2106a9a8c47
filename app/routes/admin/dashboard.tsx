// The dashboard's home: the notices (add, edit, delete) and the way to the other sections.
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { requireAdmin } from "~/.server/auth/guards";
import { applyNoticeForm, NOTICE_TITLE_MAX } from "~/.server/content/notice-input";
import { listNotices, today } from "~/.server/content/notices";
import { getDb } from "~/.server/db/client";
import { FormMessage } from "~/components/auth-card";
import "~/components/auth-card.css";
import type { Route } from "./+types/dashboard";

const DONE: Record<string, string> = {
  create: "Notice added.",
  update: "Notice saved.",
  delete: "Notice deleted.",
};

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const done = new URL(request.url).searchParams.get("done") ?? "";
  return {
    notices: await listNotices(await getDb()),
    today: today(),
    note: DONE[done],
    maxLength: NOTICE_TITLE_MAX,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireAdmin(request);
  const form = await request.formData();
  const result = await applyNoticeForm(await getDb(), viewer, form);
  if (!result.ok) {
    return data({ error: result.error, id: String(form.get("id") ?? "") }, { status: 400 });
  }
  throw redirect(`/admin-dashboard?done=${result.intent}`);
}

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
        <input id={`${idPrefix}-url`} name="url" type="url" defaultValue={url ?? ""} />
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
  const newKey = notices.reduce((max, n) => Math.max(max, n.id), 0);
  return (
    <>
      <div className="admin-cards">
        <Link className="admin-panel" to="/admin-dashboard/gallery">
          <strong>Gallery manager</strong>
          <br />
          Replace photos and edit their alt text.
        </Link>
        <Link className="admin-panel" to="/admin-dashboard/ideas">
          <strong>Ideas inbox</strong>
          <br />
          Read and answer "Incubate u'r Idea" submissions.
        </Link>
        <Link className="admin-panel" to="/admin-dashboard/users">
          <strong>Users</strong>
          <br />
          Accounts and roles.
        </Link>
      </div>

      <h1>Notices</h1>
      {note && !actionData && <FormMessage kind="note">{note}</FormMessage>}
      {actionData?.error && !actionData.id && <FormMessage>{actionData.error}</FormMessage>}

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
                  {actionData?.error && actionData.id === String(n.id) && (
                    <FormMessage>{actionData.error}</FormMessage>
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
                  <Form method="post">
                    <input type="hidden" name="intent" value="delete" />
                    <input type="hidden" name="id" value={n.id} />
                    <button
                      type="submit"
                      className="btn btn--sm btn--danger"
                      aria-label={`Delete notice: ${n.title}`}
                      disabled={busy}
                    >
                      Delete
                    </button>
                  </Form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
