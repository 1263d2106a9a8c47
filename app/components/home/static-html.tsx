import { type Markup, useServerMarkup } from "~/lib/document/server-markup";

/**
 * Markup the server rendered (static-sections.server.tsx). Presentational sections reach the
 * browser as HTML only: hydration leaves it alone, and their components add no JavaScript to the
 * home page, whose budget React itself nearly fills. The wrapper takes no box (display: contents).
 */
export function StaticHtml({ name, html }: { name: string; html: Markup }) {
  const markup = useServerMarkup();
  // Rendered by our own server with React, which escapes the stored content.
  return <div className="h-static" {...markup(name, html)} />;
}
