// Malformed input anywhere gets a clear 4xx, never a 500 or a stack trace in the log (security
// review F13, I1, I3): odd bodies, NUL characters, ids past PostgreSQL's integer, dates that do
// not exist, control characters in a redirect target.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HttpSession } from "../support/http-session";
import { makeJpeg } from "../support/jpeg-fixtures";
import { E2E_ADMIN, type RunningServer, startServer } from "../support/server";
import { startSmtp } from "../support/smtp";

describe("malformed requests", () => {
  let server: RunningServer;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let admin: HttpSession;
  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startServer({
      timeoutMs: 180_000,
      env: {
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      },
    });
    admin = new HttpSession(server.url);
    await admin.login(E2E_ADMIN.email, E2E_ADMIN.password);
  }, 200_000);
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  const post = (path: string, type: string, body: BodyInit) =>
    fetch(`${server.url}${path}`, {
      method: "POST",
      headers: { Origin: server.url, "Content-Type": type },
      body,
      redirect: "manual",
    });

  it("answers a login with a body that is not a form with 400", async () => {
    expect((await post("/login", "application/json", "{}")).status).toBe(400);
    expect((await post("/login", "text/plain", "email=a&password=b")).status).toBe(400);
    expect((await post("/login", "multipart/form-data; boundary=x", "--x\r\nbroken")).status).toBe(
      400,
    );
  });

  it("says a public form could not be read in the page's language", async () => {
    const hindi = await post("/hi/contact", "text/plain", "name=a");
    expect(hindi.status).toBe(400);
    expect(await hindi.text()).toContain("फ़ॉर्म पढ़ा नहीं जा सका।");
    const english = await post("/contact", "text/plain", "name=a");
    expect(english.status).toBe(400);
    expect(await english.text()).toContain("The form could not be read.");
  });

  it("answers addresses and fields with NUL characters with 4xx", async () => {
    expect((await fetch(`${server.url}/startups/%00`)).status).toBe(404);
    expect(
      (await fetch(`${server.url}/api/gallery/event-01.jpg%00`, { method: "POST" })).status,
    ).toBe(404);
    const reset = await post(
      "/reset-password",
      "application/x-www-form-urlencoded",
      new URLSearchParams({ intent: "request", email: "nobody\u0000@example.org" }),
    );
    expect(reset.status).toBe(200);
    expect((await admin.get("/admin-dashboard/ideas?q=%00")).status).toBe(200);
  });

  it("answers ids past PostgreSQL's integer and absurd page numbers without failing", async () => {
    expect((await admin.get("/admin-dashboard/ideas/2147483648")).status).toBe(404);
    expect((await admin.get("/admin-dashboard/audit?page=99999999999999999999")).status).toBe(200);
    const notice = await admin.post("/admin-dashboard/notices", {
      intent: "update",
      id: "99999999999",
      title: "x",
      url: "",
      date: "2026-01-01",
    });
    expect(notice.status).toBe(400);
    const alt = await admin.post("/admin-dashboard/gallery", { id: "99999999999", alt: "x" });
    expect(alt.status).toBe(400);
  });

  it("refuses a date that does not exist", async () => {
    const res = await admin.post("/admin-dashboard/notices", {
      intent: "create",
      title: "Leap",
      url: "",
      date: "31/02/2026",
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Date: a date that exists, written dd/mm/yyyy");
  });

  it("keeps a NUL in an uploaded file's name out of the database", async () => {
    const res = await admin.request("/api/gallery/event-02.jpg", {
      method: "POST",
      headers: { "Content-Type": "image/jpeg", "X-File-Name": "x%00.jpg", "X-Alt-Text": "Blue" },
      body: new Uint8Array(await makeJpeg({ width: 640, height: 480, left: "#08f" })),
    });
    expect(res.status).toBe(200);
  });

  it("logs in, ignoring a `next` with control characters or spaces (no 500)", async () => {
    for (const next of ["/\u3000x", "/a\u000bb", "/\t/evil.example", "/a\u0000b"]) {
      const res = await post(
        `/login?next=${encodeURIComponent(next)}`,
        "application/x-www-form-urlencoded",
        new URLSearchParams({ email: E2E_ADMIN.email, password: E2E_ADMIN.password }),
      );
      expect(res.status, JSON.stringify(next)).toBe(302);
      expect(res.headers.get("location")).toBe("/admin-dashboard");
    }
  });

  it("answers a POST to a page without a form with 405, without a stack trace in the log", async () => {
    for (const path of ["/", "/gallery", "/healthz", "/notices.txt", "/no-such-page"]) {
      const res = await post(path, "application/x-www-form-urlencoded", "a=b");
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
    }
  });

  it("answers the content back office's odd requests with a clear 4xx, storing nothing", async () => {
    const status = async (path: string) => (await admin.get(path)).status;
    expect(await status("/admin-dashboard/no-such-section")).toBe(404);
    expect(await status("/admin-dashboard/startups/99999999999")).toBe(404);
    expect(await status("/admin-dashboard/startups/1e3")).toBe(404);
    expect(await status("/admin-dashboard/startups/%00/history")).toBe(404);
    expect(await status("/admin-dashboard/settings/new")).toBe(404);

    const refusal = async (path: string, form: Record<string, string>, message: string) => {
      const res = await admin.post(path, form);
      expect(res.status, path).toBe(400);
      expect(await res.text()).toContain(message);
    };
    const faq = { question: "Odd?", answer: "Yes." };
    await refusal("/admin-dashboard/faq/new", { ...faq, intent: "explode" }, "Choose Save draft");
    await refusal(
      "/admin-dashboard/faq/new",
      { ...faq, intent: "draft", publishFrom: "soon" },
      "Publish from: a date and a time that exist",
    );
    await refusal(
      "/admin-dashboard/events/new",
      { intent: "draft", title: "Odd", venue: "Hall", startsAt: "2026-02-31T10:00" },
      "Starts: a date and a time that exist",
    );
    await refusal(
      "/admin-dashboard/faq/new",
      { intent: "draft", question: "\u0000", answer: "x" },
      "Question (English) is required.",
    );
    const unknown = await admin.post("/admin-dashboard/trash", { section: "nothing", id: "1" });
    expect(unknown.status).toBe(404);

    // A text file sent as a picture: 415 with words, nothing stored.
    const text = await admin.request("/api/media", {
      method: "POST",
      headers: { "Content-Type": "image/jpeg", "X-File-Name": "notes.jpg" },
      body: "just some text, not a picture",
    });
    expect(text.status).toBe(415);
    expect(await text.json()).toMatchObject({ ok: false, message: expect.stringMatching(/JPEG/) });
    expect((await admin.get("/admin-dashboard/faq")).status).toBe(200);
    expect(await (await admin.get("/admin-dashboard/faq")).text()).not.toContain("Odd?");
  });

  it("has logged no server error and no stack trace for any of it", () => {
    expect(server.output()).not.toMatch(/Unexpected Server Error|\n\s+at /);
  });
});
