// What an item's page in the back office shows besides its form: where it is, its state, what
// just happened to it, and where its preview and history are.
import { getConfig } from "~/.server/config";
import type { Item } from "~/.server/content/items";
import { itemState, listPath, previewHref } from "~/.server/content/listing";
import type { Section } from "~/.server/content/section";
import type { Db } from "~/.server/db/database";
import { formatBytes } from "~/.server/media/rules";
import type { ItemPageData } from "~/lib/content/admin-pages";
import { formatDateTime, timeZoneName } from "~/lib/format/dates";
import { editorOf } from "./editor";
import { itemPath } from "./item-action";

/**
 * What "Publish" did, told truthfully: an item with a future publish time is scheduled, and one
 * whose unpublish time has passed stays off the site.
 */
function published(item: Item, zone: string): string {
  const now = Date.now();
  if (item.unpublishAt && item.unpublishAt.getTime() <= now)
    return "Published, but its Unpublish at time has passed: visitors do not see it. Clear or change Unpublish at to show it.";
  if (item.publishFrom && item.publishFrom.getTime() > now)
    return `Scheduled: visitors see it from ${formatDateTime(item.publishFrom, zone)}.`;
  return "Published: visitors see it now.";
}

const DONE: Record<string, (item: Item, zone: string) => string> = {
  draft: (item) =>
    item.status === "published"
      ? "Changes saved. Visitors still see the published version until you publish them."
      : "Draft saved. Visitors do not see it until you publish it.",
  publish: published,
  unpublish: () => "Unpublished: visitors no longer see it. It is kept as a draft.",
  restore: () => "The earlier revision is back as the working copy. Publish it to make it public.",
  undelete: () => "Restored from the trash.",
};

export async function itemPage(
  db: Db,
  section: Section,
  item: Item | null,
  done: string | null,
): Promise<ItemPageData> {
  const config = getConfig();
  return {
    section: {
      key: section.key,
      label: section.label,
      item: section.item,
      listPath: listPath(section),
      singleton: Boolean(section.singleton),
      deletable: !section.singleton && !section.fixed,
    },
    item: item && {
      id: item.id,
      title: item.title,
      basedOn: String(item.updatedAt.getTime()),
      state: itemState(item),
      published: item.status === "published",
      isSample: item.isSample,
      path: itemPath(section, item.id),
      preview: previewHref(section.publicPath(item.values, item.id)),
      history: `/admin-dashboard/${section.key}/${item.id}/history`,
      links: section.itemLinks?.(item.id) ?? [],
    },
    note: item && done ? DONE[done]?.(item, config.TIME_ZONE) : undefined,
    editor: await editorOf(db, section, item),
    maxUpload: formatBytes(config.MEDIA_MAX_BYTES),
    timeZone: timeZoneName(config.TIME_ZONE),
  };
}
