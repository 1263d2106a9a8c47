// What every list page of the back office shares (a section's own page and the gallery): its lists,
// the note after a delete ("… moved to the trash. Undo") or a restore, and the list controls'
// action with the page it goes back to.
import { redirect } from "react-router";
import type { Db } from "~/.server/db/database";
import { rowIdOf } from "~/.server/forms/fields";
import { readSubmission } from "~/.server/forms/pipeline";
import type { ListPageNotes } from "~/lib/content/admin-pages";
import type { openSection } from "./editor";
import { getItem } from "./lifecycle";
import { applyListAction, listPath, pageLists } from "./listing";
import type { Section } from "./section";
import { sectionOf } from "./sections/index";

/** The page's lists and, after a change, its note. */
export async function listPageData(db: Db, page: Section, url: URL) {
  const done = url.searchParams.get("done");
  // Just deleted: its title, for "… moved to the trash. Undo". Only an item of a list on this
  // page: another section's titles are not this page's to show.
  const key = url.searchParams.get("in") ?? undefined;
  const from = key === page.key || page.related?.includes(key ?? "") ? sectionOf(key) : undefined;
  const deletedId = rowIdOf(url.searchParams.get("item") ?? undefined);
  const deleted =
    done === "delete" && from && deletedId ? await getItem(db, from, deletedId) : null;
  const notes: ListPageNotes = {
    deleted: deleted?.deletedAt
      ? { section: from?.key ?? "", id: deleted.id, title: deleted.title, item: from?.item ?? "" }
      : null,
    restored: done === "restore",
  };
  return { lists: await pageLists(db, page), notes };
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
  const { section, id, intent } = await applyListAction(args, page);
  const path = listPath(page);
  const at = `#${anchor(section.key, id)}`;
  if (intent === "up" || intent === "down")
    throw redirect(`${path}?moved=${section.key}-${id}-${intent}${at}`);
  if (intent === "delete") throw redirect(`${path}?done=delete&in=${section.key}&item=${id}`);
  throw redirect(`${path}?done=restore${at}`);
}
