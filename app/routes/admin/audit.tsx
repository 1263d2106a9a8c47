// Every change made by a signed-in user (and by the shell), newest first.
import { Link } from "react-router";
import { listAudit } from "~/.server/audit/audit-log";
import { requirePermission } from "~/.server/auth/guards";
import { getConfig } from "~/.server/config";
import { dbContext } from "~/.server/context";
import { pageOf } from "~/.server/forms/fields";
import { formatDateTime, isoWithOffset, timeZoneName } from "~/lib/format/dates";
import type { Route } from "./+types/audit";

const PAGE = 50;

export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, "audit:read");
  const page = pageOf(args.request.url);
  const { entries, total } = await listAudit(args.context.get(dbContext), {
    limit: PAGE,
    offset: (page - 1) * PAGE,
  });
  // Formatted here, on the server, with the inbox's formatter: the page hydrates with this text.
  const { TIME_ZONE } = getConfig();
  return {
    entries: entries.map((e) => ({
      ...e,
      when: formatDateTime(new Date(e.at), TIME_ZONE),
      iso: isoWithOffset(new Date(e.at), TIME_ZONE),
    })),
    total,
    page,
    pages: Math.max(1, Math.ceil(total / PAGE)),
    zone: timeZoneName(TIME_ZONE),
  };
}

export default function Audit({ loaderData }: Route.ComponentProps) {
  const { entries, total, page, pages, zone } = loaderData;
  return (
    <>
      <h1>Audit log</h1>
      <p>{`${total} change${total === 1 ? "" : "s"} recorded. Times are ${zone}.`}</p>
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
                  <time dateTime={e.iso}>{e.when}</time>
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
