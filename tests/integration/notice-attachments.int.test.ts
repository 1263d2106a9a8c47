// A notice's PDF as staff attach it through the notice's full form and visitors read it: stored
// only when it is really a PDF within the limit, audited with its revision, served with the
// headers a browser needs (inline, nosniff, an ETag), replaced and removed; only a released
// notice's PDF is public, staff previewing see a draft's. And each notice's own page.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAudit } from "~/.server/audit/audit-log";
import { resetConfig } from "~/.server/config";
import { dashboardNotices } from "~/.server/content/admin/notice-dashboard";
import { notices as section } from "~/.server/content/kinds/notices";
import { saveItem } from "~/.server/content/lifecycle";
import { addNotice, deleteNotice } from "~/.server/content/notices";
import { listRevisions } from "~/.server/content/revisions";
import { action as itemAction, loader as itemLoader } from "~/routes/admin/content/item";
import { loader as attachmentLoader } from "~/routes/resources/notice-attachment";
import { loader as feedLoader } from "~/routes/resources/notices-xml";
import { loader as homeLoader } from "~/routes/site/home";
import { loader as pageLoader } from "~/routes/site/notice";
import { loader as archiveLoader } from "~/routes/site/notices";
import { callAction, routeArgs } from "../support/route";
import { readRss } from "../support/rss";
import { signedInAdmin } from "../support/sign-in";
import { createTestDb, dbKinds, type TestDb } from "../support/test-db";

const ORIGIN = "https://incubator.example.org";
const staff = { id: null, email: "test:staff" };
/** A small limit, so "too large" needs no 10 MB body. */
const LIMIT = 64 * 1024;

/** A minimal PDF of a page saying `text`, padded to about `size` bytes. */
function pdf(text: string, size = 0): Uint8Array<ArrayBuffer> {
  const body = `%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${text}\n`;
  return new TextEncoder().encode(body.padEnd(size, " ").concat("%%EOF\n"));
}

