// /admin-dashboard/sample — "Remove sample content": exactly which fictional items the sample
// still holds, the one action that moves all of them to the trash, and its undo.
import { Form, href, Link, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { requirePermission } from "~/.server/auth/guards";
import {
  countSampleInTrash,
  listSample,
  removeSampleContent,
  restoreSampleContent,
  SAMPLE_RIGHTS,
} from "~/.server/content/admin/sample";
import { dbContext } from "~/.server/context";
import { formAction, parseForm } from "~/.server/forms/pipeline";
import { RestoreSample } from "~/components/admin/restore-sample";
import { FormMessage } from "~/components/forms";
import type { Route } from "./+types/sample";

async function guard(args: Route.LoaderArgs | Route.ActionArgs) {
  for (const right of SAMPLE_RIGHTS) await requirePermission(args, right);
  return requirePermission(args, "dashboard:open");
}

export async function loader(args: Route.LoaderArgs) {
  await guard(args);
  const db = args.context.get(dbContext);
  const url = new URL(args.request.url);
  return {
    sections: await listSample(db),
    inTrash: await countSampleInTrash(db),
    removed: url.searchParams.get("removed"),
    restored: url.searchParams.get("restored"),
  };
}

export const action = (args: Route.ActionArgs) =>
  formAction(args, async () => {
    const viewer = await guard(args);
    const db = args.context.get(dbContext);
    const { intent } = await parseForm(
      args.request,
      z.object({ intent: z.enum(["remove", "restore"]).default("remove") }),
    );
    const page = href("/admin-dashboard/sample");
    if (intent === "restore")
      throw redirect(`${page}?restored=${await restoreSampleContent(db, viewer)}`);
    throw redirect(`${page}?removed=${await removeSampleContent(db, viewer)}`);
  });

export const meta: Route.MetaFunction = () => [{ title: "Sample content · Admin dashboard" }];

export default function Sample({ loaderData, actionData }: Route.ComponentProps) {
  const { sections, inTrash, removed, restored } = loaderData;
  const busy = useNavigation().state !== "idle";
  const total = sections.reduce((sum, s) => sum + s.items.length, 0);
  return (
    <>
      <h1>Sample content</h1>
      {removed && (
        <FormMessage kind="note">
          {removed} sample items were moved to the trash. The site now shows only your own content.
        </FormMessage>
      )}
      {restored && (
        <FormMessage kind="note">{restored} sample items are back from the trash.</FormMessage>
      )}
      {actionData && <FormMessage>{actionData.message}</FormMessage>}
      {total === 0 ? (
        <p>The site shows no sample content: everything on it is your own.</p>
      ) : (
        <>
          <p>
            A new site starts with fictional sample content so that every page has something to
            show. Before the site goes live, remove it and add your own. An item you have changed is
            yours: it has lost its Sample mark and is not removed. The items below go to the trash,
            where they can be put back in one step for 30 days.
          </p>
          <Form method="post">
            <input type="hidden" name="intent" value="remove" />
            <button type="submit" className="btn btn--danger" disabled={busy}>
              Remove these {total} sample items
            </button>
          </Form>
          {sections.map((s) => (
            <section key={s.key} aria-labelledby={`sample-${s.key}`}>
              <h2 id={`sample-${s.key}`}>
                {s.label} ({s.items.length})
              </h2>
              <ul className="sample-list">
                {s.items.map((item) => (
                  <li key={item.id}>
                    <Link to={item.path}>{item.title}</Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
          <p>
            The home texts, the four support tabs and the settings are kept: change them to your own
            words under Home texts and Settings.
          </p>
        </>
      )}
      {inTrash > 0 && (
        <section aria-labelledby="sample-undo">
          <h2 id="sample-undo">In the trash</h2>
          <p>Removed sample content waits in the trash. You can put all of it back at once.</p>
          <RestoreSample count={inTrash} busy={busy} />
        </section>
      )}
    </>
  );
}
