import { useEffect, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { type FrameLink, linkKind } from "~/lib/frame";
import { useLocalize } from "~/lib/i18n/use-t";
import { ExternalLink } from "./external-link";

/**
 * A link of the frame (menu, footer): a page of this site in the page's language, another
 * website marked as such, or a mailbox. A page link may point at a home section (`/#about`):
 * NavLink compares paths only, so on `/` it would mark every section as the current page; this
 * compares the hash too. The server never sees the hash, so it is read after hydration (no
 * mismatch with the server's HTML).
 */
export function NavItemLink({
  item,
  className,
  iconClassName,
  current: marksCurrent = true,
}: {
  item: FrameLink;
  className?: string;
  iconClassName?: string;
  /** Marks the link of the page being read (menus); the footer does not. */
  current?: boolean;
}) {
  const location = useLocation();
  const [hash, setHash] = useState("");
  useEffect(() => setHash(location.hash), [location.hash]);
  const localize = useLocalize();
  const lang = item.en ? "en" : undefined;
  const kind = linkKind(item.href);
  if (kind === "external")
    return (
      <ExternalLink href={item.href} className={className} iconClassName={iconClassName}>
        {lang ? <span lang={lang}>{item.label}</span> : item.label}
      </ExternalLink>
    );
  if (kind === "mail")
    return (
      <a href={item.href} className={className} lang={lang}>
        {item.label}
      </a>
    );
  const to = localize(item.href);
  const [path, section] = to.split("#");
  const current =
    marksCurrent && path === location.pathname && (section ? hash === `#${section}` : true);
  return (
    <Link to={to} className={className} aria-current={current ? "page" : undefined} lang={lang}>
      {item.label}
    </Link>
  );
}

/**
 * A menu's link of its own (no dropdown): a page of the site is a NavLink, which also marks the
 * pages below it (/gallery on an album's page).
 */
export function MenuLink({ link, className }: { link: FrameLink; className?: string }) {
  const localize = useLocalize();
  if (linkKind(link.href) !== "site") return <NavItemLink item={link} className={className} />;
  return (
    <NavLink to={localize(link.href)} className={className} lang={link.en ? "en" : undefined}>
      {link.label}
    </NavLink>
  );
}
