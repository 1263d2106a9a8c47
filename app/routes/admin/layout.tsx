import { useEffect, useRef } from "react";
import { Form, href, NavLink, Outlet, useLocation } from "react-router";
import { adminAreaMiddleware } from "~/.server/auth/admin-area";
import { requireUser } from "~/.server/auth/guards";
import { can, type Permission } from "~/.server/auth/permissions";
import "./admin.css";
import type { Route } from "./+types/layout";

export const middleware: Route.MiddlewareFunction[] = [adminAreaMiddleware];

type Link = { to: string; label: string; right: Permission; end?: boolean };

const section = (key: string, label: string, right: Permission = "content:edit"): Link => ({
  to: `/admin-dashboard/${key}`,
  label,
  right,
});

/** The dashboard's sections, in two rows: what visitors read, and the centre's own business. */
const NAV: { label: string; links: Link[] }[] = [
  {
    label: "Site content",
    links: [
      { to: href("/admin-dashboard"), label: "Overview", right: "dashboard:open", end: true },
      { to: href("/admin-dashboard/notices"), label: "Notices", right: "notices:edit" },
      section("startups", "Startups"),
      section("events", "Events"),
      section("talks", "Talks"),
      section("people", "People"),
      section("students", "Student team"),
      section("faq", "FAQ"),
      section("home", "Home texts"),
      section("home-sections", "Home sections"),
      section("home-order", "Home page order"),
      section("intros", "Page intros"),
      section("menu", "Header menu"),
      section("footer-links", "Footer links"),
      section("standard-pages", "Standard pages"),
      { to: href("/admin-dashboard/redirects"), label: "Redirects", right: "content:edit" },
      section("sectors", "Vocabularies"),
      section("emails", "E-mails"),
      section("gallery", "Gallery", "gallery:manage"),
    ],
  },
  {
    label: "Centre",
    links: [
      { to: href("/admin-dashboard/ideas"), label: "Ideas inbox", right: "ideas:manage" },
      {
        to: href("/admin-dashboard/:section", { section: "rounds" }),
        label: "Application rounds",
        right: "ideas:manage",
      },
      {
        to: href("/admin-dashboard/:section", { section: "stage-texts" }),
        label: "Application stages",
        right: "ideas:manage",
      },
      { to: "/admin-dashboard/ideas/panel", label: "Review panel", right: "ideas:manage" },
      { to: "/admin-dashboard/reviews", label: "My reviews", right: "reviews:score" },
      { to: href("/admin-dashboard/feedback"), label: "Feedback", right: "ideas:manage" },
      section("settings", "Settings", "settings:manage"),
      section("brand", "Brand", "brand:edit"),
      { to: href("/admin-dashboard/users"), label: "Users", right: "users:manage" },
      {
        to: href("/admin-dashboard/content-file"),
        label: "Content file",
        right: "content:transfer",
      },
      { to: href("/admin-dashboard/audit"), label: "Audit log", right: "audit:read" },
      { to: href("/admin-dashboard/trash"), label: "Trash", right: "dashboard:open" },
      { to: href("/admin-dashboard/account"), label: "My account", right: "dashboard:open" },
    ],
  },
];

export async function loader(args: Route.LoaderArgs) {
  // The area's middleware has let in staff, or a reviewer on their own reviews' pages.
  const viewer = await requireUser(args);
  if (!can(viewer, "dashboard:open") && !can(viewer, "reviews:score"))
    throw new Response("Forbidden", { status: 403 });
  // Only the sections this person may open (the server refuses the others anyway); a reviewer's
  // one link stands alone, without an empty "Site content" row.
  const nav = NAV.map((group) => ({
    label: group.label,
    links: group.links
      .filter((l) => can(viewer, l.right))
      .map(({ to, label, end }) => ({ to, label, end: end ?? false })),
  })).filter((group) => group.links.length > 0);
  return { viewer, nav };
}

/**
 * On a phone each group of tabs scrolls sideways: bring the current tab into view. Only the
 * lists scroll (not the page: a link to #item-… must keep its place).
 */
function useCurrentTabInView() {
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when the page (and so the current tab) changes
  useEffect(() => {
    for (const list of nav.current?.querySelectorAll("ul") ?? []) {
      const active = list.querySelector<HTMLElement>("a.active");
      if (active && list.scrollWidth > list.clientWidth)
        list.scrollLeft = active.offsetLeft - list.offsetLeft - 16;
    }
  }, [pathname]);
  return nav;
}

/**
 * A tab is current for its own pages, except those that have a tab of their own: the review
 * panel (/admin-dashboard/ideas/panel) is not also the Ideas inbox.
 */
function useDeeperTab(groups: { links: { to: string }[] }[]) {
  const { pathname } = useLocation();
  const all = groups.flatMap((g) => g.links.map((l) => l.to));
  return (to: string) =>
    all.some(
      (other) =>
        other.startsWith(`${to}/`) && (pathname === other || pathname.startsWith(`${other}/`)),
    );
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const nav = useCurrentTabInView();
  const deeper = useDeeperTab(loaderData.nav);
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
      <nav ref={nav} className="admin__nav" aria-label="Admin sections">
        {loaderData.nav.map((group) => (
          <div key={group.label} className="admin__nav-group">
            <p className="admin__nav-label" id={`nav-${group.label}`}>
              {group.label}
            </p>
            <ul aria-labelledby={`nav-${group.label}`}>
              {group.links.map((s) => (
                <li key={s.to}>
                  <NavLink to={s.to} end={s.end || deeper(s.to)}>
                    {s.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
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
