// The centre's brand (issue 24): its logo, the institute's emblem, the favicon's one square image
// and the accent colour. One record, changed by admins only ("brand:edit"); editors keep the rest
// of the content. Its first version is the site's drawn look: no images (the drawn mark, the
// institute shield and /favicon.svg stay) and the design's saffron.
import { eq } from "drizzle-orm";
import type { Section, Values } from "~/.server/content/section";
import { ensureSingle, readSingle } from "~/.server/content/single";
import type { View } from "~/.server/content/visibility";
import type { Db } from "~/.server/db/database";
import { brand as table } from "~/.server/db/schema/brand";
import { media } from "~/.server/db/schema/media";
import { accentProblem, DEFAULT_ACCENT, normaliseHex } from "~/lib/brand/accent";

/** The favicon's source: square, and large enough for the 512 px home-screen icon. */
export const FAVICON_MIN = 512;

export const brand: Section = {
  key: "brand",
  label: "Brand",
  item: "brand",
  blurb:
    "The centre's logo, the institute's emblem, the favicon and the accent colour of every page (admins only).",
  table,
  titleField: "accent",
  ordered: false,
  singleton: true,
  right: "brand:edit",
  publicPath: () => "/",
  fields: [
    {
      name: "logo",
      label: "Logo",
      kind: "image",
      hint: "Shown in the header and the footer instead of the drawn mark, and on link previews. Best on white, at least 160 px tall.",
    },
    {
      name: "emblem",
      label: "Institute emblem",
      kind: "image",
      hint: "Shown in the header beside the institute's name, instead of the drawn shield.",
    },
    {
      name: "favicon",
      label: "Favicon",
      kind: "image",
      hint: `A square image of at least ${FAVICON_MIN}×${FAVICON_MIN} pixels: the browser tab's icon, the phone's home-screen icon and the web app's icons are all made from it.`,
    },
    {
      name: "accent",
      label: "Accent colour",
      kind: "text",
      required: true,
      max: 7,
      hint: "A # and six hexadecimal digits, e.g. #f59e0b (the design's saffron). The buttons' dark text and the links on dark sections must stay readable on it (WCAG AA, 4.5:1): a colour that is too dark is refused.",
    },
  ],
  check: checkBrand,
};

/** The accent's contrast and the favicon's shape: what the form and a content file must pass. */
async function checkBrand(db: Db, values: Values): Promise<Record<string, string>> {
  const problems: Record<string, string> = {};
  const accent = String(values.accent ?? "");
  const problem = accentProblem(accent);
  if (problem) problems.accent = problem;
  else values.accent = normaliseHex(accent);
  if (typeof values.faviconId === "string" && values.faviconId) {
    const [found] = await db
      .select({ width: media.width, height: media.height })
      .from(media)
      .where(eq(media.id, values.faviconId));
    if (found && (found.width !== found.height || found.width < FAVICON_MIN))
      problems.faviconId = `The favicon must be a square image of at least ${FAVICON_MIN}×${FAVICON_MIN} pixels; this one is ${found.width}×${found.height}.`;
  }
  return problems;
}

export type Brand = typeof table.$inferSelect;

/** The brand as visitors see it (`public`) or as an admin previews a saved change (`preview`). */
export function getBrand(db: Db, view: View = "public"): Promise<Brand> {
  return readSingle<Brand>(db, table, view);
}

/** Makes the first version on the first start: the site's look as it was. */
export async function ensureBrand(db: Db) {
  await ensureSingle(db, table, { status: "published", accent: DEFAULT_ACCENT });
}
