// The data of the back office's content pages, as the server sends it and the components draw it.

import type { AttachmentRef } from "~/lib/attachments";
import type { ImageRef } from "~/lib/media";
import type { FieldDef } from "./fields";
import type { FormValues } from "./form-values";

/** A dated list's order: by date (the coming items first), or the one staff set. */
export type ListOrder = "date" | "own";

export type ListRow = {
  id: number;
  title: string;
  /** What else names it in the list ("In the dropdown Home · leads to /#about"). */
  detail?: string;
  /** "Draft", "Published · unpublished changes"... */
  state: string;
  isSample: boolean;
  /** When it last changed, as the centre's clock showed it. */
  updated: string;
  image: ImageRef | null;
  /** Its public page with ?preview. */
  preview: string;
  first: boolean;
  last: boolean;
};

export type ListData = {
  key: string;
  label: string;
  item: string;
  /** "All <plural>" heads the list. */
  plural: string;
  blurb: string;
  ordered: boolean;
  /** For a list that can be by date (events): which order it is in now. */
  order?: ListOrder;
  fixed: boolean;
  /** Where its items are added from a spreadsheet (startups, mentors, the student team). */
  importPath: string | null;
  rows: ListRow[];
};

/** What a list page says after a delete (with Undo) or after the Undo. */
export type TrashNoteData = {
  deleted: { section: string; id: number; title: string; item: string } | null;
  restored: boolean;
};

export type ItemPageData = {
  section: {
    key: string;
    label: string;
    item: string;
    listPath: string;
    singleton: boolean;
    deletable: boolean;
  };
  item: {
    id: number;
    title: string;
    /** The version the form is based on (its `updatedAt` in ms): a save refuses a newer one. */
    basedOn: string;
    state: string;
    published: boolean;
    isSample: boolean;
    path: string;
    preview: string;
    history: string;
    /** Pages of the item beyond its form (an event's registrations). */
    links: Array<{ label: string; href: string }>;
  } | null;
  note?: string;
  editor: {
    fields: FieldDef[];
    values: FormValues;
    images: Record<string, ImageRef>;
    attachments: Record<string, AttachmentRef>;
  };
  /** "15 MB" */
  maxUpload: string;
  /** "India Standard Time" */
  timeZone: string;
};
