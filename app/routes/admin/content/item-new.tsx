// /admin-dashboard/:section/new — the form of a new item.

import { openSection } from "~/.server/content/admin/editor";
import { itemAction } from "~/.server/content/admin/item-action";
import { itemPage } from "~/.server/content/admin/item-page";
import { dbContext } from "~/.server/context";
import { formAction } from "~/.server/forms/pipeline";
import { ItemPage } from "~/components/admin/item-page";
import type { Route } from "./+types/item-new";

export async function loader(args: Route.LoaderArgs) {
  const { section } = await openSection(args, args.params.section);
  if (section.singleton || section.fixed) throw new Response("Not found", { status: 404 });
  return itemPage(args.context.get(dbContext), section, null, null);
}

export const action = (args: Route.ActionArgs) =>
  formAction(args, () => itemAction(args, args.params.section));

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `New ${loaderData.section.item} · Admin dashboard` : "Admin dashboard" },
];

export default function NewItem({ loaderData, actionData }: Route.ComponentProps) {
  return <ItemPage data={loaderData} refused={actionData ?? undefined} />;
}
