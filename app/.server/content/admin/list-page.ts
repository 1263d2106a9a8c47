// What every list page of the back office shares (a section's own page and the gallery): its lists,
// the note after a delete ("… moved to the trash. Undo") or a restore, and the list controls'
// action with the page it goes back to.
import { redirect } from "react-router";
import {
  afterDelete,
  applyListAction,
  listPath,
  pageLists,
  trashNote,
} from "~/.server/content/listing";
import type { Section } from "~/.server/content/section";
import type { Db } from "~/.server/db/database";
import { readSubmission } from "~/.server/forms/pipeline";
import type { openSection } from "./editor";

/** The page's lists and, after a delete or an undo, its note (with Undo). */
export async function listPageData(db: Db, page: Section, url: URL) {
  // ?order=own: a dated list (events) in staff's own order instead of by date.
  const order = url.searchParams.get("order") === "own" ? "own" : "date";
  return { lists: await pageLists(db, page, order), trash: await trashNote(db, url, page) };
}

/** Whether a submission is one of the list's controls (they all carry an intent). */
export async function isListControl(request: Request): Promise<boolean> {
  const { values } = await readSubmission(request.clone());
  return values.intent !== undefined;
}

const itemAnchor = (key: string, id: number) => `item-${key}-${id}`;

/**
 * A list control's change (move, delete, restore), then the page again, at the item (`anchor`:
 * the id of its row, for a page that draws its rows itself).
 */
export async function listPageAction(
  args: Parameters<typeof openSection>[0],
  page: Section,
  anchor = itemAnchor,
): Promise<never> {
  const { section, id, intent, order } = await applyListAction(args, page);
  const path = listPath(page);
  const at = `#${anchor(section.key, id)}`;
  const own = order ? `&order=${order}` : "";
  if (intent === "up" || intent === "down")
    throw redirect(`${path}?moved=${section.key}-${id}-${intent}${own}${at}`);
  if (intent === "delete") throw redirect(afterDelete(section, id, path));
  throw redirect(`${path}?done=restore${at}`);
}
