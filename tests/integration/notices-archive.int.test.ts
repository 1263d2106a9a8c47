// The notices visitors read beyond the home page: the archive at /notices (newest first, paged,
// expired notices kept, drafts, scheduled and trashed ones never), the home page's latest five
// with the way to the rest, and the RSS feed at /notices.xml read with a real XML parser.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetConfig } from "~/.server/config";
import { notices as section } from "~/.server/content/kinds/notices";
import { saveItem } from "~/.server/content/lifecycle";
import { addNotice, deleteNotice } from "~/.server/content/notices";
import { notices } from "~/.server/db/schema/notices";
import { getNoticeArchive } from "~/.server/pages/notice-archive";
import { loader as feedLoader } from "~/routes/resources/notices-xml";
import { loader as sitemapLoader } from "~/routes/resources/sitemap";
import { loader as homeLoader } from "~/routes/site/home";
import { loader as archiveLoader } from "~/routes/site/notices";
import { routeArgs } from "../support/route";
import { parseRfc822, readRss } from "../support/rss";
import { createTestDb, dbKinds, type TestDb } from "../support/test-db";

const ORIGIN = "https://incubator.example.org";
const staff = { id: null, email: "test:staff" };
const HOUR = 60 * 60_000;

type ArchiveData = { notices: { id: number; title: string }[]; page: number; pages: number };
type Answer = { data: ArchiveData; status: number };

