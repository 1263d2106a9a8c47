import { createContext, useContext } from "react";

/**
 * Markup the server rendered for the home page (static-sections.server.tsx) reaches a document
 * once, in the HTML: it is not repeated in React Router's hydration data, where it would double
 * the page's weight. On a document request the loader hands each piece over in the request's
 * context instead of its data (`null` there), the server render reads it from here, and hydration
 * keeps the markup already on the page. Client navigations get the markup in the loader's data.
 */
const ServerMarkupContext = createContext<ReadonlyMap<string, string>>(new Map());

export const ServerMarkupProvider = ServerMarkupContext.Provider;

/** A piece of server markup: the HTML itself, or `null` when only the document carries it. */
export type Markup = string | null;

/** Props that show a piece of server markup, by its key, in the element that holds it. */
export function useServerMarkup() {
  const rendered = useContext(ServerMarkupContext);
  return (key: string, html: Markup) => ({
    dangerouslySetInnerHTML: { __html: html ?? rendered.get(key) ?? "" },
    // Hydration never compares or replaces innerHTML; this keeps development mode quiet too.
    suppressHydrationWarning: true,
  });
}
