// My account (in the dashboard): change the password (other sessions end), or sign out everywhere.
import { href } from "react-router";
import { requirePermission } from "~/.server/auth/guards";
import { formAction } from "~/.server/forms/pipeline";
import { AccountPanel } from "~/components/account-panel";
import { ownAccountAction } from "~/routes/account/own-account.server";
import type { Route } from "./+types/account";

export async function loader(args: Route.LoaderArgs) {
  const viewer = await requirePermission(args, "dashboard:open");
  return { viewer, changed: new URL(args.request.url).searchParams.has("changed") };
}

export const action = (args: Route.ActionArgs) =>
  formAction(args, async () =>
    ownAccountAction(
      args,
      await requirePermission(args, "dashboard:open"),
      href("/admin-dashboard/account"),
    ),
  );

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  return <AccountPanel {...loaderData} error={actionData?.message} />;
}