describe.each(await dbKinds())("the notices archive and feed on %s", (kind) => {
  let t: TestDb;
  const ids: Record<string, number> = {};
  /** The 22 plain notices, dated 1 to 22 February, oldest first. */
  const february: string[] = [];

  async function archive(query = ""): Promise<Answer> {
    const request = new Request(`${ORIGIN}/notices${query}`);
    const answer = (await archiveLoader(routeArgs(request, { db: t.db }))) as unknown;
    // A page that is there is plain data; one past the end comes with its 404.
    if (answer && typeof answer === "object" && "init" in answer) {
      const { data, init } = answer as { data: ArchiveData; init: ResponseInit };
      return { data, status: init.status ?? 200 };
    }
    return { data: answer as ArchiveData, status: 200 };
  }
  const titles = (a: Answer) => a.data.notices.map((n) => n.title);

  beforeAll(async () => {
    process.env.PUBLIC_URL = ORIGIN;
    process.env.TIME_ZONE = "Asia/Kolkata";
    resetConfig();
    t = await createTestDb(kind);
    const now = Date.now();
    ids.pinned = await addNotice(t.db, staff, { title: "Pinned, old", date: "2026-01-05" });
    await t.db.update(notices).set({ pinned: true }).where(eq(notices.id, ids.pinned));
    for (let day = 1; day <= 22; day++) {
      const title = `February notice ${day}`;
      february.push(title);
      await addNotice(t.db, staff, {
        title,
        date: `2026-02-${String(day).padStart(2, "0")}`,
        // Links of every kind: to a page of the site, to another site, none.
        url: day % 3 === 0 ? "/timeline" : day % 3 === 1 ? "https://example.org/x?a=1&b=2" : null,
      });
    }
    // Two on one day: the one added later is listed first.
    ids.sameDayFirst = await addNotice(t.db, staff, { title: "Same day, A", date: "2026-04-01" });
    ids.sameDaySecond = await addNotice(t.db, staff, {
      title: "R&D <lab> “open” 'day'\u0001",
      date: "2026-04-01",
    });
    ids.expired = await addNotice(t.db, staff, {
      title: "Expired",
      date: "2026-05-01",
      unpublishAt: new Date(now + HOUR),
    });
    await t.db
      .update(notices)
      .set({ unpublishAt: new Date(now - HOUR) })
      .where(eq(notices.id, ids.expired));
    ids.scheduled = await addNotice(t.db, staff, {
      title: "Scheduled",
      date: "2026-06-01",
      publishFrom: new Date(now + HOUR),
    });
    ids.draft = await saveItem(t.db, section, staff, {
      values: { title: "A draft", date: "2026-07-01", pinned: false },
      publish: false,
    });
    ids.trashed = await addNotice(t.db, staff, { title: "Trashed", date: "2026-08-01" });
    await deleteNotice(t.db, staff, ids.trashed);
  }, 120_000);
  afterAll(async () => {
    delete process.env.TIME_ZONE;
    resetConfig();
    await t.close();
  });

  /** Every notice of the archive, newest first: 26 released, the pinned one last (oldest). */
  const everyNotice = () => [
    "Expired",
    "R&D <lab> “open” 'day'",
    "Same day, A",
    ...[...february].reverse(),
    "Pinned, old",
  ];

  it("lists released notices newest first, expired ones included, twenty a page", async () => {
    const first = await archive();
    const second = await archive("?page=2");
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(first.data).toMatchObject({ page: 1, pages: 2 });
    expect(first.data.notices).toHaveLength(20);
    // The control character is not there: XML forbids it, and the feed shares these titles' rules.
    const all = [...titles(first), ...titles(second)].map((title) => title.replace("\u0001", ""));
    expect(all).toEqual(everyNotice());
    for (const hidden of ["Scheduled", "A draft", "Trashed"]) expect(all).not.toContain(hidden);
  });

  it("answers a page past the end with a 404 and bad page numbers with the first page, never an error", async () => {
    const past = await archive("?page=3");
    expect(past.status).toBe(404);
    expect(past.data).toMatchObject({ page: 3, pages: 2, notices: [] });
    expect((await archive("?page=99999999999999999999")).status).toBe(404);
    for (const query of ["?page=abc", "?page=0", "?page=-2", "?page=", "?page=1x"]) {
      const answer = await archive(query);
      expect(answer.status, query).toBe(200);
      expect(answer.data.page, query).toBe(1);
      expect(titles(answer)[0], query).toBe("Expired");
    }
  });

  it("shows staff previewing the site their drafts and scheduled notices, never the trash", async () => {
    const preview = await getNoticeArchive(t.db, "preview", 1);
    const listed = preview.notices.map((n) => n.title);
    expect(listed.slice(0, 3)).toEqual(["A draft", "Scheduled", "Expired"]);
    expect(listed).not.toContain("Trashed");
    expect(preview.total).toBe(28);
  });

  it("shows the latest five on the home page, pinned first, with a link to all notices", async () => {
    const home = await homeLoader(routeArgs(new Request(`${ORIGIN}/`), { db: t.db }));
    const html = home.notices ?? "";
    const items = [...html.matchAll(/<li>(.*?)<\/li>/g)].map((m) => m[1]);
    expect(items).toHaveLength(5);
    expect(items[0]).toContain("Pinned, old");
    expect(items[1]).toContain("R&amp;D &lt;lab&gt;");
    expect(items[2]).toContain("Same day, A");
    expect(items[3]).toContain("February notice 22");
    // Expired: no longer on the home page, still in the archive.
    expect(html).not.toContain("Expired");
    expect(html).toMatch(/<a href="\/notices">All notices<\/a>/);
  });

  it("serves an RSS 2.0 feed of the newest twenty, with absolute links and RFC 822 dates", async () => {
    const response = await feedLoader(
      routeArgs(new Request(`${ORIGIN}/notices.xml`), { db: t.db }),
    );
    expect(response.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    const feed = readRss(await response.text());
    expect(feed.link).toBe(`${ORIGIN}/notices`);
    expect(feed.self).toMatchObject({ href: `${ORIGIN}/notices.xml`, type: "application/rss+xml" });
    expect(feed.items.map((i) => i.title)).toEqual(everyNotice().slice(0, 20));

    const byTitle = (title: string) => feed.items.find((i) => i.title === title);
    const expired = byTitle("Expired");
    // Each item is the notice's own page, for good: its link and its permanent name.
    expect(expired?.link).toBe(`${ORIGIN}/notices/${ids.expired}`);
    expect(expired?.guid).toEqual({
      text: `${ORIGIN}/notices/${ids.expired}`,
      isPermaLink: "true",
    });
    // Midnight in India, 1 May: 18:30 UTC the day before.
    expect(expired?.pubDate).toBe("Fri, 01 May 2026 00:00:00 +0530");
    expect(parseRfc822(expired?.pubDate ?? "").toISOString()).toBe("2026-04-30T18:30:00.000Z");
    for (const title of ["February notice 21", "February notice 20", "February notice 22"])
      expect(byTitle(title)?.link).toMatch(new RegExp(`^${ORIGIN}/notices/\\d+$`));
    // Every guid is different: a reader tells the items apart by it.
    expect(new Set(feed.items.map((i) => i.guid.text)).size).toBe(20);
  });

  it("lists /notices and every released notice's page in the sitemap, no other", async () => {
    const response = await sitemapLoader(
      routeArgs(new Request(`${ORIGIN}/sitemap.xml`), { db: t.db }),
    );
    const xml = await response.text();
    expect(xml).toContain(`<loc>${ORIGIN}/notices</loc>`);
    for (const key of ["pinned", "sameDayFirst", "sameDaySecond", "expired"])
      for (const prefix of ["", "/hi"])
        expect(xml, key).toContain(`<loc>${ORIGIN}${prefix}/notices/${ids[key]}</loc>`);
    for (const key of ["scheduled", "draft", "trashed"])
      expect(xml, key).not.toMatch(new RegExp(`/notices/${ids[key]}</loc>`));
    // 26 released notices, each in English and in Hindi.
    expect(xml.match(/<loc>[^<]*\/hi\/notices\/\d+<\/loc>/g)).toHaveLength(26);
    expect(xml.match(/\/notices\/\d+<\/loc>/g)).toHaveLength(52);
  });
});
