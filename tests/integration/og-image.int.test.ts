// Link previews (Open Graph images): 1200×630 JPEGs served by the site, one cropped from an
// uploaded picture at its focal point and stored with its other variants, and the centre's own,
// drawn from its Settings and renamed with them.
import { and, eq, like } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getBranding } from "~/.server/branding";
import { mediaVariants } from "~/.server/db/schema/media";
import { siteSettings } from "~/.server/db/schema/site";
import { storePicture } from "~/.server/media/content-image";
import { defaultOgKey } from "~/lib/og-image";
import { loader as mediaRoute } from "~/routes/resources/media";
import { loader as ogDefaultRoute } from "~/routes/resources/og-default";
import { makeJpeg, regionColour } from "../support/jpeg-fixtures";
import { routeArgs } from "../support/route";
import { createTestDb, dbKinds, type TestDb } from "../support/test-db";

describe.each(await dbKinds())("link preview images on %s", (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(kind);
  });
  afterAll(() => t.close());

  const get = async (
    route: typeof mediaRoute | typeof ogDefaultRoute,
    path: string,
    params: Record<string, string>,
  ) => {
    const request = new Request(`http://localhost${path}`);
    return (await route(routeArgs(request, { db: t.db, params }))) as Response;
  };
  const media = (id: string, file: string) => get(mediaRoute, `/media/${id}/${file}`, { id, file });
  const fallback = (file: string) => get(ogDefaultRoute, `/og/${file}`, { file });

  async function expectPreview(response: Response) {
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/jpeg");
    const bytes = Buffer.from(await response.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1200, 630]);
    // WhatsApp skips previews much larger than this.
    expect(bytes.length).toBeLessThan(300_000);
    return bytes;
  }

  it("crops an uploaded picture to 1200×630 at its focal point, stored once for every server", async () => {
    // A wide photo, red on the left and blue on the right: the focus picks the side kept.
    const upload = await makeJpeg({ width: 2000, height: 500, left: "#d22", right: "#22d" });
    const id = await storePicture(t.db, upload, "wide.jpg", 15 * 1024 * 1024);

    const left = await expectPreview(await media(id, "og-0-50.jpg"));
    const right = await expectPreview(await media(id, "og-100-50.jpg"));
    const [lr, , lb] = await regionColour(left, { left: 0, top: 0, width: 1200, height: 630 });
    const [rr, , rb] = await regionColour(right, { left: 0, top: 0, width: 1200, height: 630 });
    expect(lr).toBeGreaterThan(150);
    expect(lb).toBeLessThan(100);
    expect(rb).toBeGreaterThan(150);
    expect(rr).toBeLessThan(100);

    const again = await media(id, "og-0-50.jpg");
    expect(again.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(again.headers.get("ETag")).toBe(`"${id}-og-0-50.jpg"`);
    expect(Buffer.from(await again.arrayBuffer()).equals(left)).toBe(true);
    // Only the cut axis counts: og-0-20 and og-0-50 of a wide photo are one stored crop.
    await expectPreview(await media(id, "og-0-20.jpg"));
    const stored = await t.db
      .select({ format: mediaVariants.format })
      .from(mediaVariants)
      .where(and(eq(mediaVariants.mediaId, id), like(mediaVariants.format, "og-%")));
    expect(stored.map((s) => s.format).sort()).toEqual(["og-0-50", "og-100-50"]);
  });

  it("scales a small picture up to cover the preview", async () => {
    const id = await storePicture(t.db, await makeJpeg({ width: 300, height: 400 }), "s.jpg", 1e7);
    await expectPreview(await media(id, "og-50-30.jpg"));
  });

  it("answers 404, never 500, for an unknown image or a crop it does not make", async () => {
    const id = await storePicture(t.db, await makeJpeg({ left: "#2a2" }), "g.jpg", 1e7);
    for (const [mediaId, file] of [
      ["AAAAAAAAAAAAAAAAAAAAAA", "og-50-50.jpg"],
      [id, "og-33-50.jpg"],
      [id, "og-50-50.png"],
      [id, "og-150-50.jpg"],
      ["../etc", "og-50-50.jpg"],
    ]) {
      const response = await media(mediaId, file);
      expect(response.status, `${mediaId}/${file}`).toBe(404);
      expect(response.headers.get("Cache-Control")).toBe("no-store");
    }
  });

  it("draws the centre's default preview, under an address that changes with its name", async () => {
    const key = defaultOgKey(await getBranding(t.db));
    const current = await fallback(`default-${key}.jpg`);
    expect(current.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    const before = await expectPreview(current);
    // The navy of the site's colours, not a blank or white image.
    const [r, g, b] = await regionColour(before, { left: 0, top: 0, width: 60, height: 60 });
    expect(b).toBeGreaterThan(r);
    expect(r + g + b).toBeLessThan(200);

    await t.db.update(siteSettings).set({ centreName: "Udaan Startup Centre" });
    const renamed = defaultOgKey(await getBranding(t.db));
    expect(renamed).not.toBe(key);
    const after = await expectPreview(await fallback(`default-${renamed}.jpg`));
    expect(after.equals(before)).toBe(false);
    // A page rendered before the rename still gets a preview: the current one, briefly cached.
    const stale = await fallback(`default-${key}.jpg`);
    expect(stale.headers.get("Cache-Control")).toBe("public, max-age=300");
    expect(Buffer.from(await stale.arrayBuffer()).equals(after)).toBe(true);

    // A name far too long for the picture is cut, never a broken image.
    await t.db.update(siteSettings).set({ centreName: "Incubation ".repeat(30) });
    const long = defaultOgKey(await getBranding(t.db));
    await expectPreview(await fallback(`default-${long}.jpg`));

    for (const file of ["default.png", "other.jpg", "default-Ab!.jpg"]) {
      expect((await fallback(file)).status, file).toBe(404);
    }
  });
});
