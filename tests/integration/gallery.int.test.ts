// The public gallery follows the staff's order, shows only published photos and albums, filters
// by album, and answers an unknown album with the page (a note, every photo) as a 404.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { albums, gallery } from "~/.server/content/kinds/index";
import { moveItem, saveItem, trashItem, unpublishItem } from "~/.server/content/lifecycle";
import { storeImage } from "~/.server/media/store";
import { getGalleryPage, getGalleryPreview } from "~/.server/pages/gallery-page";
import { loader } from "~/routes/site/gallery";
import { makeJpeg } from "../support/jpeg-fixtures";
import { routeArgs } from "../support/route";
import { createTestDb, dbKinds, type TestDb } from "../support/test-db";

const editor = { id: null, email: "test:editor" };

describe.each(await dbKinds())("the public gallery on %s", (kind) => {
  let t: TestDb;
  let imageId: string;
  const ids: Record<string, number> = {};
  const album: Record<string, number> = {};

  const photo = (alt: string, extra: Record<string, unknown> = {}) => ({
    imageId,
    imageAlt: alt,
    imageFocusX: 50,
    imageFocusY: 50,
    ...extra,
  });
  const alts = async (slug: string | null = null) =>
    (await getGalleryPage(t.db, "public", slug)).photos.map((p) => p.alt);

  beforeAll(async () => {
    t = await createTestDb(kind);
    imageId = await storeImage(t.db, await makeJpeg({ left: "#246" }), "photo.jpg");
    album.pitch = await saveItem(t.db, albums, editor, {
      values: { title: "Pitch day", slug: "pitch-day" },
      publish: true,
    });
    album.hidden = await saveItem(t.db, albums, editor, {
      values: { title: "Not yet", slug: "not-yet" },
      publish: false,
    });
    for (const [key, extra, publish] of [
      ["A", { caption: "The first pitch", albumId: album.pitch }, true],
      ["B", {}, true],
      ["C", { albumId: album.pitch }, true],
      ["Draft", { albumId: album.pitch }, false],
    ] as const)
      ids[key] = await saveItem(t.db, gallery, editor, {
        values: photo(`Photo ${key}`, extra),
        publish,
      });
  });
  afterAll(() => t.close());

  it("shows published photos only, in the staff's order, on /gallery and on the home page", async () => {
    expect(await alts()).toEqual(["Photo A", "Photo B", "Photo C"]);
    await moveItem(t.db, gallery, editor, ids.C, "up");
    await moveItem(t.db, gallery, editor, ids.C, "up");
    expect(await alts()).toEqual(["Photo C", "Photo A", "Photo B"]);
    expect((await getGalleryPreview(t.db)).map((p) => p.alt)).toEqual(await alts());
    // Staff previewing see the draft too.
    const preview = await getGalleryPage(t.db, "preview");
    expect(preview.photos.map((p) => p.alt)).toContain("Photo Draft");
  });

  it("hides a photo once it is unpublished or in the trash", async () => {
    await unpublishItem(t.db, gallery, editor, ids.B);
    await trashItem(t.db, gallery, editor, ids.C, "trash");
    expect(await alts()).toEqual(["Photo A"]);
    await saveItem(t.db, gallery, editor, { id: ids.B, values: photo("Photo B"), publish: true });
    await trashItem(t.db, gallery, editor, ids.C, "restore");
    expect(await alts()).toEqual(["Photo C", "Photo A", "Photo B"]);
  });

  it("filters by album, lists only published albums, and carries captions", async () => {
    const page = await getGalleryPage(t.db, "public", "pitch-day");
    expect(page.albums).toEqual([{ slug: "pitch-day", title: "Pitch day" }]);
    expect(page.album).toEqual({ slug: "pitch-day", title: "Pitch day" });
    expect(page.missingAlbum).toBeNull();
    expect(page.photos.map((p) => [p.alt, p.caption])).toEqual([
      ["Photo C", null],
      ["Photo A", "The first pitch"],
    ]);
    // An unpublished album is not there for visitors; staff previewing see it.
    expect((await getGalleryPage(t.db, "public", "not-yet")).missingAlbum).toBe("not-yet");
    const preview = await getGalleryPage(t.db, "preview", "pitch-day");
    expect(preview.photos.map((p) => p.alt)).toEqual(["Photo C", "Photo A", "Photo Draft"]);
  });

  it("answers an unknown album with the page, a note and every photo, as a 404", async () => {
    const request = new Request("http://localhost/gallery?album=no-such-thing");
    const answer = (await loader(routeArgs(request, { db: t.db }))) as unknown as {
      data: { missingAlbum: string; photos: unknown[] };
      init: ResponseInit;
    };
    expect(answer.init.status).toBe(404);
    expect(answer.data.missingAlbum).toBe("no-such-thing");
    expect(answer.data.photos).toHaveLength(3);
  });
});
