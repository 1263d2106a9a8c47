// The one action behind every item form of the back office: Save draft, Publish, Preview,
// Unpublish and Delete, for any section. Guard, read, change (audited, with its revision), then
// the page to show next.
import { redirect } from "react-router";
import type { GuardArgs } from "~/.server/auth/guards";
import { getItem } from "~/.server/content/items";
import { saveItem, trashItem, unpublishItem } from "~/.server/content/lifecycle";
import { afterDelete, listPath, previewHref } from "~/.server/content/listing";
import type { Section } from "~/.server/content/section";
import { dbContext } from "~/.server/context";
import { DomainError } from "~/.server/errors";
import { openSection, readItemForm } from "./editor";

/** An item's page: its form, or the section's page for a one-record section. */
export const itemPath = (section: Section, id: number) =>
  section.singleton ? listPath(section) : `/admin-dashboard/${section.key}/${id}`;

export async function itemAction(
  args: GuardArgs,
  key: string | undefined,
  id?: number,
): Promise<never> {
  const { section, viewer } = await openSection(args, key);
  const db = args.context.get(dbContext);
  if (id === undefined && (section.singleton || section.fixed))
    throw new DomainError(`${section.label} cannot be added to, only changed.`, 400);
  const { intent, values, basedOn } = await readItemForm(args, section, id);
  switch (intent) {
    case "unpublish":
    case "delete":
      if (id === undefined) throw new DomainError(`This ${section.item} is not saved yet.`, 400);
      if (intent === "unpublish") {
        await unpublishItem(db, section, viewer, id);
        throw redirect(`${itemPath(section, id)}?done=unpublish`);
      }
      await trashItem(db, section, viewer, id, "trash");
      throw redirect(afterDelete(section, id));
    default: {
      const saved = await saveItem(db, section, viewer, {
        id,
        values,
        publish: intent === "publish",
        basedOn,
      });
      if (intent === "preview") {
        // The saved item's values: the form's, and what the site names it by (a page's key).
        const item = await getItem(db, section, saved);
        throw redirect(previewHref(section.publicPath(item?.values ?? values, saved)));
      }
      throw redirect(`${itemPath(section, saved)}?done=${intent}`);
    }
  }
}