describe.each(await dbKinds())("notices' PDFs on %s", (kind) => {
  let t: TestDb;
  let cookie = "";

  /** The notice's full form, sent by the signed-in admin (multipart, as the browser sends it). */
  async function save(
    id: number,
    fields: Record<string, string>,
    file?: { bytes: Uint8Array<ArrayBuffer>; name: string; type?: string },
  ) {
    const body = new FormData();
    for (const [k, v] of Object.entries({ intent: "publish", date: "2026-03-01", ...fields }))
      body.set(k, v);
    if (file)
      body.set(
        "attachmentFile",
        new Blob([file.bytes], { type: file.type ?? "application/pdf" }),
        file.name,
      );
    const request = new Request(`${ORIGIN}/admin-dashboard/notices/${id}`, {
      method: "POST",
      headers: { cookie },
      body,
    });
    const params = { section: "notices", id: String(id) };
    try {
      const { data, init } = await callAction(itemAction as never, request, { db: t.db, params });
      const refusal = data as { message: string; errors?: Record<string, string> };
      return { status: init?.status ?? 200, location: null, refusal };
    } catch (answer) {
      if (!(answer instanceof Response)) throw answer;
      return { status: answer.status, location: answer.headers.get("location"), refusal: null };
    }
  }

  async function getPdf(id: number | string, { preview = false, headers = {} } = {}) {
    const query = preview ? "?preview" : "";
    const request = new Request(`${ORIGIN}/notices/${id}/attachment.pdf${query}`, {
      headers: { ...(preview ? { cookie } : {}), ...headers },
    });
    return attachmentLoader(routeArgs(request, { db: t.db, params: { id: String(id) } }));
  }

  async function page(id: number | string, preview = false) {
    const request = new Request(`${ORIGIN}/notices/${id}${preview ? "?preview" : ""}`, {
      headers: preview ? { cookie } : {},
    });
    try {
      return await pageLoader(routeArgs(request, { db: t.db, params: { id: String(id) } }));
    } catch (answer) {
      const status = (answer as { init?: ResponseInit }).init?.status;
      if (status === 404) return null;
      throw answer;
    }
  }

  beforeAll(async () => {
    process.env.PUBLIC_URL = ORIGIN;
    process.env.PDF_MAX_BYTES = String(LIMIT);
    resetConfig();
    t = await createTestDb(kind);
    cookie = await signedInAdmin(t.db, ORIGIN);
  }, 60_000);
  afterAll(async () => {
    delete process.env.PDF_MAX_BYTES;
    resetConfig();
    await t.close();
  });

  it("attaches a PDF through the notice's form, audited with its revision, and serves it inline", async () => {
    const id = await addNotice(t.db, staff, { title: "Fee schedule", date: "2026-03-01" });
    const file = pdf("fees", 3000);
    const res = await save(id, { title: "Fee schedule" }, { bytes: file, name: "Fees 2026.pdf" });
    expect(res).toMatchObject({
      status: 302,
      location: `/admin-dashboard/notices/${id}?done=publish`,
    });
    const audit = (await listAudit(t.db)).entries[0];
    expect(audit).toMatchObject({ action: "notice.edit", target: `notices #${id}` });
    expect((await listRevisions(t.db, section, id))[0].changed).toContain("attachmentId");

    const answer = await getPdf(id);
    expect(answer.status).toBe(200);
    expect(Object.fromEntries(answer.headers)).toMatchObject({
      "content-type": "application/pdf",
      "content-disposition": `inline; filename="Fees 2026.pdf"; filename*=UTF-8''Fees%202026.pdf`,
      "x-content-type-options": "nosniff",
      "cache-control": "public, no-cache",
      "content-length": String(file.length),
    });
    expect(new Uint8Array(await answer.arrayBuffer())).toEqual(file);
    const etag = answer.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    const again = await getPdf(id, { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);

    // The dashboard's row says it has one; its page, the archive, the home page and the feed
    // say what it is and how large.
    const row = (await dashboardNotices(t.db)).find((n) => n.id === id);
    expect(row?.pdf).toBe("PDF, 3 KB");
    expect((await page(id))?.attachment).toEqual({
      fileName: "Fees 2026.pdf",
      size: file.length,
      href: `/notices/${id}/attachment.pdf`,
    });
    const archive = (await archiveLoader(
      routeArgs(new Request(`${ORIGIN}/notices`), { db: t.db }),
    )) as { notices: { id: number; attachment: unknown }[] };
    expect(archive.notices.find((n) => n.id === id)?.attachment).toMatchObject({
      size: file.length,
    });
    const home = await homeLoader(routeArgs(new Request(`${ORIGIN}/`), { db: t.db }));
    expect(home.notices).toContain(`href="/notices/${id}/attachment.pdf"`);
    expect(home.notices).toMatch(/Fee schedule \(PDF, 3 KB\)/);
    const feed = readRss(
      await (
        await feedLoader(routeArgs(new Request(`${ORIGIN}/notices.xml`), { db: t.db }))
      ).text(),
    );
    const item = feed.items.find((i) => i.title === "Fee schedule");
    expect(item?.link).toBe(`${ORIGIN}/notices/${id}`);
    expect(item?.enclosure).toEqual({
      url: `${ORIGIN}/notices/${id}/attachment.pdf`,
      length: String(file.length),
      type: "application/pdf",
    });
  });

  it("refuses a file that is not a PDF (415) or is too large (413), keeping the notice as it was", async () => {
    const id = await addNotice(t.db, staff, { title: "Results", date: "2026-03-01" });
    await save(id, { title: "Results" }, { bytes: pdf("first"), name: "results.pdf" });
    const before = await (await getPdf(id)).arrayBuffer();
    const auditBefore = (await listAudit(t.db)).total;

    const html = new TextEncoder().encode("<html><script>alert(1)</script></html>");
    const fake = await save(id, { title: "Results" }, { bytes: html, name: "evil.pdf" });
    expect(fake.status).toBe(415);
    expect(fake.refusal).toMatchObject({
      message: "Please choose a PDF file.",
      errors: { attachmentId: "Please choose a PDF file." },
    });

    const big = await save(
      id,
      { title: "Results" },
      { bytes: pdf("big", LIMIT + 10), name: "big.pdf" },
    );
    expect(big.status).toBe(413);
    expect(big.refusal?.message).toBe("The PDF is larger than 64 KB.");
    // Larger than the form may carry at all: refused before it is read, with the same words.
    const huge = await save(
      id,
      { title: "Results" },
      { bytes: pdf("huge", LIMIT * 3), name: "huge.pdf" },
    );
    expect(huge.status).toBe(413);
    expect(huge.refusal?.message).toBe("The PDF is larger than 64 KB.");

    expect(new Uint8Array(await (await getPdf(id)).arrayBuffer())).toEqual(new Uint8Array(before));
    expect((await listAudit(t.db)).total).toBe(auditBefore);
  });

  it("keeps a stored PDF when another field is refused, so it is not asked for again", async () => {
    const id = await addNotice(t.db, staff, { title: "Holiday list", date: "2026-03-01" });
    const refused = await save(id, { title: "" }, { bytes: pdf("holidays"), name: "holidays.pdf" });
    expect(refused.status).toBe(400);
    const kept = (refused.refusal as unknown as { values: Record<string, string> }).values
      .attachmentId;
    expect(kept).toMatch(/^[0-9a-f]{64}$/);
    expect((await save(id, { title: "Holiday list", attachmentId: kept })).status).toBe(302);
    expect((await getPdf(id)).status).toBe(200);
    // A made-up id is refused with a message, never a database error.
    const bogus = await save(id, { title: "Holiday list", attachmentId: "a".repeat(64) });
    expect(bogus.status).toBe(400);
    expect(bogus.refusal?.errors?.attachmentId).toMatch(/no longer stored/);
  });

  it("replaces and removes the PDF; the old file's address no longer serves it", async () => {
    const id = await addNotice(t.db, staff, { title: "Timetable", date: "2026-03-01" });
    await save(id, { title: "Timetable" }, { bytes: pdf("v1"), name: "v1.pdf" });
    const first = (await getPdf(id)).headers.get("etag");
    await save(id, { title: "Timetable" }, { bytes: pdf("v2"), name: "v2.pdf" });
    const second = await getPdf(id);
    expect(second.headers.get("etag")).not.toBe(first);
    expect(second.headers.get("content-disposition")).toContain('filename="v2.pdf"');
    // A cache holding the first file asks again and gets the second.
    expect((await getPdf(id, { headers: { "if-none-match": first ?? "" } })).status).toBe(200);

    // The form shows the attached file by name and size.
    const form = await itemLoader(
      routeArgs(new Request(`${ORIGIN}/admin-dashboard/notices/${id}`, { headers: { cookie } }), {
        db: t.db,
        params: { section: "notices", id: String(id) },
      }),
    );
    const attachmentId = String(form.editor.values.attachmentId);
    expect(form.editor.attachments[attachmentId]).toMatchObject({ fileName: "v2.pdf" });

    const removed = await save(id, { title: "Timetable", attachmentId, attachmentRemove: "on" });
    expect(removed.status).toBe(302);
    expect((await getPdf(id)).status).toBe(404);
    expect((await page(id))?.attachment).toBeNull();
    expect((await listRevisions(t.db, section, id))[0].changed).toContain("attachmentId");
  });

  it("serves each notice's PDF under that notice's own name, even when two notices attach the same file", async () => {
    const bytes = pdf("shared circular");
    const first = await addNotice(t.db, staff, { title: "Circular", date: "2026-03-01" });
    await save(first, { title: "Circular" }, { bytes, name: "circular-first.pdf" });
    const second = await addNotice(t.db, staff, { title: "Circular again", date: "2026-03-01" });
    await save(second, { title: "Circular again" }, { bytes, name: "Second name.pdf" });
    const disposition = async (id: number, preview = false) =>
      (await getPdf(id, { preview })).headers.get("content-disposition");
    expect(await disposition(first)).toContain('filename="circular-first.pdf"');
    expect(await disposition(second)).toContain('filename="Second name.pdf"');
    expect((await page(second))?.attachment).toMatchObject({ fileName: "Second name.pdf" });

    // A draft change (a third upload of the same bytes, renamed) shows only to staff previewing.
    await save(
      first,
      { title: "Circular", intent: "draft" },
      { bytes, name: "renamed in a draft.pdf" },
    );
    expect(await disposition(first)).toContain('filename="circular-first.pdf"');
    expect(await disposition(first, true)).toContain('filename="renamed in a draft.pdf"');

    // The form shows and keeps the notice's own name when another field is saved.
    const form = await itemLoader(
      routeArgs(
        new Request(`${ORIGIN}/admin-dashboard/notices/${second}`, { headers: { cookie } }),
        { db: t.db, params: { section: "notices", id: String(second) } },
      ),
    );
    expect(form.editor.values.attachmentName).toBe("Second name.pdf");
    await save(second, {
      title: "Circular, corrected",
      attachmentId: String(form.editor.values.attachmentId),
      attachmentName: "Second name.pdf",
    });
    expect(await disposition(second)).toContain('filename="Second name.pdf"');
  });

  it("serves a draft's PDF only to staff previewing, and a published notice's saved change only to them", async () => {
    const draft = await saveItem(t.db, section, staff, {
      values: { title: "Draft with a PDF", date: "2026-03-02", pinned: false },
      publish: false,
    });
    const res = await save(
      draft,
      { title: "Draft with a PDF", intent: "draft" },
      { bytes: pdf("draft"), name: "draft.pdf" },
    );
    expect(res.location).toBe(`/admin-dashboard/notices/${draft}?done=draft`);
    expect((await getPdf(draft)).status).toBe(404);
    expect(await page(draft)).toBeNull();
    // Someone without a session asking for ?preview gets what the public gets.
    const anonymous = await attachmentLoader(
      routeArgs(new Request(`${ORIGIN}/notices/${draft}/attachment.pdf?preview`), {
        db: t.db,
        params: { id: String(draft) },
      }),
    );
    expect(anonymous.status).toBe(404);
    const staffCopy = await getPdf(draft, { preview: true });
    expect(staffCopy.status).toBe(200);
    expect(staffCopy.headers.get("cache-control")).toBe("private, no-store");
    expect((await page(draft, true))?.attachment?.href).toBe(
      `/notices/${draft}/attachment.pdf?preview`,
    );

    // Published with one PDF; a saved (not published) change to another waits for staff.
    const id = await addNotice(t.db, staff, { title: "Seats", date: "2026-03-03" });
    await save(id, { title: "Seats" }, { bytes: pdf("public one"), name: "public.pdf" });
    await save(
      id,
      { title: "Seats", intent: "draft" },
      { bytes: pdf("waiting one"), name: "waiting.pdf" },
    );
    expect((await getPdf(id)).headers.get("content-disposition")).toContain("public.pdf");
    expect((await getPdf(id, { preview: true })).headers.get("content-disposition")).toContain(
      "waiting.pdf",
    );
  });

  it("answers 404 for a trashed, unknown or oddly written notice, its page and its PDF", async () => {
    const id = await addNotice(t.db, staff, { title: "Old", date: "2026-03-01" });
    await save(id, { title: "Old" }, { bytes: pdf("old"), name: "old.pdf" });
    await deleteNotice(t.db, staff, id);
    expect((await getPdf(id)).status).toBe(404);
    expect((await getPdf(id, { preview: true })).status).toBe(404);
    expect(await page(id)).toBeNull();
    for (const bad of ["999999", "0", `0${id}`, "abc", "1e3", "99999999999999999999"]) {
      expect(await page(bad), bad).toBeNull();
      expect((await getPdf(bad)).status, bad).toBe(404);
    }
  });

  it("shows a notice's own page: title, Hindi title, date, text and link", async () => {
    const id = await saveItem(t.db, section, staff, {
      values: {
        title: "Demo day",
        titleHi: "डेमो दिवस",
        date: "2026-03-05",
        pinned: false,
        url: "https://example.org/demo",
        body: "Bring your **pitch**. <script>x</script>",
      },
      publish: true,
    });
    expect(await page(id)).toMatchObject({
      title: "Demo day",
      titleHi: "डेमो दिवस",
      date: "2026-03-05",
      url: "https://example.org/demo",
      attachment: null,
    });
    const html = (await page(id))?.bodyHtml ?? "";
    expect(html).toContain("<strong>pitch</strong>");
    expect(html).not.toContain("<script>");
  });
});
