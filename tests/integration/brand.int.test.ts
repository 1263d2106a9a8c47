// The brand is the centre's to change (issue 24): it starts as the site's drawn look; an accent
// colour the buttons' text cannot be read on is refused with its contrast ratio, a favicon that is
// not a square of at least 512 px is refused with its size, an editor may not open or change it,
// and a published colour, logo and favicon reach every page's shell, its icons and its preview.
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getBranding } from "~/.server/branding";
import { brand } from "~/.server/content/kinds/index";
import { saveItem } from "~/.server/content/lifecycle";
import { applyImport } from "~/.server/content/transfer/apply";
import { checkContentFile } from "~/.server/content/transfer/check";
import { user } from "~/.server/db/schema/auth";
import { brand as table } from "~/.server/db/schema/brand";
import { DomainError } from "~/.server/errors";
import { storePicture } from "~/.server/media/content-image";
import { action as itemAction, loader as itemLoader } from "~/routes/admin/content/list";
import { loader as iconLoader } from "~/routes/resources/brand-icon";
import { loader as icoLoader } from "~/routes/resources/favicon-ico";
import { loader as ogLoader } from "~/routes/resources/og-default";
import { loader as manifestLoader } from "~/routes/resources/web-manifest";
import { exportBytes, unpack } from "../support/content-file";
import { routeArgs } from "../support/route";
import { signedInAdmin } from "../support/sign-in";
import { createTestDb, dbKinds, type TestDb } from "../support/test-db";

const admin = { id: null, email: "test:admin" };
const MAX = 15 * 1024 * 1024;

const png = (width: number, height: number, colour = "#2ec4b6") =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

