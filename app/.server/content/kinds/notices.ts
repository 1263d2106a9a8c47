import { href } from "react-router";
import { getConfig } from "~/.server/config";
import type { Section } from "~/.server/content/section";
import { notices as table } from "~/.server/db/schema/notices";
import { localDate } from "~/lib/format/dates";
import { nameField } from "./fields";

/**
 * Notices have their own pages (the dashboard's list and the members' board, as the spec has
 * them); this section gives them the trash and the history every item has, and their full form
 * (schedule, draft, preview), reached from the dashboard's "More options…".
 */
export const notices: Section = {
  key: "notices",
  label: "Notices",
  item: "notice",
  blurb:
    "The notices of the home page and its archive (/notices), their RSS feed, the notice board and /notices.txt.",
  table: table,
  titleField: "title",
  ordered: false,
  right: "notices:edit",
  listPath: "/admin-dashboard/notices",
  // A saved notice has its own page; the home page lists the newest.
  publicPath: (_values, id) => (id ? href("/notices/:id", { id: String(id) }) : href("/")),
  // A new notice is dated today, as the quick form on the notices page dates it.
  defaults: () => ({ date: localDate(new Date(), getConfig().TIME_ZONE) }),
  auditNames: {
    create: "notice.add",
    publish: "notice.edit",
    delete: "notice.delete",
    undelete: "notice.restore",
  },
  fields: [
    nameField("title", "Title", 500),
    { name: "url", label: "Link", kind: "link" },
    {
      name: "body",
      label: "Text",
      kind: "markdown",
      bilingual: true,
      rows: 6,
      hint: "Optional. Shown on the notice's own page.",
    },
    {
      name: "attachmentId",
      label: "PDF attachment",
      kind: "pdf",
      hint: "Optional. Visitors see its size beside the link, e.g. “PDF, 240 KB”.",
    },
    { name: "date", label: "Date", kind: "date", required: true },
    { name: "pinned", label: "Pinned (listed first)", kind: "checkbox" },
  ],
};
