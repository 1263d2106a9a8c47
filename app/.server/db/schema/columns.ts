// Columns every piece of editable content shares (decision 014): its lifecycle, its place in a
// list, where it came from, and the image columns of content that shows a picture.
import { boolean, integer, jsonb, text, timestamp } from "drizzle-orm/pg-core";
import { media } from "./media";

export type PublishStatus = "draft" | "published";

/**
 * Draft or published, optionally only from/until given times; unpublished edits of a published
 * item wait in `pending` (the public keeps seeing the published columns until they are
 * published); a deleted item waits in the trash (`deleted_at`) before it is purged.
 */
export const lifecycle = () => ({
  status: text("status").$type<PublishStatus>().notNull().default("draft"),
  publishFrom: timestamp("publish_from", { withTimezone: true }),
  unpublishAt: timestamp("unpublish_at", { withTimezone: true }),
  pending: jsonb("pending").$type<Record<string, unknown>>(),
  /** Loaded with the fictional sample content: "Remove sample content" clears it. */
  isSample: boolean("is_sample").notNull().default(false),
  deletedAt: timestamp("deleted_at", { withTimezone: true }),
  position: integer("position").notNull().default(0),
});

export const timestamps = () => ({
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** An image with its description in both languages and the point a crop must keep (percent). */
export const picture = () => ({
  imageId: text("image_id").references(() => media.id, { onDelete: "set null" }),
  imageAlt: text("image_alt"),
  imageAltHi: text("image_alt_hi"),
  imageFocusX: integer("image_focus_x").notNull().default(50),
  imageFocusY: integer("image_focus_y").notNull().default(50),
});
