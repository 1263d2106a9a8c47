import { RouterContextProvider } from "react-router";
import { type RequestInfo, requestInfoContext } from "~/lib/request-context";

export function createLoadContext(
  info: Pick<RequestInfo, "nonce" | "clientIp" | "document">,
): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(requestInfoContext, { ...info, markup: new Map() });
  return context;
}

/**
 * How a loader hands over server-rendered markup: in its data for client navigations; for a
 * document, to the server render alone (lib/server-markup.ts), so the HTML is not sent twice.
 */
export function handMarkup({ document, markup }: RequestInfo) {
  return (key: string, html: string): string | null => {
    if (!document) return html;
    markup.set(key, html);
    return null;
  };
}
