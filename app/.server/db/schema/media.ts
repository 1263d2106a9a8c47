import { customType, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/** Raw bytes (Buffer); shared with the attachments table. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * One stored image. The id is the content hash of the normalised original, so a replaced
 * photo always gets a new address and old addresses can be cached forever.
 */
export const media = pgTable("media", {
  id: text("id").primaryKey(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  /** Tiny blurred preview as a data URL, shown while the real image loads. */
  placeholder: text("placeholder"),
  originalName: text("original_name"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  /**
   * When a replacement stopped using this image (null while in use). A purge removes it, and so
   * its public addresses, once the grace period has passed and nothing refers to it any more.
   */
  supersededAt: timestamp("superseded_at", { withTimezone: true }),
});

export type MediaFormat = "avif" | "webp" | "jpeg";
/**
 * "source" is the normalised original (orientation applied, metadata stripped), never served:
 * the served formats are made from it, eagerly on replacement or on first request otherwise.
 */
export type StoredFormat = MediaFormat | "source" | OgFormat;
/**
 * A link preview (1200×630 JPEG) cropped at a focal point in percent, e.g. "og-30-50"
 * (app/.server/media/og-image.ts): made on first request, like the other variants.
 */
export type OgFormat = `og-${number}-${number}`;

export const mediaVariants = pgTable(
  "media_variants",
  {
    mediaId: text("media_id")
      .notNull()
      .references(() => media.id, { onDelete: "cascade" }),
    format: text("format").$type<StoredFormat>().notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    bytes: bytea("bytes").notNull(),
  },
  (t) => [primaryKey({ columns: [t.mediaId, t.format, t.width] })],
);
