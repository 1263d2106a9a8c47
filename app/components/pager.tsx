import { Link } from "react-router";
import { formatIndianNumber } from "~/lib/format/numbers";
import { useT } from "~/lib/i18n/use-t";
import "./pager.css";

/**
 * "Newer" and "Older" links between the pages of a list, newest first: plain GET links, so they
 * work without JavaScript and every page has an address of its own.
 */
export function Pager({
  page,
  pages,
  label,
  to,
  words,
}: {
  page: number;
  pages: number;
  /** The navigation's name for screen readers, e.g. "Notice pages". */
  label: string;
  /** The address of a page. */
  to: (page: number) => string;
  /** The links' words where "Newer"/"Older" do not fit (a gallery's pages are not by date). */
  words?: { previous: string; next: string };
}) {
  const pager = useT().notices.pager;
  const t = {
    newer: words?.previous ?? pager.newer,
    older: words?.next ?? pager.older,
    pageOf: pager.pageOf,
  };
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="pager">
      {page > 1 && (
        <Link to={to(page - 1)} rel="prev">
          {t.newer}
        </Link>
      )}
      <span>{t.pageOf(formatIndianNumber(page), formatIndianNumber(pages))}</span>
      {page < pages && (
        <Link to={to(page + 1)} rel="next">
          {t.older}
        </Link>
      )}
    </nav>
  );
}

/**
 * The addresses of the pages of the list at `path` filtered by `filters` (empty ones left out):
 * `path?status=new&page=2`, and page 1 without `page`. For a Pager's `to`.
 */
export function pageAddresses(path: string, filters: Record<string, string>) {
  return (page: number) => {
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value);
    if (page > 1) query.set("page", String(page));
    const search = query.toString();
    return `${path}${search ? `?${search}` : ""}`;
  };
}
