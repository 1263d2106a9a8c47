import { integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { lifecycle, timestamps } from "./columns";
import { events } from "./events";
import { media } from "./media";

/** A set of gallery photos, usually one event's. */
export const albums = pgTable("albums", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  title: text("title").notNull(),
  titleHi: text("title_hi"),
  eventId: integer("event_id").references(() => events.id, { onDelete: "set null" }),
  /**
   * The photo shown for the album (issue 25); null, or a photo no longer in the album or not
   * public, means its first photo. No foreign key: photos already point at their album.
   */
  coverPhotoId: integer("cover_photo_id"),
  ...lifecycle(),
  ...timestamps(),
});

export const galleryPhotos = pgTable("gallery_photos", {
  id: serial("id").primaryKey(),
  /** Stable name (e.g. "event-07.jpg"), as the old bucket's object name: the replace address. */
  name: text("name").notNull().unique(),
  // A photo always has its image (restrict: the purge never removes a photo's image).
  imageId: text("image_id")
    .notNull()
    .references(() => media.id),
  imageAlt: text("image_alt").notNull(),
  imageAltHi: text("image_alt_hi"),
  imageFocusX: integer("image_focus_x").notNull().default(50),
  imageFocusY: integer("image_focus_y").notNull().default(50),
  caption: text("caption"),
  captionHi: text("caption_hi"),
  albumId: integer("album_id").references(() => albums.id, { onDelete: "set null" }),
  ...lifecycle(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
