// A section's list in the back office (and the lists of its related sections on the same page):
// each item's title, state, picture and preview address, and the list's own changes: move up or
// down, delete to the trash, undo a delete (and what the page says after either).
import { z } from "zod";
import { getConfig } from "~/.server/config";
import { dbContext } from "~/.server/context";
import type { Db } from "~/.server/db/database";
import { DomainError } from "~/.server/errors";
import { rowId, rowIdOf } from "~/.server/forms/fields";
import { parseForm } from "~/.server/forms/pipeline";
import type { ListData, ListOrder, TrashNoteData } from "~/lib/content/admin-pages";
import { stateLabel } from "~/lib/content/fields";
import { formatDateTime } from "~/lib/format/dates";
import type { Viewer } from "~/lib/viewer";
import { openSection } from "./admin/editor";
import { isImportable } from "./csv/columns";
import { getItem, type Item, listItems } from "./items";
import { sectionOf } from "./kinds/index";
import { moveItem, trashItem } from "./lifecycle";
import { imageRefs } from "./queries";
import type { Section } from "./section";

/** Where a section's list is: its own page, or the spec's page for notices and the gallery. */
export const listPath = (section: Section) => section.listPath ?? `/admin-dashboard/${section.key}`;

/** The public address with `?preview` (before any #fragment). */
export function previewHref(path: string): string {
  const [base, hash] = path.split("#");
  const url = `${base}${base.includes("?") ? "&" : "?"}preview`;
  return hash === undefined ? url : `${url}#${hash}`;
}

/** How the back office names an item's state: "Draft", "Scheduled", "Published · unpublished changes"... */
export function itemState(item: {
  status: "draft" | "published";
  changed: boolean;
  publishFrom: Date | null;
  unpublishAt: Date | null;
}): string {
  return stateLabel({
    status: item.status,
    changed: item.changed,
    publishFrom: item.publishFrom?.toISOString() ?? null,
    unpublishAt: item.unpublishAt?.toISOString() ?? null,
  });
}

/** Where a delete leads: the list it was made from, which then offers to undo it (trashNote). */
export const afterDelete = (section: Section, id: number, path = listPath(section)) =>
  `${path}?done=delete&in=${section.key}&item=${id}`;

/**
 * What a list page says after a delete ("The notice “…” was moved to the trash." with Undo) or
 * after that Undo, read from the address afterDelete made.
 */
export async function trashNote(db: Db, url: URL, page: Section): Promise<TrashNoteData> {
  const done = url.searchParams.get("done");
  // Only an item of a list on this page: another section's titles are not this page's to show.
  const key = url.searchParams.get("in") ?? "";
  const from = key === page.key || page.related?.includes(key) ? sectionOf(key) : undefined;
  const id = rowIdOf(url.searchParams.get("item") ?? undefined);
  const item = done === "delete" && from && id ? await getItem(db, from, id) : null;
  return {
    deleted:
      from && item?.deletedAt
        ? { section: from.key, id: item.id, title: item.title, item: from.item }
        : null,
    restored: done === "restore",
  };
}

/** The coming items (by `field`) first, soonest first, then the past ones, latest first. */
function byDate(items: Item[], field: string, now = Date.now()): Item[] {
  const at = (item: Item) => {
    const value = item.values[field];
    return value instanceof Date ? value.getTime() : 0;
  };
  const coming = items.filter((i) => at(i) >= now).sort((a, b) => at(a) - at(b));
  const past = items.filter((i) => at(i) < now).sort((a, b) => at(b) - at(a));
  return [...coming, ...past];
}

export async function sectionList(
  db: Db,
  section: Section,
  order: ListOrder = "date",
): Promise<ListData> {
  const listed = await listItems(db, section);
  const dated = section.byDate && order === "date";
  const items = dated ? byDate(listed, String(section.byDate)) : listed;
  const images = await imageRefs(
    db,
    items.map((i) => i.values.imageId),
  );
  const zone = getConfig().TIME_ZONE;
  return {
    key: section.key,
    label: section.label,
    item: section.item,
    plural: section.plural ?? section.label.toLowerCase(),
    blurb: section.blurb,
    // Up and Down belong to the list in staff's own order.
    ordered: section.ordered && !dated,
    ...(section.byDate && { order }),
    fixed: Boolean(section.fixed),
    importPath: isImportable(section) ? `/admin-dashboard/${section.key}/import` : null,
    rows: items.map((item, i) => ({
      id: item.id,
      title: item.title || `(untitled ${section.item})`,
      ...(section.describe && { detail: section.describe(item.values) }),
      state: itemState(item),
      isSample: item.isSample,
      updated: formatDateTime(item.updatedAt, zone),
      image: images[String(item.values.imageId)] ?? null,
      preview: previewHref(section.publicPath(item.values, item.id)),
      first: i === 0,
      last: i === items.length - 1,
    })),
  };
}

const listActionSchema = z.object({
  intent: z.enum(["up", "down", "delete", "restore"], { message: "Choose an action." }),
  section: z.string().max(40),
  id: rowId(),
  /** Sent by a list in staff's own order, which the page keeps after a move. */
  order: z.enum(["own"]).optional(),
});

/**
 * One change made from a list page: to an item of the page's section or of a section listed with
 * it. The item's own section decides the right it needs.
 */
export async function applyListAction(
  args: Parameters<typeof openSection>[0],
  page: Section,
): Promise<{
  section: Section;
  id: number;
  intent: z.output<typeof listActionSchema>["intent"];
  order?: "own";
}> {
  const input = await parseForm(args.request, listActionSchema);
  if (input.section !== page.key && !page.related?.includes(input.section))
    throw new DomainError("That list is not on this page.", 400);
  const { section, viewer } = await openSection(args, input.section);
  const db = args.context.get(dbContext);
  await run(db, section, viewer, input);
  return { section, id: input.id, intent: input.intent, order: input.order };
}

function run(db: Db, section: Section, viewer: Viewer, input: z.output<typeof listActionSchema>) {
  switch (input.intent) {
    case "up":
    case "down":
      return moveItem(db, section, viewer, input.id, input.intent);
    case "delete":
      return trashItem(db, section, viewer, input.id, "trash");
    case "restore":
      return trashItem(db, section, viewer, input.id, "restore");
  }
}

/** The lists a section's page shows: its own (unless it has one item only) and its related ones. */
export async function pageLists(
  db: Db,
  section: Section,
  order: ListOrder = "date",
): Promise<ListData[]> {
  const sections = [
    ...(section.singleton ? [] : [section]),
    ...(section.related ?? []).map((key) => sectionOf(key)).filter((s): s is Section => !!s),
  ];
  return Promise.all(sections.map((s) => sectionList(db, s, order)));
}
