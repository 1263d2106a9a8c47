import { Form, NavLink, Outlet } from "react-router";
import { adminAreaMiddleware } from "~/.server/auth/admin-area";
import { requireAdmin } from "~/.server/auth/guards";
import "./admin.css";
import type { Route } from "./+types/layout";

export const middleware: Route.MiddlewareFunction[] = [adminAreaMiddleware];

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireAdmin(request);
  return { viewer };
}

const sections = [
  { to: "/admin-dashboard", label: "Notices", end: true },
  { to: "/admin-dashboard/gallery", label: "Gallery" },
  { to: "/admin-dashboard/ideas", label: "Ideas inbox" },
  { to: "/admin-dashboard/users", label: "Users" },
  { to: "/admin-dashboard/audit", label: "Audit log" },
  { to: "/admin-dashboard/account", label: "My account" },
];

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="admin container">
      <div className="admin__bar">
        <p className="admin__title">
          Admin dashboard <span className="admin__who">· {loaderData.viewer.name}</span>
        </p>
        <Form method="post" action="/logout">
          <button type="submit" className="btn btn--ghost btn--sm">
            Log out
          </button>
        </Form>
      </div>
      <nav className="admin__nav" aria-label="Admin sections">
        <ul>
          {sections.map((s) => (
            <li key={s.to}>
              <NavLink to={s.to} end={s.end}>
                {s.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="admin__content">
        <Outlet />
      </div>
    </div>
  );
}

export const meta: Route.MetaFunction = () => [
  { title: "Admin dashboard" },
  { name: "robots", content: "noindex" },
];
