// A replaced gallery photo stops being public: after the grace period the purge deletes the old
// image and its variants (its address answers 404), and keeps every image still in use.
import { eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { replaceGalleryPhoto } from "~/.server/content/gallery";
import { galleryPhotos } from "~/.server/db/schema/gallery";
import { media, mediaVariants } from "~/.server/db/schema/media";
import { startups } from "~/.server/db/schema/startups";
import { mediaReferenceNames, purgeSupersededMedia } from "~/.server/media/purge";
import { getVariant, storeImage } from "~/.server/media/store";
import { missingVariants } from "~/.server/media/warmup";
import { loader as mediaRoute } from "~/routes/resources/media";
import { makeJpeg } from "../support/jpeg-fixtures";
import { routeArgs } from "../support/route";
import { createTestDb, dbKinds, type TestDb } from "../support/test-db";

const admin = { id: null, email: "test:admin" };
const GRACE = 60;
const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

it("knows every column that can show an image", () => {
  expect(mediaReferenceNames().sort()).toEqual([
    // The brand's pictures (a kind with several, each its own column) are kept like any other.
    "brand.emblem_id",
    "brand.favicon_id",
    "brand.logo_id",
    "events.image_id",
    "gallery_photos.image_id",
    "people.image_id",
    "startups.image_id",
    "support_tabs.image_id",
    "talks.image_id",
    "testimonials.image_id",
  ]);
});

describe.each(await dbKinds())("purging replaced photos on %s", (kind) => {
  let t: TestDb;
  afterAll(() => t.close());

  const exists = async (id: string) =>
    (await t.db.select({ id: media.id }).from(media).where(eq(media.id, id))).length > 0;
  const variantCount = async (id: string) =>
    (await t.db.select().from(mediaVariants).where(eq(mediaVariants.mediaId, id))).length;
  const served = async (id: string) => {
    const request = new Request(`http://localhost/media/${id}/640.jpg`);
    return (await mediaRoute(routeArgs(request, { db: t.db, params: { id, file: "640.jpg" } })))
      .status;
  };
  const slot = async (name: string) =>
    (await t.db.select().from(galleryPhotos).where(eq(galleryPhotos.name, name)))[0];
  const replace = async (name: string, left: string) =>
    (
      await replaceGalleryPhoto(t.db, admin, name, await makeJpeg({ left }), {
        alt: `A ${left} test card`,
      })
    ).image.id;

  let oldId: string;
  let sharedId: string;
  let newId: string;
  let sharedNewId: string;

  beforeAll(async () => {
    t = await createTestDb(kind);
    oldId = await storeImage(t.db, await makeJpeg({ left: "#811" }), "old.jpg");
    sharedId = await storeImage(t.db, await makeJpeg({ left: "#181" }), "shared.jpg");
    await t.db.insert(galleryPhotos).values([
      { name: "event-01.jpg", imageId: oldId, imageAlt: "Old photo", position: 1 },
      { name: "event-02.jpg", imageId: sharedId, imageAlt: "Shared photo", position: 2 },
    ]);
    // The second photo is also a startup's picture: replacing it in the gallery must not take
    // it from the startup.
    await t.db.insert(startups).values({
      slug: "shared",
      name: "Shared",
      sector: "Test",
      problem: "p",
      description: "d",
      imageId: sharedId,
    });
    expect(await served(oldId)).toBe(200);
    newId = await replace("event-01.jpg", "#118");
    sharedNewId = await replace("event-02.jpg", "#881");
  });

  it("marks the image a replacement stopped using, and only that one", async () => {
    const marked = await t.db
      .select({ id: media.id })
      .from(media)
      .where(isNotNull(media.supersededAt));
    expect(marked.map((m) => m.id).sort()).toEqual([oldId, sharedId].sort());
    // The background warm-up makes no sizes for an image on its way out.
    const todo = new Set((await missingVariants(t.db)).map((v) => v.id));
    expect(todo.has(oldId) || todo.has(sharedId)).toBe(false);
  });

  it("removes nothing before the grace period has passed", async () => {
    expect(
      await purgeSupersededMedia(t.db, { graceMinutes: GRACE, now: minutesFromNow(GRACE - 1) }),
    ).toEqual([]);
    expect(await exists(oldId)).toBe(true);
    expect(await served(oldId)).toBe(200);
  });

  it("then removes the replaced image and its variants, keeping everything still in use", async () => {
    const newVariants = await variantCount(newId);
    expect(newVariants).toBeGreaterThan(1);
    const removed = await purgeSupersededMedia(t.db, {
      graceMinutes: GRACE,
      now: minutesFromNow(GRACE + 1),
    });
    expect(removed).toEqual([oldId]);
    expect(await exists(oldId)).toBe(false);
    expect(await variantCount(oldId)).toBe(0);
    expect(await getVariant(t.db, oldId, 640, "jpeg")).toBeUndefined();
    expect(await served(oldId)).toBe(404);

    // The new photos, and the old one the startup still shows, stay.
    expect(await variantCount(newId)).toBe(newVariants);
    expect(await served(newId)).toBe(200);
    expect(await served(sharedNewId)).toBe(200);
    expect(await served(sharedId)).toBe(200);
    expect((await t.db.select().from(startups))[0].imageId).toBe(sharedId);
    expect(await slot("event-01.jpg")).toMatchObject({
      imageId: newId,
      imageAlt: "A #118 test card",
    });
    // A second server running the same purge finds nothing left to do.
    expect(
      await purgeSupersededMedia(t.db, { graceMinutes: GRACE, now: minutesFromNow(GRACE + 1) }),
    ).toEqual([]);
  });

  it("keeps an old image a replacement made current again", async () => {
    const firstId = await replace("event-01.jpg", "#444");
    const secondId = await replace("event-01.jpg", "#555");
    // Back to the first picture (same bytes, same id) before the purge came round.
    expect(await replace("event-01.jpg", "#444")).toBe(firstId);
    const removed = await purgeSupersededMedia(t.db, {
      graceMinutes: GRACE,
      now: minutesFromNow(GRACE + 1),
    });
    expect(removed.sort()).toEqual([newId, secondId].sort());
    expect((await slot("event-01.jpg")).imageId).toBe(firstId);
    expect(await served(firstId)).toBe(200);
    expect(await served(secondId)).toBe(404);
  });
});
