import { useLocation } from "react-router";
import "./preview-banner.css";

/**
 * Marks a page shown with `?preview`: staff see drafts, scheduled items and unpublished changes
 * as they will look once published. Visitors never get this view (the server checks the right).
 */
export function PreviewBanner() {
  const { pathname, search, hash } = useLocation();
  const params = new URLSearchParams(search);
  params.delete("preview");
  const rest = params.toString();
  return (
    <div className="preview-banner" role="note" aria-label="Preview">
      <p>
        <strong>Preview.</strong> Drafts, scheduled items and unpublished changes are shown as they
        will look once published. Visitors do not see them yet.
      </p>
      <a href={`${pathname}${rest ? `?${rest}` : ""}${hash}`}>See the public page</a>
    </div>
  );
}
