// Replays every request of the site that changes something, or reads private data, without a
// session and with a member's session where an admin is needed. Each must be refused (401,
// 403 or a redirect to the login) and nothing may change. A new endpoint is one line in PROBES
// (tests/support/authz-probes.ts). Each probe also has an admin "control": the same request made
// invalid, which must reach the endpoint and fail validation (400-ish), proving the probe's path
// and method are real. A request nobody may make (needs: "nobody") must get a 4xx from the
// endpoint itself, for a member and for an admin alike.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Ids,
  PROBED_ACTIONS,
  PROBES,
  type Probe,
  PUBLIC_ACTIONS,
  routeFilesWithActions,
} from "../support/authz-probes";
import { HttpSession } from "../support/http-session";
import { makeJpeg } from "../support/jpeg-fixtures";
import { E2E_ADMIN, type RunningServer, startServer } from "../support/server";

const built = fs.existsSync(path.resolve(process.env.BUILD_DIR ?? "build", "server/index.js"));

describe("the replay list", () => {
  it("covers every route module with an action, or names it public", () => {
    const known = new Set([...PUBLIC_ACTIONS, ...PROBED_ACTIONS]);
    expect(routeFilesWithActions().filter((f) => !known.has(f))).toEqual([]);
  });
});

/** The bytes an upload probe sends: not a picture, or (cross-origin) a real one. */
const NOT_A_PICTURE = new TextEncoder().encode("not a jpeg");
/** A PDF probe sends a real one: only the role (or the origin) may stop it. */
const A_PDF = new TextEncoder().encode("%PDF-1.4\n%%EOF\n");

async function send(
  session: HttpSession,
  probe: Probe,
  ids: Ids,
  override?: Record<string, string>,
  cross?: { origin: string; picture: Uint8Array<ArrayBuffer> },
) {
  const url = probe.path(ids);
  const headers: Record<string, string> = cross ? { Origin: cross.origin } : {};
  if (probe.method === "GET") return session.get(url);
  const form = { ...probe.form?.(ids), ...override };
  const picture = cross?.picture ?? NOT_A_PICTURE;
  if (probe.upload === "raw") {
    headers["content-type"] = "image/jpeg";
    headers["x-file-name"] = "probe.jpg";
    return session.request(url, { method: "POST", body: picture, headers });
  }
  if (probe.upload || probe.multipart) {
    const body = new FormData();
    for (const [name, value] of Object.entries(form)) body.set(name, value);
    if (probe.upload === "pdf")
      body.set("attachmentFile", new Blob([A_PDF], { type: "application/pdf" }), "probe.pdf");
    else if (probe.upload)
      body.set("file", new Blob([picture], { type: "image/jpeg" }), "photo.jpg");
    return session.request(url, { method: "POST", body, headers });
  }
  return session.request(url, { method: "POST", headers, form });
}

/**
 * Refused: 401/403, or a redirect to the login (or, for a member, to the board). A request nobody
 * may make must be refused by the endpoint itself: a 4xx, as a redirect is what success looks like.
 */
type Who = "visitor" | "member" | "reviewer" | "editor";

function refused(res: Response, who: Who, probe: Probe): boolean {
  if (res.status === 401 || res.status === 403) return true;
  if (probe.hidden && who !== "visitor" && res.status === 404) return true;
  if (probe.needs === "nobody" && who !== "visitor") return res.status >= 400 && res.status < 500;
  const location = res.headers.get("location") ?? "";
  if (res.status >= 300 && res.status < 400) {
    return (
      location.includes("/login") ||
      (who === "member" && /\/Notice$/.test(location)) ||
      // A reviewer sent back to their own reviews (issue 26).
      (who === "reviewer" && /\/admin-dashboard\/reviews$/.test(location))
    );
  }
  return false;
}

