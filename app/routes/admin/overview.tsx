// /admin-dashboard — the back office opens here (issue 25): what waits for staff, each with its
// count and a link, and the site's health, which can also be downloaded as a dated report.
import { href, Link } from "react-router";
import { requirePermission } from "~/.server/auth/guards";
import { mayHandleSample } from "~/.server/content/admin/sample";
import { dbContext } from "~/.server/context";
import type { Pointer } from "~/.server/overview/health";
import { overviewOf } from "~/.server/overview/overview";
import type { Route } from "./+types/overview";
import "./overview.css";

export async function loader(args: Route.LoaderArgs) {
  const viewer = await requirePermission(args, "dashboard:open");
  const db = args.context.get(dbContext);
  const overview = await overviewOf(db, viewer);
  // The panel offers the removal to whoever may do it.
  return { ...overview, sample: mayHandleSample(viewer) ? overview.sample : 0 };
}

export const meta: Route.MetaFunction = () => [{ title: "Overview · Admin dashboard" }];

function Pointers({ items, max = 8 }: { items: Pointer[]; max?: number }) {
  if (!items.length) return null;
  return (
    <ul className="overview__items">
      {items.slice(0, max).map((item) => (
        <li key={`${item.href} ${item.detail ?? ""}`}>
          <Link to={item.href}>{item.label}</Link>
          {item.detail && <span className="overview__detail"> — {item.detail}</span>}
        </li>
      ))}
      {items.length > max && <li>… and {items.length - max} more</li>}
    </ul>
  );
}

export default function Overview({ loaderData }: Route.ComponentProps) {
  const { waiting, health, sample } = loaderData;
  return (
    <>
      <h1>Overview</h1>
      {sample > 0 && (
        <div className="admin-panel going-live">
          <p>
            <strong>The site still shows fictional sample content</strong> ({sample} items). Remove
            it before the site goes live, then add your own startups, events, people and photos.
          </p>
          <Link className="btn btn--secondary btn--sm" to={href("/admin-dashboard/sample")}>
            Remove sample content…
          </Link>
        </div>
      )}

      <section aria-labelledby="waiting-title" className="overview__part">
        <h2 id="waiting-title">Waiting for you</h2>
        <ul className="overview__counts">
          {waiting.ideas !== null && (
            <li>
              <Link to={`${href("/admin-dashboard/ideas")}?status=new`}>
                <strong>{waiting.ideas}</strong> new {waiting.ideas === 1 ? "idea" : "ideas"}
              </Link>
            </li>
          )}
          {waiting.feedback !== null && (
            <li>
              <Link to={`${href("/admin-dashboard/feedback")}?status=new`}>
                <strong>{waiting.feedback}</strong> feedback{" "}
                {waiting.feedback === 1 ? "message" : "messages"} not handled
              </Link>
            </li>
          )}
          <li>
            <a href="#scheduled">
              <strong>{waiting.scheduled.length}</strong> scheduled{" "}
              {waiting.scheduled.length === 1 ? "item" : "items"}
            </a>
          </li>
          <li>
            <a href="#stale">
              <strong>{waiting.stale.length}</strong>{" "}
              {waiting.stale.length === 1 ? "draft" : "drafts"} untouched for 30 days
            </a>
          </li>
          {waiting.failedMail !== null && (
            <li>
              <a href="#failed-mail">
                <strong>{waiting.failedMail.length}</strong>{" "}
                {waiting.failedMail.length === 1 ? "e-mail" : "e-mails"} that failed
              </a>
            </li>
          )}
        </ul>

        {waiting.events !== null && (
          <>
            <h3>Registrations for the next events</h3>
            {waiting.events.length === 0 ? (
              <p>No upcoming event takes registrations.</p>
            ) : (
              <div className="admin-table-wrap">
                <table className="admin-table">
                  <thead>
                    <tr>
                      <th scope="col">Event</th>
                      <th scope="col">Starts</th>
                      <th scope="col">Registered</th>
                      <th scope="col">Waiting list</th>
                    </tr>
                  </thead>
                  <tbody>
                    {waiting.events.map((e) => (
                      <tr key={e.href}>
                        <td>
                          <Link to={e.href}>{e.title}</Link>
                        </td>
                        <td>{e.when}</td>
                        <td>
                          {e.confirmed}
                          {e.capacity !== null && ` of ${e.capacity}`}
                        </td>
                        <td>{e.waiting}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </>
        )}
        <h3 id="scheduled">Scheduled</h3>
        {waiting.scheduled.length ? (
          <Pointers items={waiting.scheduled} />
        ) : (
          <p>Nothing is scheduled.</p>
        )}
        <h3 id="stale">Drafts untouched for 30 days</h3>
        {waiting.stale.length ? <Pointers items={waiting.stale} /> : <p>None.</p>}
        {waiting.failedMail !== null && (
          <>
            <h3 id="failed-mail">E-mails that failed</h3>
            {waiting.failedMail.length ? (
              <Pointers items={waiting.failedMail} />
            ) : (
              <p>Every e-mail went out.</p>
            )}
          </>
        )}
      </section>

      <section aria-labelledby="health-title" className="overview__part">
        <h2 id="health-title">Site health</h2>
        <p>
          Download this report, dated, for your records or an auditor:{" "}
          <a href={href("/admin-dashboard/site-health.pdf")} download>
            PDF
          </a>{" "}
          ·{" "}
          <a href={href("/admin-dashboard/site-health.html")} download>
            HTML page
          </a>
        </p>
        <ul className="overview__health">
          {health.lines.map((line) => (
            <li key={line.key} className={line.ok ? "is-ok" : "is-todo"}>
              <span className="overview__mark">{line.ok ? "OK" : "To do"}</span>{" "}
              <strong>{line.label}</strong>: {line.summary}
              <Pointers items={line.items} />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
