import { integer, pgTable, serial, text } from "drizzle-orm/pg-core";
import { DEFAULT_ACCENT } from "~/lib/brand/accent";
import { lifecycle, timestamps } from "./columns";
import { media } from "./media";

/**
 * The centre's brand: one row, admins only. Each image is an image field of its own (its id, its
 * description in both languages, its focal point), named by its prefix; none is required, and
 * without one the site keeps its drawn mark, its institute shield and /favicon.svg.
 */
export const brand = pgTable("brand", {
  id: serial("id").primaryKey(),
  /** #rrggbb; the design's saffron until an admin chooses another (app/lib/brand/accent.ts). */
  accent: text("accent").notNull().default(DEFAULT_ACCENT),
  logoId: text("logo_id").references(() => media.id, { onDelete: "set null" }),
  logoAlt: text("logo_alt"),
  logoAltHi: text("logo_alt_hi"),
  logoFocusX: integer("logo_focus_x").notNull().default(50),
  logoFocusY: integer("logo_focus_y").notNull().default(50),
  emblemId: text("emblem_id").references(() => media.id, { onDelete: "set null" }),
  emblemAlt: text("emblem_alt"),
  emblemAltHi: text("emblem_alt_hi"),
  emblemFocusX: integer("emblem_focus_x").notNull().default(50),
  emblemFocusY: integer("emblem_focus_y").notNull().default(50),
  /** A square image of at least 512 px: the favicons, the home-screen icons, the manifest's. */
  faviconId: text("favicon_id").references(() => media.id, { onDelete: "set null" }),
  faviconAlt: text("favicon_alt"),
  faviconAltHi: text("favicon_alt_hi"),
  faviconFocusX: integer("favicon_focus_x").notNull().default(50),
  faviconFocusY: integer("favicon_focus_y").notNull().default(50),
  ...lifecycle(),
  ...timestamps(),
});
