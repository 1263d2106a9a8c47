/**
 * Markup the server rendered (static-sections.server.tsx). Presentational sections reach the
 * browser as HTML only: hydration leaves it alone, and their components add no JavaScript to the
 * home page, whose budget React itself nearly fills. The wrapper takes no box (display: contents).
 */
export function StaticHtml({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered by our own server with React, which escapes the stored content
  return <div className="h-static" dangerouslySetInnerHTML={{ __html: html }} />;
}
