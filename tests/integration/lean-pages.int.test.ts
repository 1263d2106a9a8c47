// Pages without the React app (issue 27, decision 042): every page a visitor opens carries the
// shell's script only, a couple of KB, and no hydration data (a page's widgets are the shell's to
// load); the same page for signed-in staff, or in preview, keeps the app and its controls.
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HttpSession } from "../support/http-session";
import { E2E_ADMIN, type RunningServer, startServer } from "../support/server";

const APP = "window.__reactRouterContext";
// Fetched at low priority: the document and its first photos go first on a slow connection.
const SHELL =
  /<script type="module" src="(\/assets\/islands\/shell-[\w-]+\.js)" fetchPriority="low"><\/script>/;

describe("pages without the React app", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({
      env: { ADMIN_EMAIL: E2E_ADMIN.email, ADMIN_PASSWORD: E2E_ADMIN.password },
    });
  }, 120_000);
  afterAll(() => server?.stop());

  it("give a visitor the shell's script only, in both languages", async () => {
    for (const path of [
      "/privacy",
      "/hi/privacy",
      "/sitemap",
      "/hi/sitemap",
      "/events",
      "/hi/professor",
      "/notices",
      "/timeline",
      "/search?q=agri",
      "/",
      "/hi",
      "/gallery",
      "/hi/startups",
      "/contact",
      "/hi/idea",
      "/idea/status",
      "/events/pitchtember-2023",
    ]) {
      const html = await (await fetch(`${server.url}${path}`)).text();
      expect(html, path).not.toContain(APP);
      expect(html, path).not.toContain('rel="modulepreload"');
      expect(html, path).toMatch(SHELL);
      // The mobile menu's links are in the page, for the script to open (mobile-menu.tsx).
      expect(html, path).toMatch(/<dialog[^>]*id="mobile-menu"[\s\S]*?<a [^>]*href="\//);
    }
    // A page's widgets are marked for the shell, which loads each from its own file.
    const home = await (await fetch(`${server.url}/`)).text();
    for (const widget of ["typewriter", "support-tabs", "carousel", "talks-slider"])
      expect(home).toContain(`data-island="${widget}"`);
    const script = SHELL.exec(await (await fetch(`${server.url}/privacy`)).text())?.[1];
    const file = await fetch(`${server.url}${script}`);
    expect(file.status).toBe(200);
    expect(file.headers.get("cache-control")).toContain("immutable");
    const bytes = Buffer.from(await file.arrayBuffer());
    expect(gzipSync(bytes).length).toBeLessThanOrEqual(3 * 1024);
  });

  it("keep the app for signed-in staff, and in preview", async () => {
    const admin = new HttpSession(server.url);
    await admin.login(E2E_ADMIN.email, E2E_ADMIN.password);
    for (const path of ["/privacy", "/events", "/", "/gallery", "/contact", "/privacy?preview"]) {
      const html = await (await admin.get(path)).text();
      expect(html, path).toContain(APP);
      expect(html, path).not.toMatch(SHELL);
    }
  });
});
