import { createContext } from "react-router";

/** What the Node server learned about a request before React Router saw it. */
export type RequestInfo = {
  /** Per-request CSP nonce for the inline scripts React Router emits. */
  nonce: string;
  /** The client's address: the socket's, or X-Forwarded-For's behind a trusted proxy. */
  clientIp: string;
};

export const requestInfoContext = createContext<RequestInfo>({ nonce: "", clientIp: "unknown" });
