// Every change made by a signed-in user (and by the shell), newest first.
import { Link } from "react-router";
import { listAudit } from "~/.server/auth/audit";
import { requireAdmin } from "~/.server/auth/guards";
import { getDb } from "~/.server/db/client";
import type { Route } from "./+types/audit";

const PAGE = 50;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const page = Math.max(
    1,
    Number.parseInt(new URL(request.url).searchParams.get("page") ?? "1", 10) || 1,
  );
  const { entries, total } = await listAudit(await getDb(), {
    limit: PAGE,
    offset: (page - 1) * PAGE,
  });
  return { entries, total, page, pages: Math.max(1, Math.ceil(total / PAGE)) };
}

const when = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Asia/Kolkata",
});

export default function Audit({ loaderData }: Route.ComponentProps) {
  const { entries, total, page, pages } = loaderData;
  return (
    <>
      <h1>Audit log</h1>
      <p>{`${total} change${total === 1 ? "" : "s"} recorded. Times are India Standard Time.`}</p>
      <div className="admin-table-wrap">
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">What</th>
              <th scope="col">Target</th>
              <th scope="col">Detail</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((e) => (
              <tr key={e.id}>
                <td>
                  <time dateTime={new Date(e.at).toISOString()}>{when.format(new Date(e.at))}</time>
                </td>
                <td>{e.userEmail}</td>
                <td>{e.action}</td>
                <td>{e.target}</td>
                <td>{e.detail}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 && (
        <nav aria-label="Audit log pages" className="cluster">
          {page > 1 && <Link to={`?page=${page - 1}`}>Newer</Link>}
          <span>
            Page {page} of {pages}
          </span>
          {page < pages && <Link to={`?page=${page + 1}`}>Older</Link>}
        </nav>
      )}
    </>
  );
}
