// /admin-dashboard/:section — a section's items (and the lists shown with it), or, for a
// one-record section (home texts, settings), its form.
import { redirect } from "react-router";
import { openSection } from "~/.server/content/admin/editor";
import { importedNote } from "~/.server/content/admin/import-page";
import { itemAction } from "~/.server/content/admin/item-action";
import { itemPage } from "~/.server/content/admin/item-page";
import { listPageAction, listPageData } from "~/.server/content/admin/list-page";
import { getSingleton } from "~/.server/content/items";
import { listPath } from "~/.server/content/listing";
import { dbContext } from "~/.server/context";
import { formAction } from "~/.server/forms/pipeline";
import { ItemPage } from "~/components/admin/item-page";
import { SectionList, useMovedFocus } from "~/components/admin/section-list";
import { TrashNote } from "~/components/admin/trash-note";
import { FormMessage } from "~/components/forms";
import type { Route } from "./+types/list";

export async function loader(args: Route.LoaderArgs) {
  const { section } = await openSection(args, args.params.section);
  const path = listPath(section);
  if (path !== `/admin-dashboard/${section.key}`) throw redirect(path);
  const db = args.context.get(dbContext);
  const url = new URL(args.request.url);
  const singleton = section.singleton ? await getSingleton(db, section) : null;
  const { lists, trash } = await listPageData(db, section, url);
  return {
    section: { key: section.key, label: section.label, blurb: section.blurb },
    lists,
    trash,
    imported: importedNote(section, url),
    editor: singleton ? await itemPage(db, section, singleton, url.searchParams.get("done")) : null,
  };
}

export const action = (args: Route.ActionArgs) =>
  formAction(args, async () => {
    const { section: page } = await openSection(args, args.params.section);
    // A one-record section's form is on this page (the only form here that carries files).
    const type = args.request.headers.get("content-type") ?? "";
    if (page.singleton && type.startsWith("multipart/form-data")) {
      const item = await getSingleton(args.context.get(dbContext), page);
      return itemAction(args, page.key, item?.id);
    }
    return listPageAction(args, page);
  });

const FORM_INTENTS = new Set(["draft", "publish", "preview", "unpublish"]);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `${loaderData.section.label} · Admin dashboard` : "Admin dashboard" },
];

export default function SectionPage({ loaderData, actionData }: Route.ComponentProps) {
  const { section, lists, trash, imported, editor } = loaderData;
  useMovedFocus();
  // Which form the server refused: the one-record section's form, or a list's control.
  const formRefused = actionData && FORM_INTENTS.has(actionData.values?.intent ?? "");
  const refused = actionData && !formRefused ? actionData : undefined;
  return (
    <>
      {editor ? (
        <ItemPage data={editor} refused={formRefused ? actionData : undefined} />
      ) : (
        <>
          <h1>{section.label}</h1>
          <p>{section.blurb}</p>
        </>
      )}
      <TrashNote note={trash} />
      {imported && <FormMessage kind="note">{imported}</FormMessage>}
      {refused && <FormMessage>{refused.message}</FormMessage>}
      {lists.map((list, i) => (
        <SectionList
          key={list.key}
          list={list}
          heading={editor || i > 0 ? list.label : `All ${list.plural}`}
          newLabel={list.key === section.key ? "New" : `Add a ${list.item}`}
        />
      ))}
    </>
  );
}