describe.each(await dbKinds())("the brand on %s", (kind) => {
  let t: TestDb;
  let id: number;
  const save = (values: Record<string, unknown>) =>
    saveItem(t.db, brand, admin, { id, values: { accent: "#f59e0b", ...values }, publish: true });

  beforeAll(async () => {
    t = await createTestDb(kind);
    [{ id }] = await t.db.select({ id: table.id }).from(table);
  });
  afterAll(() => t.close());

  it("starts as the site looked: the saffron, the drawn mark, the institute shield, the SVG icon", async () => {
    const b = await getBranding(t.db);
    expect(b.accent).toBe("#f59e0b");
    expect(b.accentStyle).toBeUndefined();
    expect(b.logo).toBeNull();
    expect(b.emblem).toBeNull();
    expect(b.faviconId).toBeNull();
    const manifest = await (
      await manifestLoader(
        routeArgs(new Request("http://x/site.webmanifest"), { db: t.db }) as never,
      )
    ).json();
    expect(manifest.theme_color).toBe("#f59e0b");
    expect(manifest.icons.map((i: { src: string }) => i.src)).toEqual([
      "/brand/icon-mark-192.png",
      "/brand/icon-mark-512.png",
    ]);
  });

  it("refuses an accent colour the buttons' dark text fails on, naming the ratio", async () => {
    const refused = await save({ accent: "#1e3a75" }).catch((e) => e);
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused.message).toMatch(/contrast of 1\.\d\d:1.*at least 4\.5:1/);
    expect(refused.errors.accent).toBe(refused.message);
    expect((await getBranding(t.db)).accent).toBe("#f59e0b");
    expect((await save({ accent: "orange" }).catch((e) => e)).message).toMatch(/six hexadecimal/);
  });

  it("refuses a favicon that is not square or smaller than 512 px, naming its size", async () => {
    for (const [w, h] of [
      [800, 600],
      [256, 256],
    ]) {
      const imageId = await storePicture(t.db, await png(w, h), "icon.png", MAX);
      const refused = await save({ faviconId: imageId, faviconAlt: "I", faviconAltHi: "I" }).catch(
        (e) => e,
      );
      expect(refused).toBeInstanceOf(DomainError);
      expect(refused.message).toBe(
        `The favicon must be a square image of at least 512×512 pixels; this one is ${w}×${h}.`,
      );
    }
    expect((await getBranding(t.db)).faviconId).toBeNull();
  });

  it("puts a published colour, logo and favicon into every page's shell, icons and preview", async () => {
    const before = await getBranding(t.db);
    const logo = await storePicture(t.db, await png(600, 200, "#ffffff"), "logo.png", MAX);
    const favicon = await storePicture(t.db, await png(600, 600), "icon.png", MAX);
    await save({
      accent: "#2EC4B6",
      logoId: logo,
      logoAlt: "Sankalp logo",
      logoAltHi: "संकल्प लोगो",
      faviconId: favicon,
      faviconAlt: "Icon",
      faviconAltHi: "आइकन",
    });
    const b = await getBranding(t.db);
    expect(b.accent).toBe("#2ec4b6");
    expect(b.accentStyle).toMatch(/^:root\{--saffron-500:#2ec4b6;/);
    expect(b.logo?.image.id).toBe(logo);
    expect(b.logo?.alt).toBe("Sankalp logo");
    expect(b.faviconId).toBe(favicon);
    expect(b.ogImage).not.toBe(before.ogImage);

    const icon = await iconLoader(
      routeArgs(new Request(`http://x/brand/icon-${favicon}-180.png`), {
        db: t.db,
        params: { file: `icon-${favicon}-180.png` },
      }) as never,
    );
    expect(icon.status).toBe(200);
    expect(icon.headers.get("Cache-Control")).toContain("immutable");
    const meta = await sharp(Buffer.from(await icon.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 180, 180]);
    // Another stored image is not resized through the icons' address.
    const other = await iconLoader(
      routeArgs(new Request(`http://x/brand/icon-${logo}-180.png`), {
        db: t.db,
        params: { file: `icon-${logo}-180.png` },
      }) as never,
    );
    expect(other.status).toBe(404);

    const ico = await icoLoader(
      routeArgs(new Request("http://x/favicon.ico"), { db: t.db }) as never,
    );
    const bytes = Buffer.from(await ico.arrayBuffer());
    expect([bytes.readUInt16LE(2), bytes.readUInt16LE(4)]).toEqual([1, 2]);

    const manifest = await (
      await manifestLoader(
        routeArgs(new Request("http://x/site.webmanifest"), { db: t.db }) as never,
      )
    ).json();
    expect(manifest.theme_color).toBe("#2ec4b6");

    // The link preview is drawn anew: another address, the logo's white tile at the top left.
    const og = await ogLoader(
      routeArgs(new Request(`http://x${b.ogImage}`), {
        db: t.db,
        params: { file: b.ogImage.replace("/og/", "") },
      }) as never,
    );
    expect(og.headers.get("Cache-Control")).toContain("immutable");
    const card = sharp(Buffer.from(await og.arrayBuffer()));
    const { data } = await card
      .extract({ left: 150, top: 90, width: 4, height: 4 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(240);
    expect(manifest.icons.map((i: { src: string }) => i.src)).toEqual([
      `/brand/icon-${favicon}-192.png`,
      `/brand/icon-${favicon}-512.png`,
    ]);
  });

  it("goes into the content file with its pictures and comes back the same on another site", async () => {
    const bytes = await exportBytes(t.db);
    const brandItems = unpack(bytes).content.sections.brand;
    expect(brandItems).toHaveLength(1);
    expect(brandItems[0].values).toMatchObject({
      accent: "#2ec4b6",
      logoFile: expect.stringMatching(/^media\/.+\.jpg$/),
      logoAlt: "Sankalp logo",
      faviconFile: expect.stringMatching(/^media\/.+\.jpg$/),
      emblemFile: null,
    });
    const target = await createTestDb(kind);
    try {
      await applyImport(target.db, admin, await checkContentFile(target.db, bytes));
      const [from, to] = await Promise.all([getBranding(t.db), getBranding(target.db)]);
      expect(to.accent).toBe(from.accent);
      expect(to.logo).toEqual(from.logo);
      expect(to.faviconId).toBe(from.faviconId);
    } finally {
      await target.close();
    }
  });

  it("may not be opened or changed by an editor", async () => {
    const cookie = await signedInAdmin(t.db, "http://localhost", {
      email: "brand.editor@example.org",
      password: "a long editor password",
    });
    await t.db
      .update(user)
      .set({ role: "editor" })
      .where(eq(user.email, "brand.editor@example.org"));
    const form = new FormData();
    form.set("intent", "publish");
    form.set("accent", "#ff66cc");
    const request = new Request("http://localhost/admin-dashboard/brand", {
      method: "POST",
      body: form,
      headers: { Origin: "http://localhost", Cookie: cookie },
    });
    const answer = await itemAction(
      routeArgs(request, { db: t.db, params: { section: "brand" } }) as never,
    ).catch((e) => e);
    expect(answer instanceof Response ? answer.status : answer?.init?.status).toBe(403);
    const page = await itemLoader(
      routeArgs(
        new Request("http://localhost/admin-dashboard/brand", { headers: { Cookie: cookie } }),
        {
          db: t.db,
          params: { section: "brand" },
        },
      ) as never,
    ).catch((e) => e);
    expect(page instanceof Response ? page.status : page?.init?.status).toBe(403);
    expect((await getBranding(t.db)).accent).not.toBe("#ff66cc");
  });
});
