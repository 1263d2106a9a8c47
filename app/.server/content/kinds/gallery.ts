import { randomUUID } from "node:crypto";
import { href } from "react-router";
import type { Section } from "~/.server/content/section";
import { albums as albumTable, galleryPhotos } from "~/.server/db/schema/gallery";
import { nameField, slugField } from "./fields";

/**
 * Gallery photos. The spec's 28 slots keep their names (the public page's Change control replaces
 * a photo by name); a photo staff add gets a name of its own.
 */
export const gallery: Section = {
  key: "gallery",
  label: "Gallery",
  item: "photo",
  blurb: "Event photos: the home page's twelve and the gallery page, by album.",
  table: galleryPhotos,
  titleField: "imageAlt",
  ordered: true,
  right: "gallery:manage",
  related: ["albums"],
  defaults: () => ({ name: `photo-${randomUUID().slice(0, 8)}.jpg` }),
  publicPath: () => href("/gallery"),
  fields: [
    { name: "image", label: "Photo", kind: "image", required: true },
    {
      name: "caption",
      label: "Caption",
      kind: "text",
      bilingual: true,
      max: 200,
      hint: "Optional: shown under the photo when it is opened.",
    },
    {
      name: "albumId",
      label: "Album",
      kind: "reference",
      to: "albums",
      hint: "The event the photo belongs to. Albums are made under Albums.",
    },
  ],
};

/** A set of gallery photos, usually one event's: the gallery page lets visitors pick one. */
export const albums: Section = {
  key: "albums",
  label: "Albums",
  item: "album",
  blurb: "The gallery's albums, one per event.",
  table: albumTable,
  titleField: "title",
  ordered: true,
  right: "gallery:manage",
  // Managed with the photos, on the gallery's page.
  listPath: href("/admin-dashboard/gallery"),
  publicPath: (v) => `${href("/gallery")}?album=${encodeURIComponent(String(v.slug))}`,
  fields: [
    nameField("title", "Title", 120),
    slugField("title", "Left blank, it is made from the title."),
    { name: "eventId", label: "Event", kind: "reference", to: "events" },
  ],
};
