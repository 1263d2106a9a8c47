// Photos by the hundred (issue 25): one photo per request through /api/gallery-photos and a batch
// posted without scripts, each file with its own result; Move to album, Up/Down within an album,
// the album's cover, the Missing alt text list, and visitors' album pages by the page.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAudit } from "~/.server/audit/audit-log";
import { galleryAdminData } from "~/.server/content/admin/gallery-admin";
import { albums, gallery } from "~/.server/content/kinds/index";
import { saveItem } from "~/.server/content/lifecycle";
import { albums as albumTable, galleryPhotos } from "~/.server/db/schema/gallery";
import { mediaVariants } from "~/.server/db/schema/media";
import { encodeLaterState } from "~/.server/media/encode-later";
import { GALLERY_PAGE_SIZE, getGalleryPage } from "~/.server/pages/gallery-page";
import { action as galleryAction } from "~/routes/admin/gallery";
import { action as batchAction } from "~/routes/admin/gallery-upload";
import { action as uploadAction } from "~/routes/api/gallery-photos";
import { makeJpeg } from "../support/jpeg-fixtures";
import { callAction, routeArgs } from "../support/route";
import { signedInAdmin } from "../support/sign-in";
import { createTestDb, dbKinds, type TestDb } from "../support/test-db";

const ORIGIN = "https://incubator.example.org";
const staff = { id: null, email: "test:staff" };

