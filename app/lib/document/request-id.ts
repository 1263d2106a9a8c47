import { createContext, useContext } from "react";

/**
 * The request id an error page shows (the one sent as X-Request-Id and written in the request's
 * log line), so that staff can quote it. The server render reads it from this context
 * (entry.server.tsx); the browser reads back, once, what the server wrote into the element with
 * this id, for the error that page was rendered with. An error met on a client navigation has no
 * id to show: its `.data` request's id never reaches the page, and showing the first load's id
 * would point at the wrong log line.
 */
const RequestIdContext = createContext("");

export const RequestIdProvider = RequestIdContext.Provider;

/** The element that holds the id on an error page. */
export const REQUEST_ID_ELEMENT = "request-id";

// Read when this module loads, before hydration: the server's page is still the one shown.
const served =
  typeof document === "undefined"
    ? ""
    : (document.getElementById(REQUEST_ID_ELEMENT)?.textContent ?? "");
// The error the served page was rendered for: the first one the browser renders.
let servedError: unknown;

export function useRequestId(error: unknown): string {
  const fromServer = useContext(RequestIdContext);
  if (fromServer || !served) return fromServer;
  servedError ??= error;
  return servedError === error ? served : "";
}
