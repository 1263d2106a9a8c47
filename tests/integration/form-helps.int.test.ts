// The item form's helps that the server must hold, with or without the browser's JavaScript: a
// replaced picture needs its description written anew, a website typed without https:// is
// stored with it, and a date typed as the centre writes it (28/11/2026 14:30) is kept as that
// moment in the centre's zone and shown back the same way.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetConfig } from "~/.server/config";
import { editorOf } from "~/.server/content/admin/editor";
import { listGallery } from "~/.server/content/gallery";
import { getItem } from "~/.server/content/items";
import { events, startups } from "~/.server/content/kinds/index";
import { saveItem } from "~/.server/content/lifecycle";
import { sectionList } from "~/.server/content/listing";
import { galleryPhotos } from "~/.server/db/schema/gallery";
import { media } from "~/.server/db/schema/media";
import { storeImage } from "~/.server/media/store";
import { action as itemAction } from "~/routes/admin/content/item";
import { action as replaceAction } from "~/routes/api/gallery-photo";
import { makeJpeg } from "../support/jpeg-fixtures";
import { callAction, routeArgs } from "../support/route";
import { signedInAdmin } from "../support/sign-in";
import { createTestDb, dbKinds, type TestDb } from "../support/test-db";

const ORIGIN = "https://incubator.example.org";
const staff = { id: null, email: "test:staff" };

const startup = {
  name: "Krishi Mitra",
  slug: "krishi-mitra",
  sector: "agritech",
  problem: "Farmers guess the weather.",
  description: "Krishi Mitra forecasts for farms.",
};

