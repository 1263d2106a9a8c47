// /admin-dashboard/content-file — the whole site's content in one file (admins): download it, or
// import one: checked whole, its plan shown, applied only when confirmed (docs/content-format.md).
import { Form, href, useNavigation } from "react-router";
import { requirePermission } from "~/.server/auth/guards";
import { getConfig } from "~/.server/config";
import { contentFileAction } from "~/.server/content/admin/content-file";
import { dbContext } from "~/.server/context";
import { formAction } from "~/.server/forms/pipeline";
import { formatBytes } from "~/.server/media/rules";
import { FormMessage } from "~/components/forms";
import type { Route } from "./+types/content-file";

export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, "content:transfer");
  return { max: formatBytes(getConfig().CONTENT_FILE_MAX_BYTES) };
}

export const action = (args: Route.ActionArgs) =>
  formAction(args, async () => {
    const viewer = await requirePermission(args, "content:transfer");
    return contentFileAction(args.context.get(dbContext), viewer, args.request);
  });

export const meta: Route.MetaFunction = () => [{ title: "Content file · Admin dashboard" }];

export default function ContentFile({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const plan = actionData?.ok && actionData.step === "plan" ? actionData : undefined;
  const done = actionData?.ok && actionData.step === "done" ? actionData : undefined;
  const refusal = actionData && !actionData.ok ? actionData : undefined;
  const problems = Object.values(refusal?.errors ?? {});
  return (
    <>
      <h1>Content file</h1>
      <p>
        One file holds all of the site's content: every section's items (drafts and scheduled ones
        too, not the trash), the settings, and the pictures and PDFs they show. No accounts, ideas,
        registrations, feedback or history. Keep it as a copy of the site's words and pictures, or
        bring them to another site of the centre.
      </p>

      <h2>Download</h2>
      <p>
        <a
          className="btn"
          href={href("/admin-dashboard/content-file/export.zip")}
          download
          data-testid="content-export"
        >
          Download the content file
        </a>
      </p>

      <h2 id="import">Import</h2>
      <p>
        Importing makes the site read exactly as the file: items in the file are added or changed,
        and the site's items the file does not have go to the trash (restorable for 30 days). The
        file is checked whole first, and you see what will change before anything does. A file of at
        most {loaderData.max}.
      </p>
      {refusal && (
        <div role="alert" className="form-message form-message--error">
          <p>{problems.length ? "The file was not imported, nothing changed:" : refusal.message}</p>
          {problems.length > 0 && (
            <ul>
              {problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      {done && (
        <div role="status" className="form-message form-message--note">
          <p>{done.changes ? "Imported. The site now reads as the file:" : "Nothing changed."}</p>
          <ul>
            {done.lines.map((l) => (
              <li key={l}>{l}</li>
            ))}
          </ul>
        </div>
      )}
      <Form method="post" encType="multipart/form-data" aria-labelledby="import">
        <div className="field">
          <label htmlFor="content-file">Content file (.zip)</label>
          <input id="content-file" name="file" type="file" accept=".zip,application/zip" required />
        </div>
        {plan && (
          <section aria-labelledby="plan-title" className="form-message form-message--note">
            <h3 id="plan-title">What importing {plan.fileName} will do</h3>
            <ul>
              {plan.lines.map((l) => (
                <li key={l}>{l}</li>
              ))}
            </ul>
            <p>Nothing has changed yet.</p>
            <input type="hidden" name="plan" value={plan.plan} />
            {plan.changes > 0 && (
              <button
                type="submit"
                name="intent"
                value="apply"
                className="btn btn--danger"
                disabled={busy}
              >
                Import: make the site read as the file
              </button>
            )}
          </section>
        )}
        <button type="submit" name="intent" value="check" className="btn" disabled={busy}>
          {plan ? "Check again" : "Check the file"}
        </button>
      </Form>
      {plan && (
        <FormMessage kind="note">
          Without JavaScript the page forgets the chosen file: choose it again, then press Import.
        </FormMessage>
      )}
    </>
  );
}
