// /account: every signed-in user's own account (members have no dashboard; admins also
// find it there).
import { accountAction } from "~/.server/auth/account";
import { requireUser } from "~/.server/auth/guards";
import { AccountPanel } from "~/components/account-panel";
import type { Route } from "./+types/account";

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireUser(request);
  return { viewer, changed: new URL(request.url).searchParams.has("changed") };
}

export async function action({ request }: Route.ActionArgs) {
  return accountAction(request, await requireUser(request), "/account");
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className="section">
      <div className="container container--narrow">
        <AccountPanel {...loaderData} error={actionData?.error} />
      </div>
    </section>
  );
}

export const meta: Route.MetaFunction = () => [
  { title: "My account" },
  { name: "robots", content: "noindex" },
];
