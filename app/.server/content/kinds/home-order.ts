// The home page's sections in the order staff set, each shown or hidden: a fixed list (no
// sections are added or deleted here; a section's words are under "Home sections", its items
// in their own kinds). The first version is the spec's order, every section shown.

import { shown } from "~/.server/content/queries";
import type { Section } from "~/.server/content/section";
import type { View } from "~/.server/content/visibility";
import type { Db } from "~/.server/db/database";
import { homeBlocks as table } from "~/.server/db/schema/site";
import { HOME_BLOCKS, type HomeBlock } from "~/lib/home-blocks";

export const homeOrder: Section = {
  key: "home-order",
  label: "Home page order",
  item: "home page section",
  plural: "home page sections",
  blurb: "The order of the home page's sections, and which of them show.",
  table,
  titleField: "name",
  ordered: true,
  fixed: true,
  right: "content:edit",
  related: ["home-sections"],
  publicPath: () => "/",
  describe: (v) => (v.shown ? "Shown" : "Hidden"),
  fields: [
    {
      name: "name",
      label: "Name in this list",
      kind: "text",
      required: true,
      max: 80,
      hint: "Only the back office shows it; the section's words are under Home sections.",
    },
    {
      name: "shown",
      label: "Show this section on the home page",
      kind: "checkbox",
      hint: "Untick to hide it; its content stays as it is. The menu's links to it then lead to the top of the page.",
    },
  ],
};

/** Makes the sections' rows on the first start, and the row of a section added by an upgrade. */
export async function ensureHomeOrder(db: Db) {
  const rows = await db.select({ key: table.key }).from(table);
  const have = new Set(rows.map((r) => r.key));
  const missing = HOME_BLOCKS.map((b, position) => ({ ...b, position })).filter(
    (b) => !have.has(b.key),
  );
  if (missing.length)
    await db
      .insert(table)
      .values(missing.map((b) => ({ ...b, position: b.position, status: "published" as const })));
}

/** The sections the home page shows, in their order (one hidden or unpublished is left out). */
export async function getHomeOrder(db: Db, view: View): Promise<HomeBlock[]> {
  const rows = await shown<typeof table.$inferSelect>(db, table, view);
  const known = new Set<string>(HOME_BLOCKS.map((b) => b.key));
  return rows.filter((r) => r.shown && known.has(r.key)).map((r) => r.key as HomeBlock);
}