describe.skipIf(!built)("every change and private read is refused without the right role", () => {
  let server: RunningServer;
  let admin: HttpSession;
  let member: HttpSession;
  let editor: HttpSession;
  let reviewer: HttpSession;
  let ids: Ids;

  /** What must not change: notices, accounts and the audit log (every change is audited). */
  async function snapshot() {
    const notices = await (await admin.get("/notices.txt")).text();
    const users = (await (await admin.get("/admin-dashboard/users")).text()).match(
      /data-email="[^"]+"|value="(admin|member)" selected/g,
    );
    const audit = (await (await admin.get("/admin-dashboard/audit")).text()).match(
      /(\d+) changes? recorded/,
    )?.[1];
    return { notices, users, audit };
  }

  beforeAll(async () => {
    server = await startServer({
      timeoutMs: 280_000,
      env: {
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        LOGIN_RATE_LIMIT: "1000",
      },
    });
    admin = new HttpSession(server.url);
    await admin.login(E2E_ADMIN.email, E2E_ADMIN.password);
    expect(
      (
        await admin.post("/admin-dashboard/users", {
          intent: "add",
          email: "member@example.org",
          name: "Member",
          role: "member",
          password: "member password",
        })
      ).status,
    ).toBe(302);
    member = new HttpSession(server.url);
    await member.login("member@example.org", "member password");
    expect(
      (
        await admin.post("/admin-dashboard/users", {
          intent: "add",
          email: "editor@example.org",
          name: "Editor",
          role: "editor",
          password: "editor password",
        })
      ).status,
    ).toBe(302);
    editor = new HttpSession(server.url);
    await editor.login("editor@example.org", "editor password");
    expect(
      (
        await admin.post("/admin-dashboard/users", {
          intent: "add",
          email: "reviewer@example.org",
          name: "Reviewer",
          role: "reviewer",
          password: "reviewer password",
        })
      ).status,
    ).toBe(302);
    reviewer = new HttpSession(server.url);
    await reviewer.login("reviewer@example.org", "reviewer password");
    expect(
      (
        await admin.post("/admin-dashboard/notices", {
          intent: "create",
          title: "Keep me",
          url: "",
          date: "2030-05-05",
        })
      ).status,
    ).toBe(302);

    const board = await (await admin.get("/Notice")).text();
    const usersPage = await (await admin.get("/admin-dashboard/users")).text();
    const gallery = await (await admin.get("/admin-dashboard/gallery")).text();
    const photo = gallery.match(/id="photo-(\d+)"[\s\S]*?<code>([^<]+)<\/code>/);
    // A visitor may submit an idea; the inbox then has one to probe.
    for (const subject of ["Probe", "Probe two"])
      await new HttpSession(server.url).post("/idea", {
        name: "Probe",
        email: "probe@example.org",
        phone: "1",
        subject,
        message: "Probe",
      });
    const ideaIds = [
      ...(await (await admin.get("/admin-dashboard/ideas")).text()).matchAll(
        /href="\/admin-dashboard\/ideas\/(\d+)"/g,
      ),
    ].map((m) => m[1]);
    const idea = ideaIds[0];
    // And feedback through the contact page (in Hindi): the feedback list then has one.
    await new HttpSession(server.url).post("/hi/contact", {
      name: "Probe",
      email: "probe@example.org",
      category: "website",
      message: "Probe",
    });
    const feedback = (await (await admin.get("/admin-dashboard/feedback")).text()).match(
      /href="\/admin-dashboard\/feedback\/(\d+)"/,
    )?.[1];
    // Two FAQ items: one saved twice (so it has a revision to restore), one moved to the trash.
    const faqs = [
      ...(await (await admin.get("/admin-dashboard/faq")).text()).matchAll(/id="item-faq-(\d+)"/g),
    ].map((m) => m[1]);
    for (const answer of ["First answer.", "Second answer."])
      expect(
        (
          await admin.post(`/admin-dashboard/faq/${faqs[0]}`, {
            intent: "publish",
            question: "Kept?",
            answer,
          })
        ).status,
      ).toBe(302);
    expect(
      (await admin.post("/admin-dashboard/faq", { section: "faq", id: faqs[1], intent: "delete" }))
        .status,
    ).toBe(302);
    const history = await (await admin.get(`/admin-dashboard/faq/${faqs[0]}/history`)).text();
    const album = gallery.match(/id="item-albums-(\d+)"/)?.[1];
    const event = (await (await admin.get("/admin-dashboard/events")).text()).match(
      /id="item-events-(\d+)"/,
    )?.[1];
    // The review panel (issue 26): one idea for the reviewer and the admin, one for the admin only.
    const idOf = (email: string) =>
      usersPage.match(new RegExp(`data-email="${email}"[\\s\\S]*?name="id" value="([^"]+)"`))?.[1];
    const reviewerId = idOf("reviewer@example.org");
    const adminId = idOf(E2E_ADMIN.email);
    for (const [ideaId, who] of [
      [ideaIds[0], reviewerId],
      [ideaIds[0], adminId],
      [ideaIds[1], adminId],
    ])
      expect(
        (
          await admin.post("/admin-dashboard/ideas/panel", {
            intent: "assign",
            idea: ideaId ?? "",
            reviewer: who ?? "",
          })
        ).status,
      ).toBe(302);
    ids = {
      notice: board.match(/name="id" value="(\d+)"/)?.[1] ?? "",
      admin:
        usersPage.match(
          new RegExp(`data-email="${E2E_ADMIN.email}"[\\s\\S]*?name="id" value="([^"]+)"`),
        )?.[1] ?? "",
      photoId: photo?.[1] ?? "",
      photoName: photo?.[2] ?? "",
      idea,
      feedback,
      faq: faqs[0] ?? "",
      revision: history.match(/name="revision" value="(\d+)"/)?.[1] ?? "",
      trashed: faqs[1] ?? "",
      album: album ?? "",
      event: event ?? "",
      reviewer: reviewerId,
      reviewIdea: ideaIds[0],
      otherIdea: ideaIds[1],
    };
    expect(ids).toMatchObject({
      notice: expect.stringMatching(/^\d+$/),
      admin: expect.any(String),
      photoId: expect.stringMatching(/^\d+$/),
      photoName: expect.stringMatching(/\S/),
      idea: expect.stringMatching(/^\d+$/),
      feedback: expect.stringMatching(/^\d+$/),
      faq: expect.stringMatching(/^\d+$/),
      revision: expect.stringMatching(/^\d+$/),
      trashed: expect.stringMatching(/^\d+$/),
      album: expect.stringMatching(/^\d+$/),
      event: expect.stringMatching(/^\d+$/),
      reviewer: expect.stringMatching(/\S/),
      reviewIdea: expect.stringMatching(/^\d+$/),
      otherIdea: expect.stringMatching(/^\d+$/),
    });
  }, 300_000);
  afterAll(() => server?.stop());

  it("refuses visitors everywhere, members where staff are needed, reviewers beyond their own assignments and editors where an admin is, changing nothing", async () => {
    const before = await snapshot();
    expect(before.users?.length).toBeGreaterThanOrEqual(4);
    expect(before.audit).toMatch(/^\d+$/);
    expect(before.notices).toContain("title: Keep me");
    const failures: string[] = [];
    for (const probe of PROBES) {
      if (probe.requires && !ids[probe.requires]) continue;
      const visitor = await send(new HttpSession(server.url), probe, ids);
      if (!refused(visitor, "visitor", probe))
        failures.push(
          `${probe.name} as visitor: ${visitor.status} ${visitor.headers.get("location") ?? ""}`,
        );
      // A reviewer may only score their own assignments: every staff request refuses them.
      const below: [Exclude<Who, "visitor">, HttpSession][] =
        probe.needs === "member"
          ? []
          : probe.needs === "reviewer"
            ? [["member", member]]
            : probe.needs === "editor"
              ? [
                  ["member", member],
                  ["reviewer", reviewer],
                ]
              : [
                  ["member", member],
                  ["reviewer", reviewer],
                  ["editor", editor],
                ];
      for (const [who, session] of below) {
        const res = await send(session, probe, ids);
        if (!refused(res, who, probe))
          failures.push(
            `${probe.name} as ${who}: ${res.status} ${res.headers.get("location") ?? ""}`,
          );
      }
    }
    expect(failures).toEqual([]);
    expect(await snapshot()).toEqual(before);
    // The member's session survived all of it (no probe signed anyone out), and the reviewer's.
    expect((await member.get("/Notice")).status).toBe(200);
    expect((await reviewer.get("/admin-dashboard/reviews")).status).toBe(200);
  });

  it("reaches every endpoint as an admin with invalid input (so the probes are real), changing nothing", async () => {
    const before = await snapshot();
    const failures: string[] = [];
    for (const probe of PROBES) {
      if (probe.method !== "POST" || (probe.requires && !ids[probe.requires])) continue;
      if (!probe.invalid && !probe.upload && probe.needs !== "nobody") continue;
      const res = await send(admin, probe, ids, probe.invalid);
      if (res.status < 400 || res.status >= 500 || [401, 403, 404, 405].includes(res.status)) {
        failures.push(`${probe.name}: ${res.status}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it("refuses every change an admin's browser is made to send from another origin (F2)", async () => {
    const before = await snapshot();
    const otherPort = `http://localhost:${server.port + 1}`;
    const failures: string[] = [];
    for (const probe of PROBES) {
      if (probe.method !== "POST" || (probe.requires && !ids[probe.requires])) continue;
      // Cross-site, same site on another port (a sibling origin), and an opaque origin.
      for (const origin of ["http://evil.example", otherPort, "null"]) {
        // A real photo: only the origin may stop it.
        const picture = new Uint8Array(await makeJpeg({ width: 640, height: 480, left: "#0c0" }));
        const res = await send(admin, probe, ids, undefined, { origin, picture });
        if (res.status < 400 || res.status >= 500)
          failures.push(`${probe.name} from ${origin}: ${res.status}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it("keeps better-auth's own sign-up and admin endpoints closed", async () => {
    const anyone = new HttpSession(server.url);
    const signUp = await anyone.request("/api/auth/sign-up/email", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "self@example.org", password: "self sign up 1", name: "Self" }),
    });
    expect(signUp.status).toBe(404);
    const create = await member.request("/api/auth/admin/set-role", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ userId: ids.admin, role: "member" }),
    });
    expect(create.status).toBe(404);
    const session = await member.get("/api/auth/get-session");
    expect(await session.json()).toMatchObject({ user: { email: "member@example.org" } });
  });
});