describe.each(await dbKinds())("the item form's helps on %s", (kind) => {
  let t: TestDb;
  let cookie = "";

  /** The startup's form as the browser sends it without JavaScript (multipart). */
  async function post(section: string, id: number, fields: Record<string, string>) {
    const body = new FormData();
    for (const [k, v] of Object.entries({ intent: "draft", ...fields })) body.set(k, v);
    const request = new Request(`${ORIGIN}/admin-dashboard/${section}/${id}`, {
      method: "POST",
      headers: { cookie },
      body,
    });
    const params = { section, id: String(id) };
    try {
      const { data, init } = await callAction(itemAction as never, request, { db: t.db, params });
      const refusal = data as { errors?: Record<string, string>; values?: Record<string, string> };
      return { status: init?.status ?? 200, refusal };
    } catch (answer) {
      if (!(answer instanceof Response)) throw answer;
      return { status: answer.status, refusal: null };
    }
  }

  beforeAll(async () => {
    process.env.PUBLIC_URL = ORIGIN;
    resetConfig();
    t = await createTestDb(kind);
    cookie = await signedInAdmin(t.db, ORIGIN);
    await t.db.insert(media).values([
      { id: "pic-old", width: 800, height: 600, placeholder: "data:old" },
      { id: "pic-new", width: 640, height: 640, placeholder: "data:new" },
    ]);
  }, 60_000);
  afterAll(() => t.close());

  it("refuses a replaced picture whose alt text is still the old picture's, in each language", async () => {
    const old = { imageId: "pic-old", imageAlt: "A tractor", imageAltHi: "एक ट्रैक्टर" };
    const id = await saveItem(t.db, startups, staff, {
      values: { ...startup, ...old },
      publish: false,
    });
    const replaced = await post("startups", id, { ...startup, ...old, imageId: "pic-new" });
    expect(replaced.status).toBe(400);
    expect(replaced.refusal?.errors).toEqual({
      imageAlt:
        "The picture is new: write Alt text (English) for it (the old text describes the old picture).",
      imageAltHi:
        "The picture is new: write Alt text (Hindi) for it (the old text describes the old picture).",
    });
    expect((await getItem(t.db, startups, id))?.values.imageId).toBe("pic-old");

    // The same picture with the same words is no change of picture.
    expect((await post("startups", id, { ...startup, ...old })).status).toBe(302);
    const rewritten = { imageAlt: "A drone over a field", imageAltHi: "खेत के ऊपर ड्रोन" };
    const saved = await post("startups", id, { ...startup, imageId: "pic-new", ...rewritten });
    expect(saved.status).toBe(302);
    expect((await getItem(t.db, startups, id))?.values).toMatchObject({
      imageId: "pic-new",
      ...rewritten,
    });
  });

  it("stores a website typed without https:// with it, and keeps a typed http://", async () => {
    const id = await saveItem(t.db, startups, staff, {
      values: { ...startup, slug: "krishi-web" },
      publish: false,
    });
    const form = { ...startup, slug: "krishi-web", "social.linkedin": "linkedin.com/company/km" };
    expect((await post("startups", id, { ...form, website: "krishimitra.in" })).status).toBe(302);
    expect((await getItem(t.db, startups, id))?.values).toMatchObject({
      website: "https://krishimitra.in",
      social: { linkedin: "https://linkedin.com/company/km" },
    });
    expect((await post("startups", id, { ...form, website: "http://krishimitra.in" })).status).toBe(
      302,
    );
    expect((await getItem(t.db, startups, id))?.values.website).toBe("http://krishimitra.in");
    const bad = await post("startups", id, { ...form, website: "krishi mitra" });
    expect(bad.status).toBe(400);
    expect(bad.refusal?.errors?.website).toBe(
      "Website is a website's address, such as krishimitra.in or https://krishimitra.in/about.",
    );
  });

  it("keeps a date and time typed as 28/11/2026 14:30 as that moment in India, shown back alike", async () => {
    const event = {
      title: "Demo day",
      slug: "demo-day",
      venue: "Main hall",
      summary: "Ten teams.",
      description: "Pitches.",
    };
    const id = await saveItem(t.db, events, staff, {
      values: { ...event, startsAt: new Date("2030-01-01T04:30:00Z") },
      publish: false,
    });
    const saved = await post("events", id, { ...event, startsAt: "28/11/2026 14:30" });
    expect(saved.status).toBe(302);
    const item = await getItem(t.db, events, id);
    expect(item?.values.startsAt).toEqual(new Date("2026-11-28T09:00:00.000Z"));
    const form = await editorOf(t.db, events, item);
    expect(form.values.startsAt).toBe("28/11/2026 14:30");

    // A bad date is refused with words, and what was typed comes back to be corrected.
    const bad = await post("events", id, { ...event, startsAt: "31/11/2026 14:30" });
    expect(bad.status).toBe(400);
    expect(bad.refusal?.errors?.startsAt).toBe(
      "Starts: a date and a time that exist, written dd/mm/yyyy hh:mm (24-hour), e.g. 28/11/2026 14:30 (or 2026-11-28 14:30).",
    );
    expect(bad.refusal?.values?.startsAt).toBe("31/11/2026 14:30");
  });

  it("lists events by date, the coming ones first, unless staff ask for their own order", async () => {
    const day = 24 * 60 * 60_000;
    const add = (title: string, inDays: number) =>
      saveItem(t.db, events, staff, {
        values: {
          title,
          slug: title.toLowerCase().replaceAll(" ", "-"),
          venue: "Hall",
          summary: "S",
          description: "D",
          startsAt: new Date(Date.now() + inDays * day),
        },
        publish: false,
      });
    // Added oldest first, as staff would enter a history: their own order is the order added.
    for (const [title, inDays] of [
      ["Long ago", -400],
      ["Last month", -30],
      ["Next year", 300],
      ["Next week", 7],
    ] as const)
      await add(title, inDays);
    const titles = async (order?: "own") =>
      (await sectionList(t.db, events, order)).rows
        .map((r) => r.title)
        .filter((title) => ["Long ago", "Last month", "Next year", "Next week"].includes(title));
    expect(await titles()).toEqual(["Next week", "Next year", "Last month", "Long ago"]);
    expect((await sectionList(t.db, events)).ordered).toBe(false);
    expect(await titles("own")).toEqual(["Long ago", "Last month", "Next year", "Next week"]);
    expect((await sectionList(t.db, events, "own")).ordered).toBe(true);
  });

  it("says under a text which placeholders it uses and what the site shows for them", async () => {
    const id = await saveItem(t.db, startups, staff, {
      values: { ...startup, slug: "krishi-names", description: "Incubated at {centre}, {state}." },
      publish: false,
    });
    const form = await editorOf(t.db, startups, await getItem(t.db, startups, id));
    const note = (name: string) => form.fields.find((f) => f.name === name)?.placeholderNote;
    expect(note("description")).toMatch(
      /^This text uses placeholders: \{centre\} → [^;]+; \{state\} → [^;]+\. The site shows the value in its place/,
    );
    expect(note("problem")).toBeUndefined();
  });

  it("takes a replaced gallery photo's description in Hindi as well as in English", async () => {
    const old = await storeImage(t.db, await makeJpeg({ left: "#888" }), "slot.jpg");
    await t.db.insert(galleryPhotos).values({
      name: "helps-01.jpg",
      imageId: old,
      imageAlt: "Old photo",
      imageAltHi: "पुरानी तस्वीर",
      position: 1,
      status: "published",
    });
    const request = new Request(`${ORIGIN}/api/gallery/helps-01.jpg`, {
      method: "POST",
      headers: {
        cookie,
        origin: ORIGIN,
        "Content-Type": "image/jpeg",
        "X-Alt-Text": encodeURIComponent("The jury on stage"),
        "X-Alt-Text-Hi": encodeURIComponent("मंच पर निर्णायक मंडल"),
      },
      body: new Uint8Array(await makeJpeg({ left: "#ff0", width: 800, height: 600 })),
    });
    const answer = (await replaceAction(
      routeArgs(request, { db: t.db, params: { name: "helps-01.jpg" } }),
    )) as Response;
    expect(answer.status).toBe(200);
    const [hindi] = (await listGallery(t.db, "public", { lang: "hi" })).filter(
      (p) => p.name === "helps-01.jpg",
    );
    expect(hindi).toMatchObject({ alt: "मंच पर निर्णायक मंडल" });
    expect(hindi.fallback ?? []).not.toContain("alt");
  });
});
