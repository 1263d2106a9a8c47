// My account (admins): change the password (other sessions end), or sign out everywhere.

import { accountAction } from "~/.server/auth/account";
import { requireAdmin } from "~/.server/auth/guards";
import { AccountPanel } from "~/components/account-panel";
import type { Route } from "./+types/account";

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireAdmin(request);
  return { viewer, changed: new URL(request.url).searchParams.has("changed") };
}

export async function action({ request }: Route.ActionArgs) {
  return accountAction(request, await requireAdmin(request), "/admin-dashboard/account");
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  return <AccountPanel {...loaderData} error={actionData?.error} />;
}
