// What reaches every loader, action and middleware through React Router's context, typed: the
// database of the running app (tests hand a route their own) and what the Node entry learned
// about the request before React Router saw it. Nothing here is a process global.
import { createContext, type MiddlewareFunction, RouterContextProvider } from "react-router";
import { rememberedForVisitors } from "./cache/remembered";
import type { Db } from "./db/database";

export const dbContext = createContext<Db>();

/** What the Node server learned about a request before React Router saw it. */
export type RequestInfo = {
  /** The client's address: the socket's, or X-Forwarded-For's behind a trusted proxy. */
  clientIp: string;
  /**
   * A request for a whole HTML document (not a client navigation's `.data` request): markup put in
   * `markup` is rendered into the document and left out of the hydration data (server-markup.ts).
   */
  document: boolean;
  markup: Map<string, string>;
  /** The id sent as X-Request-Id and written in the request's log line; error pages show it. */
  requestId: string;
  /**
   * What the app tells the Node entry back: the matched route's pattern (`/startups/:slug`),
   * which labels the request in /metrics instead of its path (a bounded set of values).
   */
  route: { pattern?: string };
};

export const requestInfoContext = createContext<RequestInfo>({
  clientIp: "unknown",
  document: false,
  markup: new Map(),
  requestId: "",
  route: {},
});

/**
 * Headers every answer to this request carries, whatever route or error boundary renders it: a
 * route's own `data(…, { headers })` from an action reaches the browser only through that route's
 * `headers` export, which most routes do not have (root middleware copies these).
 */
export const responseHeadersContext = createContext<Headers>();

/** The context of one request: the app's database and what the Node entry learned. */
export function createLoadContext(
  db: Db,
  info: Pick<RequestInfo, "clientIp" | "document"> &
    Partial<Pick<RequestInfo, "requestId" | "route">>,
): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(dbContext, db);
  context.set(requestInfoContext, { requestId: "", route: {}, ...info, markup: new Map() });
  context.set(responseHeadersContext, new Headers());
  return context;
}

/** Root middleware: notes the matched route's pattern for the Node entry (see RequestInfo.route). */
export const routePatternMiddleware: MiddlewareFunction<Response> = ({ context, pattern }) => {
  // React Router joins the matched paths without the leading slash ("startups/:slug").
  context.get(requestInfoContext).route.pattern = `/${pattern.replace(/^\/+/, "")}`;
};

/**
 * How a loader hands over server-rendered markup: in its data for client navigations; for a
 * document, to the server render alone (lib/document/server-markup.ts), so the HTML is not sent
 * twice.
 */
export function handMarkup({ document, markup }: RequestInfo) {
  return (key: string, html: string): string | null => {
    if (!document) return html;
    markup.set(key, html);
    return null;
  };
}

/**
 * What `build` makes with the markup it hands over, made once until content changes (a page that
 * is the same for every visitor: its reads are remembered, decision 043) in a visitor's view, and
 * handed over for this request. The pieces `build` handed are kept beside what it returned, per
 * kind of request (a document's data holds `null` where the HTML goes to the server render), and
 * handed again each time.
 */
export async function rememberedMarkup<T>(
  db: object,
  view: string,
  key: string,
  info: RequestInfo,
  build: (hand: (key: string, html: string) => string | null) => Promise<T>,
): Promise<T> {
  const make = async () => {
    const handed: [string, string][] = [];
    const value = await build((piece, html) => {
      handed.push([piece, html]);
      return info.document ? null : html;
    });
    return { value, handed };
  };
  const kind = info.document ? "document" : "data";
  const { value, handed } = await rememberedForVisitors(db, view, `${key}:${kind}`, make);
  const hand = handMarkup(info);
  for (const [piece, html] of handed) hand(piece, html);
  return value;
}
