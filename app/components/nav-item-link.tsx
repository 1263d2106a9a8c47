import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { useLocalize, useT } from "~/lib/i18n/use-t";
import type { NavLeaf } from "./nav-items";

/**
 * A navigation entry that may point at a home section (`/#about`). NavLink compares paths only,
 * so on `/` it would mark every section as the current page; this compares the hash too. The
 * server never sees the hash, so it is read after hydration (no mismatch with the server's HTML).
 */
export function NavItemLink({ item, className }: { item: NavLeaf; className?: string }) {
  const location = useLocation();
  const [hash, setHash] = useState("");
  useEffect(() => setHash(location.hash), [location.hash]);
  const t = useT();
  const to = useLocalize()(item.to);
  const [path, section] = to.split("#");
  const current = path === location.pathname && (section ? hash === `#${section}` : true);
  return (
    <Link to={to} className={className} aria-current={current ? "page" : undefined}>
      {t.shell.nav[item.label]}
    </Link>
  );
}
