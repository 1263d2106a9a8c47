import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Db } from "~/.server/db/database";
import { expectConsoleErrors } from "../../../tests/support/vitest-setup";
import { getGalleryPage, getGalleryPreview } from "./gallery-page";

/** A database whose every query fails, as when the list cannot be read. */
const unreadable = new Proxy({} as Db, {
  get: () => () => {
    throw new Error("database is down");
  },
});

describe("when the photo list cannot be read (spec §8)", () => {
  it("/gallery shows the built-in list of 28 static photos, without timestamps, and logs it", async () => {
    const { photos, builtIn } = await getGalleryPage(unreadable);
    expect(builtIn).toBe(true);
    expect(photos).toHaveLength(28);
    for (const p of photos) {
      expect(p.image).toBeNull();
      expect(p.alt.length).toBeGreaterThan(10);
      expect(p.src?.url).toBe(`/gallery/${p.name}`);
      expect(fs.existsSync(path.resolve("public", `.${p.src?.url}`)), p.name).toBe(true);
      expect(p).not.toHaveProperty("updatedAt");
    }
    const logged = expectConsoleErrors();
    expect(logged.map((a) => String(a[0]))).toEqual([
      "Gallery list failed; /gallery shows its built-in list:",
    ]);
  });

  it("the home preview shows nothing and logs it", async () => {
    expect(await getGalleryPreview(unreadable)).toEqual([]);
    expect(expectConsoleErrors()).toHaveLength(1);
  });
});

describe("the built-in list in Hindi", () => {
  it("describes each photo in Hindi on Hindi pages, in English on English ones", async () => {
    const { builtInGallery } = await import("./gallery-fallback");
    const hi = builtInGallery("hi");
    const en = builtInGallery("en");
    expect(hi).toHaveLength(en.length);
    for (const [i, p] of hi.entries()) {
      expect(p.alt).toMatch(/[\u0900-\u097F]/);
      expect(p).not.toHaveProperty("fallback");
      expect(en[i].alt).not.toMatch(/[\u0900-\u097F]/);
      expect(p.src?.url).toBe(en[i].src?.url);
    }
  });

  it("a page falling back to the built-in list has no last-updated time", async () => {
    const page = await getGalleryPage(unreadable, "public", null, "hi");
    expect(page.updatedAt).toBeNull();
    expect(page.photos[0].alt).toMatch(/[\u0900-\u097F]/);
    expectConsoleErrors();
  });
});
