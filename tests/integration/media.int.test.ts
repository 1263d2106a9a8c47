import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listGallery, replaceGalleryPhoto } from "~/.server/content/gallery";
import { galleryPhotos } from "~/.server/db/schema/gallery";
import { media, mediaVariants } from "~/.server/db/schema/media";
import { DomainError } from "~/.server/errors";
import { getVariant, storeImage } from "~/.server/media/store";
import { missingVariants, warmUpVariants } from "~/.server/media/warmup";
import { variantWidths } from "~/lib/media";
import { makeJpeg, makePng, makeTruncatedJpeg, regionColour } from "../support/jpeg-fixtures";
import { createTestDb, dbKinds, type TestDb } from "../support/test-db";

const admin = { id: null, email: "test:admin" };

async function variantsOf(t: TestDb, id: string) {
  return t.db
    .select({ format: mediaVariants.format, width: mediaVariants.width })
    .from(mediaVariants)
    .where(eq(mediaVariants.mediaId, id));
}

describe.each(await dbKinds())("media pipeline and gallery on %s", (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(kind);
  });
  afterAll(() => t.close());

  it("strips GPS and camera metadata and turns the pixels by the EXIF orientation", async () => {
    const input = await makeJpeg({ width: 800, height: 600, exif: true, orientation: 6 });
    const before = await sharp(input).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.includes(Buffer.from("LeakyPhone"))).toBe(true);
    // The GPS IFD pointer (tag 0x8825, little-endian) is in the input's EXIF.
    expect(before.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);

    const id = await storeImage(t.db, input, "phone.jpg");
    const [row] = await t.db.select().from(media).where(eq(media.id, id));
    expect([row.width, row.height]).toEqual([600, 800]);

    for (const format of ["jpeg", "webp", "avif"] as const) {
      const bytes = await getVariant(t.db, id, 600, format);
      expect(bytes, format).toBeDefined();
      const meta = await sharp(bytes).metadata();
      expect(meta.exif, format).toBeUndefined();
      expect(meta.xmp, format).toBeUndefined();
      expect(meta.orientation, format).toBeUndefined();
      expect([meta.width, meta.height], format).toEqual([600, 800]);
      expect(bytes?.includes(Buffer.from("LeakyPhone")), format).toBe(false);
      expect(bytes?.includes(Buffer.from("Secret Photographer")), format).toBe(false);
    }
    // Orientation 6: the left half of the stored pixels is shown on top.
    const jpeg = (await getVariant(t.db, id, 600, "jpeg")) as Buffer;
    const top = await regionColour(jpeg, { left: 200, top: 100, width: 200, height: 150 });
    const bottom = await regionColour(jpeg, { left: 200, top: 550, width: 200, height: 150 });
    expect(top[0]).toBeGreaterThan(150);
    expect(top[2]).toBeLessThan(100);
    expect(bottom[2]).toBeGreaterThan(150);
    expect(bottom[0]).toBeLessThan(100);
  });

  it("stores the original at once and each variant on first request, once", async () => {
    const id = await storeImage(t.db, await makeJpeg({ width: 1000, height: 500, left: "#0a0" }));
    expect(await variantsOf(t, id)).toEqual([{ format: "source", width: 1000 }]);
    expect(await storeImage(t.db, await makeJpeg({ width: 1000, height: 500, left: "#0a0" }))).toBe(
      id,
    );
    const [a, b] = await Promise.all([
      getVariant(t.db, id, 320, "avif"),
      getVariant(t.db, id, 320, "avif"),
    ]);
    expect(a?.equals(b as Buffer)).toBe(true);
    expect((await sharp(a).metadata()).format).toBe("heif");
    expect((await variantsOf(t, id)).filter((v) => v.format === "avif")).toEqual([
      { format: "avif", width: 320 },
    ]);
    // Only the image's own widths are made: no arbitrary resizing on request.
    expect(await getVariant(t.db, id, 500, "jpeg")).toBeUndefined();
    expect(await getVariant(t.db, "nonexistent-id-123", 320, "jpeg")).toBeUndefined();
  });

  it("warms up every missing variant", async () => {
    const id = await storeImage(t.db, await makeJpeg({ width: 700, height: 400, left: "#aa0" }));
    expect((await missingVariants(t.db)).some((v) => v.id === id)).toBe(true);
    await warmUpVariants(t.db);
    expect(await missingVariants(t.db)).toEqual([]);
    expect(await variantsOf(t, id)).toHaveLength(1 + 3 * variantWidths(700).length);
  });

  describe("gallery replacement", () => {
    let oldId: string;
    let oldJpeg: Buffer;
    beforeAll(async () => {
      oldId = await storeImage(t.db, await makeJpeg({ left: "#888", right: "#444" }), "slot.jpg");
      await t.db.insert(galleryPhotos).values({
        name: "event-01.jpg",
        imageId: oldId,
        imageAlt: "Old photo",
        imageAltHi: "पुरानी तस्वीर",
        caption: "Orientation",
        position: 1,
        status: "published",
      });
      oldJpeg = (await getVariant(t.db, oldId, 640, "jpeg")) as Buffer;
    });

    async function slotMediaId() {
      const [row] = await t.db
        .select({ imageId: galleryPhotos.imageId })
        .from(galleryPhotos)
        .where(eq(galleryPhotos.name, "event-01.jpg"));
      return row.imageId;
    }

    it("keeps the old photo when the replacement fails half-way through its variants", async () => {
      const upload = await makeJpeg({ left: "#f0f", right: "#0ff" });
      const imagesBefore = (await t.db.select({ id: media.id }).from(media)).length;
      let writes = 0;
      await expect(
        replaceGalleryPhoto(t.db, admin, "event-01.jpg", upload, {
          alt: "A magenta and cyan test card",
          hooks: {
            afterVariantWrite: (n) => {
              writes = n;
              if (n === 5) throw new Error("power cut between variant writes");
            },
          },
        }),
      ).rejects.toThrow("power cut");
      expect(writes).toBe(5);
      expect(await slotMediaId()).toBe(oldId);
      // Neither the new image nor any of its variants exists: the transaction rolled back.
      expect(await t.db.select({ id: media.id }).from(media)).toHaveLength(imagesBefore);
      expect((await getVariant(t.db, oldId, 640, "jpeg"))?.equals(oldJpeg)).toBe(true);
      expect((await listGallery(t.db))[0].image.id).toBe(oldId);
    });

    it("refuses fakes with a reason and changes nothing", async () => {
      const fakes: [string, Buffer, RegExp][] = [
        ["text", Buffer.from("this is not a photo, whatever its name says"), /not a JPEG/],
        ["PNG renamed", await makePng(), /not a JPEG/],
        ["truncated JPEG", await makeTruncatedJpeg(), /incomplete|damaged/],
        ["tiny JPEG", await makeJpeg({ width: 8, height: 8 }), /too small/],
      ];
      for (const [label, bytes, reason] of fakes) {
        const attempt = replaceGalleryPhoto(t.db, admin, "event-01.jpg", bytes, { alt: "Fake" });
        await expect(attempt, label).rejects.toBeInstanceOf(DomainError);
        await expect(attempt, label).rejects.toThrow(reason);
      }
      expect(await slotMediaId()).toBe(oldId);
    });

    it("refuses a replacement without alt text for the new photo and changes nothing", async () => {
      const upload = await makeJpeg({ left: "#0f0", right: "#f00" });
      for (const alt of [undefined, "", "   \n "]) {
        await expect(
          replaceGalleryPhoto(t.db, admin, "event-01.jpg", upload, { alt }),
        ).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/needs alt text/) });
      }
      await expect(
        replaceGalleryPhoto(t.db, admin, "event-01.jpg", upload, { alt: "x".repeat(301) }),
      ).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/at most 300/) });
      expect(await slotMediaId()).toBe(oldId);
      expect((await listGallery(t.db))[0]).toMatchObject({ alt: "Old photo" });
    });

    it("switches the slot and its alt text to the new image with every variant stored", async () => {
      const [hindi] = await listGallery(t.db, "public", { lang: "hi" });
      expect(hindi).toMatchObject({ alt: "पुरानी तस्वीर", caption: "Orientation" });
      expect(hindi.fallback).toEqual(["caption"]);
      expect(hindi).not.toHaveProperty("altHi");
      const photo = await replaceGalleryPhoto(
        t.db,
        admin,
        "event-01.jpg",
        await makeJpeg({ width: 1200, height: 800, left: "#ff0", exif: true }),
        { alt: "  A yellow and blue test card  " },
      );
      expect(photo.image.id).not.toBe(oldId);
      expect(await slotMediaId()).toBe(photo.image.id);
      expect(photo.alt).toBe("A yellow and blue test card");
      // The Hindi text described the old picture: Hindi pages show the new English one, as English.
      const [after] = await listGallery(t.db, "public", { lang: "hi" });
      expect(after).toMatchObject({ alt: "A yellow and blue test card" });
      expect(after.fallback).toEqual(["alt", "caption"]);
      const stored = await variantsOf(t, photo.image.id);
      expect(stored).toHaveLength(1 + 3 * variantWidths(1200).length);
      // The old image stays readable for pages cached before the switch.
      expect(await getVariant(t.db, oldId, 640, "jpeg")).toBeDefined();
    });

    it("answers 404 for a slot that does not exist", async () => {
      await expect(
        replaceGalleryPhoto(t.db, admin, "no-such.jpg", await makeJpeg(), { alt: "A photo" }),
      ).rejects.toMatchObject({ status: 404 });
    });
  });
});
