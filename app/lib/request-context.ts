import { createContext } from "react-router";

/** What the Node server learned about a request before React Router saw it. */
export type RequestInfo = {
  /** Per-request CSP nonce for the inline scripts React Router emits. */
  nonce: string;
  /** The client's address: the socket's, or X-Forwarded-For's behind a trusted proxy. */
  clientIp: string;
  /**
   * A request for a whole HTML document (not a client navigation's `.data` request): markup put in
   * `markup` is rendered into the document and left out of the hydration data (server-markup.ts).
   */
  document: boolean;
  markup: Map<string, string>;
};

export const requestInfoContext = createContext<RequestInfo>({
  nonce: "",
  clientIp: "unknown",
  document: false,
  markup: new Map(),
});
