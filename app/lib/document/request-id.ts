import { createContext, useContext, useEffect } from "react";

/**
 * The request id an error page shows (the one sent as X-Request-Id and written in the request's
 * log line), so that staff can quote it. The server render reads it from this context
 * (entry.server.tsx); hydration reads back what the server wrote into the element with this id.
 * An error met on a client navigation has no id to show: its `.data` request's id never reaches
 * the page, and showing the first load's id would point at the wrong log line.
 */
const RequestIdContext = createContext("");

export const RequestIdProvider = RequestIdContext.Provider;

/** The element that holds the id on an error page. */
export const REQUEST_ID_ELEMENT = "request-id";

// The id the server rendered, kept by the error it belongs to (the same object through
// hydration and every later render of that page).
const rendered = new WeakMap<object, string>();
let hydrated = false;

export function useRequestId(error: unknown): string {
  const fromServer = useContext(RequestIdContext);
  useEffect(() => {
    hydrated = true;
  }, []);
  if (fromServer) return fromServer;
  if (typeof document === "undefined" || typeof error !== "object" || error === null) return "";
  if (!hydrated && !rendered.has(error)) {
    const id = document.getElementById(REQUEST_ID_ELEMENT)?.textContent;
    if (id) rendered.set(error, id);
  }
  return rendered.get(error) ?? "";
}
