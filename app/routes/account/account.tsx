// /account: every signed-in user's own account (members have no dashboard; admins also
// find it there).
import { requireUser } from "~/.server/auth/guards";
import { formAction } from "~/.server/forms/pipeline";
import { AccountPanel } from "~/components/account-panel";
import type { Route } from "./+types/account";
import { ownAccountAction } from "./own-account.server";

export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireUser(args);
  return { viewer, changed: new URL(args.request.url).searchParams.has("changed") };
}

export const action = (args: Route.ActionArgs) =>
  formAction(args, async () => ownAccountAction(args, await requireUser(args), "/account"));

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className="section">
      <div className="container container--narrow">
        <AccountPanel {...loaderData} error={actionData?.message} />
      </div>
    </section>
  );
}

export const meta: Route.MetaFunction = () => [
  { title: "My account" },
  { name: "robots", content: "noindex" },
];
