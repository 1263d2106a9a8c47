// What a page's Content-Security-Policy must allow: every inline script the page runs, by the
// SHA-256 of its text (decision 041), and nothing by nonce. Checked here with the app's own
// reading of the page (csp.ts), and in the browser by the absence of CSP violations.
import { scriptHashesOf } from "../../app/.server/http/csp";

/** The hashes the policy names, and the page's inline scripts it leaves out. */
export function scriptsOutsidePolicy(html: string, csp: string): string[] {
  const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1] ?? "";
  if (scriptSrc.includes("'nonce-")) return ["a nonce"];
  const named = new Set(scriptSrc.split(/\s+/).map((s) => s.replace(/'/g, "")));
  // The starter's module is added by the page itself; the rest are in its HTML.
  return scriptHashesOf(html).filter((hash) => !named.has(hash));
}
