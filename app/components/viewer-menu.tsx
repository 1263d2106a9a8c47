// Placeholder: the accounts work (issue 3) owns this component (signed-in name, dashboard, sign out).
import type { Viewer } from "~/lib/viewer";

export function ViewerMenu({ viewer }: { viewer: Viewer | null }) {
  return viewer ? <span className="viewer-menu">{viewer.name}</span> : null;
}
