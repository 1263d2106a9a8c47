// The dashboard's notices as its table shows them: every notice not in the trash (drafts,
// scheduled and expired ones too, with their saved changes), pinned first, each with its state
// and the addresses of its full form and its history.
import { href } from "react-router";
import { attachmentRefs } from "~/.server/attachments/store";
import { itemState } from "~/.server/content/listing";
import { listNotices } from "~/.server/content/notices";
import type { Db } from "~/.server/db/database";
import { attachmentLabel } from "~/lib/attachments";

export type DashboardNotice = {
  id: number;
  title: string;
  titleHi: string | null;
  url: string | null;
  date: string;
  pinned: boolean;
  /** "Published", "Draft", "Scheduled", "Expired", "… · unpublished changes". */
  state: string;
  isSample: boolean;
  /** Its PDF (in its working copy) as "PDF, 240 KB", or null. */
  pdf: string | null;
  /** Changes with every save: the row's inline form is drawn anew from the saved values. */
  version: string;
  /** The full form: schedule, draft, preview, unpublish. */
  edit: string;
  history: string;
};

export async function dashboardNotices(db: Db): Promise<DashboardNotice[]> {
  const rows = await listNotices(db, "preview");
  const pdfs = await attachmentRefs(
    db,
    rows.map((n) => n.attachmentId),
  );
  return rows.map((n) => {
    const pdf = n.attachmentId ? pdfs[n.attachmentId] : undefined;
    const id = String(n.id);
    return {
      id: n.id,
      title: n.title,
      titleHi: n.titleHi,
      url: n.url,
      date: n.date,
      pinned: n.pinned,
      state: itemState({
        status: n.status,
        changed: n.pending !== null,
        publishFrom: n.publishFrom,
        unpublishAt: n.unpublishAt,
      }),
      isSample: n.isSample,
      pdf: pdf ? attachmentLabel(pdf) : null,
      version: n.updatedAt.toISOString(),
      edit: href("/admin-dashboard/:section/:id", { section: "notices", id }),
      history: href("/admin-dashboard/:section/:id/history", { section: "notices", id }),
    };
  });
}
