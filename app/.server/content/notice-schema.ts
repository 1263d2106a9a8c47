// The two notice forms: the /Notice board (members and admins) and the dashboard (admins).
import { z } from "zod";
import { formDate, rowId, textField } from "~/.server/forms/fields";
import { NOTICE_TITLE_MAX } from "~/lib/forms/limits";

const title = textField()
  .min(1, "A notice needs some text.")
  .max(NOTICE_TITLE_MAX, `Notices may have at most ${NOTICE_TITLE_MAX} characters.`);
// A full address, or a page of this site ("/timeline", "/#idea"). "//host" and "/\host" are
// other hosts in a browser's eyes, and anything else (javascript:, data:...) is no link at all.
const url = textField()
  .max(2000, "Links may have at most 2000 characters.")
  .refine((v) => v === "" || /^https?:\/\/\S+$/i.test(v) || /^\/(?![/\\])\S*$/.test(v), {
    message: "Links start with https://, http:// or / (a page of this site, e.g. /timeline).",
  });
const date = formDate("Date");
const id = rowId();
// Optional: blank (or not sent) means none, and the pages show the English title.
const titleHi = textField()
  .max(NOTICE_TITLE_MAX, `Titles in Hindi may have at most ${NOTICE_TITLE_MAX} characters.`)
  .default("")
  .transform((v) => v || null);
// A checkbox: sent as "on" when ticked, not sent at all when not.
const pinned = z
  .string()
  .optional()
  .transform((v) => v === "on" || v === "true");

const remove = z.object({ intent: z.literal("delete"), id });

/**
 * The board's rights, as the spec gives them to members: add a text (dated today, without a
 * link) and delete. Editing, links and dates are the dashboard's.
 */
export const noticeBoardSchema = z.discriminatedUnion(
  "intent",
  [z.object({ intent: z.literal("add"), notice: title }), remove],
  { error: "The notice board only adds and deletes notices." },
);

/**
 * The dashboard's notices: a title (and its Hindi), an optional link, a date and whether it is
 * pinned; delete moves it to the trash, restore (the Undo after a delete) brings it back.
 */
export const noticeDashboardSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("create"),
      title,
      titleHi,
      url: url.default(""),
      date: date.optional(),
      pinned,
    }),
    z.object({
      intent: z.literal("update"),
      id,
      title,
      titleHi,
      url: url.default(""),
      date,
      pinned,
    }),
    remove,
    z.object({ intent: z.literal("restore"), id }),
  ],
  { error: "Unknown action." },
);

export type NoticeBoardForm = z.output<typeof noticeBoardSchema>;
export type NoticeDashboardForm = z.output<typeof noticeDashboardSchema>;
export type NoticeForm = NoticeBoardForm | NoticeDashboardForm;
