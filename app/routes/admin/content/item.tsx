// /admin-dashboard/:section/:id — one item's form (any section but the spec's own pages).
import { redirect } from "react-router";
import { idParam, openSection } from "~/.server/content/admin/editor";
import { itemAction } from "~/.server/content/admin/item-action";
import { itemPage } from "~/.server/content/admin/item-page";
import { getItem } from "~/.server/content/items";
import { listPath } from "~/.server/content/listing";
import { dbContext } from "~/.server/context";
import { formAction } from "~/.server/forms/pipeline";
import { ItemPage } from "~/components/admin/item-page";
import type { Route } from "./+types/item";

export async function loader(args: Route.LoaderArgs) {
  const { section } = await openSection(args, args.params.section);
  const item = await getItem(args.context.get(dbContext), section, idParam(args.params.id));
  if (!item || item.deletedAt) throw new Response("Not found", { status: 404 });
  // A one-record section is edited on its own page.
  if (section.singleton) throw redirect(listPath(section));
  const done = new URL(args.request.url).searchParams.get("done");
  return itemPage(args.context.get(dbContext), section, item, done);
}

export const action = (args: Route.ActionArgs) =>
  formAction(args, () => itemAction(args, args.params.section, idParam(args.params.id)));

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.item ? `${loaderData.item.title} · Admin dashboard` : "Admin dashboard" },
];

export default function Item({ loaderData, actionData }: Route.ComponentProps) {
  return <ItemPage data={loaderData} refused={actionData ?? undefined} />;
}
