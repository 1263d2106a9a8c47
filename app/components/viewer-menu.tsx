// Shown in the header: who is signed in (as the server decided), their area, and Log out.
// Visitors see nothing. Log out is a POST form, so it works without JavaScript. On small screens
// the same links sit in the menu dialog (mobile-menu.tsx), where there is room for them.
import { Form, href, Link } from "react-router";
import { useT } from "~/lib/i18n/use-t";
import type { Viewer } from "~/lib/viewer";
import "./viewer-menu.css";

/** The viewer's own area and Log out. */
export function ViewerLinks({ viewer, className }: { viewer: Viewer; className?: string }) {
  const t = useT().shell.viewer;
  // The words follow the page; the places they lead to are the back office's, in English only.
  const home =
    viewer.role === "admin"
      ? { to: href("/admin-dashboard"), label: t.dashboard }
      : { to: "/Notice", label: t.noticeBoard };
  return (
    <div className={className}>
      <Link className="viewer-menu__link" to={home.to}>
        {home.label}
      </Link>
      <Form method="post" action="/logout" className="viewer-menu__logout">
        <button type="submit">{t.logOut}</button>
      </Form>
    </div>
  );
}

export function ViewerMenu({ viewer }: { viewer: Viewer | null }) {
  if (!viewer) return null;
  return (
    <div className="viewer-menu">
      <span className="viewer-menu__name" title={viewer.email}>
        {viewer.name}
      </span>
      <ViewerLinks viewer={viewer} className="viewer-menu__links" />
    </div>
  );
}