describe.each(await dbKinds())("photos by the hundred on %s", (kind) => {
  let t: TestDb;
  let cookie = "";
  const album: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestDb(kind);
    cookie = await signedInAdmin(t.db, ORIGIN);
    for (const [key, title] of [
      ["demo", "Demo day"],
      ["pitch", "Pitch night"],
    ])
      album[key] = await saveItem(t.db, albums, staff, {
        values: { title, slug: key },
        publish: true,
      });
  }, 60_000);
  // The photos' sizes are still being made in the background: the database stays until they are.
  afterAll(async () => {
    await encodeLaterState().done;
    await t.close();
  });

  /** One file to /api/gallery-photos, as the uploader sends it. */
  async function upload(
    bytes: Uint8Array,
    name: string,
    options: { album?: number; as?: string } = {},
  ) {
    const query = options.album ? `?album=${options.album}` : "";
    const request = new Request(`${ORIGIN}/api/gallery-photos${query}`, {
      method: "POST",
      headers: {
        ...(options.as === "visitor" ? {} : { cookie }),
        "x-file-name": encodeURIComponent(name),
        "content-type": "application/octet-stream",
      },
      body: new Uint8Array(bytes),
    });
    const answer = (await uploadAction(routeArgs(request, { db: t.db }))) as Response;
    return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
  }

  /** A form to the gallery page's action (at `search`): where it redirected, or its refusal. */
  async function post(fields: Record<string, string | string[]>, search = "") {
    const body = new URLSearchParams();
    for (const [k, v] of Object.entries(fields))
      for (const value of [v].flat()) body.append(k, value);
    const request = new Request(`${ORIGIN}/admin-dashboard/gallery${search}`, {
      method: "POST",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
      body,
    });
    try {
      const { data, init } = await callAction(galleryAction as never, request, { db: t.db });
      return { status: init?.status ?? 200, location: null, data: data as { message?: string } };
    } catch (thrown) {
      if (!(thrown instanceof Response)) throw thrown;
      return { status: thrown.status, location: thrown.headers.get("location"), data: null };
    }
  }

  const photoRow = async (id: number) =>
    (await t.db.select().from(galleryPhotos).where(eq(galleryPhotos.id, id)))[0];

  it("adds a good photo published, without alt text, to its album; its sizes follow in the background", async () => {
    const before = (await listAudit(t.db)).total;
    const res = await upload(await makeJpeg({ width: 1200, height: 800 }), "stage.jpg", {
      album: album.demo,
    });
    expect(res.status).toBe(200);
    const id = (res.body.photo as { id: number }).id;
    const row = await photoRow(id);
    expect(row).toMatchObject({ albumId: album.demo, imageAlt: "", status: "published" });
    expect((await listAudit(t.db)).total).toBe(before + 1);
    // The answer did not wait for the variants; they are made afterwards.
    await encodeLaterState().done;
    const variants = await t.db
      .select({ format: mediaVariants.format })
      .from(mediaVariants)
      .where(eq(mediaVariants.mediaId, row.imageId));
    expect(variants.filter((v) => v.format === "avif").length).toBeGreaterThan(1);
    // Visitors get an alt text all the same: the album names the event.
    const page = await getGalleryPage(t.db, "public", "demo");
    expect(page.photos.map((p) => p.alt)).toEqual(["Photo from Demo day"]);
    const hindi = await getGalleryPage(t.db, "public", "demo", "hi");
    expect(hindi.photos[0].alt).toBe("Demo day की तस्वीर");
  }, 60_000);

  it("refuses a file that is not a picture, one too large, an album that is gone and a visitor, with reasons", async () => {
    const before = (await listAudit(t.db)).total;
    const text = await upload(new TextEncoder().encode("just some notes"), "notes.jpg");
    expect(text).toEqual({
      status: 415,
      body: { ok: false, message: "the file is not a JPEG, PNG or WebP image." },
    });
    const huge = await upload(new Uint8Array(16 * 1024 * 1024), "huge.jpg");
    expect(huge.status).toBe(413);
    expect(huge.body.message).toMatch(/larger than 15 MB/);
    const gone = await upload(await makeJpeg(), "a.jpg", { album: 999_999 });
    expect(gone).toMatchObject({ status: 404, body: { message: "That album no longer exists." } });
    const visitor = await upload(await makeJpeg(), "a.jpg", { as: "visitor" });
    expect(visitor.status).toBe(401);
    expect((await listAudit(t.db)).total).toBe(before);
  }, 60_000);

  it("takes a batch without scripts one file at a time: each file's result, a bad one saying why", async () => {
    const body = new FormData();
    body.set("album", String(album.pitch));
    body.append("files", new Blob([new Uint8Array(await makeJpeg({ left: "#123" }))]), "one.jpg");
    body.append("files", new Blob(["not a photo"]), "readme.txt");
    body.append("files", new Blob([new Uint8Array(await makeJpeg({ left: "#321" }))]), "two.jpg");
    const request = new Request(`${ORIGIN}/admin-dashboard/gallery/upload`, {
      method: "POST",
      headers: { cookie },
      body,
    });
    const { data, init } = await callAction(batchAction as never, request, { db: t.db });
    expect(init?.status ?? 200).toBe(200);
    expect((data as { results: unknown[] }).results).toEqual([
      { name: "one.jpg", state: "added" },
      {
        name: "readme.txt",
        state: "failed",
        message: "the file is not a JPEG, PNG or WebP image.",
      },
      { name: "two.jpg", state: "added" },
    ]);
    const inPitch = await t.db
      .select()
      .from(galleryPhotos)
      .where(eq(galleryPhotos.albumId, album.pitch));
    expect(inPitch).toHaveLength(2);
  }, 60_000);

  it("moves photos between albums, orders them within one, and chooses the album's cover", async () => {
    const pitch = (await getGalleryPage(t.db, "public", "pitch")).photos.map((p) => p.id);
    expect(pitch).toHaveLength(2);
    // Two photos of Pitch night move to Demo day.
    const moved = await post({ bulk: "move", select: pitch.map(String), to: String(album.demo) });
    expect(moved.location).toBe("/admin-dashboard/gallery?done=moved&n=2");
    const demo = (await getGalleryPage(t.db, "public", "demo")).photos.map((p) => p.id);
    expect(demo).toHaveLength(3);
    expect((await getGalleryPage(t.db, "public", "pitch")).photos).toEqual([]);
    // Up within the album: the last photo changes place with the one before it in the album.
    const up = await post(
      { section: "gallery", id: String(demo[2]), intent: "up" },
      `?album=${album.demo}`,
    );
    expect(up.location).toBe(
      `/admin-dashboard/gallery?album=${album.demo}&moved=gallery-${demo[2]}-up#photo-${demo[2]}`,
    );
    const reordered = (await getGalleryPage(t.db, "public", "demo")).photos.map((p) => p.id);
    expect(reordered).toEqual([demo[0], demo[2], demo[1]]);
    // The cover: the first photo until one is chosen; a photo of another album is refused.
    expect((await getGalleryPage(t.db, "public", "demo")).cover?.id).toBe(demo[0]);
    const cover = await post({ bulk: "cover", album: String(album.demo), cover: String(demo[1]) });
    expect(cover.location).toMatch(/done=cover/);
    expect((await getGalleryPage(t.db, "public", "demo")).cover?.id).toBe(demo[1]);
    const wrong = await post({ bulk: "cover", album: String(album.pitch), cover: String(demo[1]) });
    expect(wrong).toMatchObject({
      status: 400,
      data: { message: "That photo is not in this album." },
    });
    // Moved out of the album, the chosen cover gives way to the first photo again.
    await post({ bulk: "move", select: String(demo[1]), to: "none" });
    expect((await getGalleryPage(t.db, "public", "demo")).cover?.id).toBe(demo[0]);
    const [row] = await t.db.select().from(albumTable).where(eq(albumTable.id, album.demo));
    expect(row.coverPhotoId).toBe(demo[1]);
  }, 60_000);

  it("lists photos without alt text and saves both languages of several at once", async () => {
    const url = new URL(`${ORIGIN}/admin-dashboard/gallery?alt=missing`);
    const missing = await galleryAdminData(t.db, url);
    const ids = missing.photos.rows.map((r) => r.id);
    expect(ids.length).toBe(missing.missingAlt);
    expect(ids.length).toBeGreaterThanOrEqual(3);
    const hindiOnly = await post({
      bulk: "alts",
      photo: String(ids[0]),
      [`altHi-${ids[0]}`]: "मंच",
    });
    expect(hindiOnly.status).toBe(400);
    const saved = await post({
      bulk: "alts",
      photo: ids.map(String),
      [`alt-${ids[0]}`]: "Founders on the stage",
      [`altHi-${ids[0]}`]: "मंच पर संस्थापक",
      [`alt-${ids[1]}`]: "The audience",
    });
    expect(saved.location).toBe("/admin-dashboard/gallery?done=alts&n=2");
    expect(await photoRow(ids[0])).toMatchObject({
      imageAlt: "Founders on the stage",
      imageAltHi: "मंच पर संस्थापक",
    });
    const after = await galleryAdminData(t.db, url);
    expect(after.missingAlt).toBe(missing.missingAlt - 2);
  });

  it("pages an album for visitors, 48 to a page", async () => {
    const [first] = await t.db
      .select({ imageId: galleryPhotos.imageId })
      .from(galleryPhotos)
      .where(eq(galleryPhotos.albumId, album.demo));
    for (let i = 0; i < GALLERY_PAGE_SIZE; i++)
      await saveItem(t.db, gallery, staff, {
        values: { imageId: first.imageId, imageAlt: `Crowd ${i}`, albumId: album.demo },
        publish: true,
      });
    const one = await getGalleryPage(t.db, "public", "demo", "en", 1);
    const two = await getGalleryPage(t.db, "public", "demo", "en", 2);
    expect([one.photos.length, one.page, one.pages]).toEqual([GALLERY_PAGE_SIZE, 1, 2]);
    // Demo day had two photos before these 48.
    expect(two.photos.length).toBe(2);
    expect(two.photos.map((p) => p.id)).not.toContain(one.photos[0].id);
  }, 120_000);
});
