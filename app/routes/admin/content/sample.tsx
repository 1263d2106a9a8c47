// /admin-dashboard/sample — "Remove sample content": what the fictional sample still holds, and
// the one action that moves all of it to the trash.
import { Form, href, redirect, useNavigation } from "react-router";
import { requirePermission } from "~/.server/auth/guards";
import { countSample, removeSampleContent } from "~/.server/content/admin/sample";
import { dbContext } from "~/.server/context";
import { formAction } from "~/.server/forms/pipeline";
import { FormMessage } from "~/components/forms";
import type { Route } from "./+types/sample";

/** Removing it touches every kind of content: whoever may edit all of it. */
async function guard(args: Route.LoaderArgs | Route.ActionArgs) {
  await requirePermission(args, "notices:edit");
  await requirePermission(args, "gallery:manage");
  return requirePermission(args, "content:edit");
}

export async function loader(args: Route.LoaderArgs) {
  await guard(args);
  const removed = new URL(args.request.url).searchParams.get("removed");
  return { counts: await countSample(args.context.get(dbContext)), removed };
}

export const action = (args: Route.ActionArgs) =>
  formAction(args, async () => {
    const viewer = await guard(args);
    const removed = await removeSampleContent(args.context.get(dbContext), viewer);
    throw redirect(`${href("/admin-dashboard/sample")}?removed=${removed}`);
  });

export const meta: Route.MetaFunction = () => [{ title: "Sample content · Admin dashboard" }];

export default function Sample({ loaderData, actionData }: Route.ComponentProps) {
  const { counts, removed } = loaderData;
  const busy = useNavigation().state !== "idle";
  const total = counts.reduce((sum, c) => sum + c.count, 0);
  return (
    <>
      <h1>Sample content</h1>
      {removed && (
        <FormMessage kind="note">
          {removed} sample items were moved to the trash. The site now shows only your own content.
        </FormMessage>
      )}
      {actionData && <FormMessage>{actionData.message}</FormMessage>}
      {total === 0 ? (
        <p>The site shows no sample content: everything on it is your own.</p>
      ) : (
        <>
          <p>
            A new site starts with fictional sample content so that every page has something to
            show. Before the site goes live, remove it and add your own. The sample items go to the
            trash, where they can be restored for 30 days.
          </p>
          <ul>
            {counts.map((c) => (
              <li key={c.key}>
                {c.label}: {c.count}
              </li>
            ))}
          </ul>
          <p>
            The home texts, the four support tabs and the settings are kept: change them to your own
            words under Home texts and Settings.
          </p>
          <Form method="post">
            <button type="submit" className="btn btn--danger" disabled={busy}>
              Remove sample content
            </button>
          </Form>
        </>
      )}
    </>
  );
}
