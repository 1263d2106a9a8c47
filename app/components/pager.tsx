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
}: {
  page: number;
  pages: number;
  /** The navigation's name for screen readers, e.g. "Notice pages". */
  label: string;
  /** The address of a page. */
  to: (page: number) => string;
}) {
  const t = useT().notices.pager;
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
