// /admin-dashboard/:section/import — startups, faculty mentors or student team members from a
// spreadsheet: the template, the columns, an upload that shows every row and every problem before
// anything is saved, then "Add 30 startups" (as drafts or published) in one go.
import { Form, Link, useNavigation } from "react-router";
import { importAction, importPageData, openImport } from "~/.server/content/admin/import-page";
import { formAction } from "~/.server/forms/pipeline";
import { FormMessage } from "~/components/forms";
import type { ImportPageData, ImportPreview } from "~/lib/content/import-page";
import type { Route } from "./+types/import";
import "~/components/admin/content.css";

export async function loader(args: Route.LoaderArgs) {
  const { section } = await openImport(args, args.params.section);
  return importPageData(section);
}

export const action = (args: Route.ActionArgs) =>
  formAction(args, () => importAction(args, args.params.section));

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: loaderData
      ? `Add ${loaderData.section.items} from a spreadsheet · Admin dashboard`
      : "Admin dashboard",
  },
];

function Columns({ page }: { page: ImportPageData }) {
  return (
    <details className="csv-columns">
      <summary>The columns ({page.columns.length})</summary>
      <div className="admin-table-wrap">
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Column</th>
              <th scope="col">In the form</th>
              <th scope="col">What to write</th>
            </tr>
          </thead>
          <tbody>
            {page.columns.map((c) => (
              <tr key={c.header}>
                <td>
                  <code>{c.header}</code>
                  {c.required && " (required)"}
                </td>
                <td>{c.label}</td>
                <td>{c.accepts}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {page.leftOut.map((f) => (
        <p key={f.label} className="field__hint">
          {`${f.label}: ${f.reason}`}
        </p>
      ))}
    </details>
  );
}

function Preview({ preview, items }: { preview: ImportPreview; items: string }) {
  const busy = useNavigation().state !== "idle";
  const bad = preview.rows.filter((r) => !r.ok).length;
  return (
    <section aria-labelledby="preview-heading">
      <h2 id="preview-heading">{`Preview of ${preview.fileName || "the file"}`}</h2>
      {preview.problems.length > 0 ? (
        <>
          <FormMessage>
            {`Nothing has been added. ${bad} of ${preview.rows.length} rows ${bad === 1 ? "has" : "have"} a problem: correct ${bad === 1 ? "it" : "them"} in your spreadsheet, save it as CSV and upload it again.`}
          </FormMessage>
          <ul className="csv-problems">
            {preview.problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </>
      ) : (
        <FormMessage kind="note">
          {`All ${preview.rows.length} rows can be added. Nothing is saved until you press “${preview.confirm}”.`}
        </FormMessage>
      )}
      {/* A wide table scrolls sideways: the keyboard must reach it to scroll it (WCAG 2.1.1). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is focusable so keys scroll it. */}
      <section className="admin-table-wrap" aria-label="The file's rows" tabIndex={0}>
        <table className="admin-table csv-preview">
          <thead>
            <tr>
              <th scope="col">Row</th>
              {preview.columns.map((c) => (
                <th key={c.header} scope="col" title={c.label}>
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {preview.rows.map((r) => (
              <tr key={r.row} className={r.ok ? undefined : "csv-preview__bad"}>
                <th scope="row">{r.ok ? r.row : `${r.row} (problem)`}</th>
                {r.cells.map((cell, i) => (
                  <td key={preview.columns[i]?.header ?? i}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {preview.count > 0 && (
        <Form method="post" encType="multipart/form-data" className="csv-confirm">
          <input type="hidden" name="data" value={preview.data} />
          <input type="hidden" name="fileName" value={preview.fileName} />
          <fieldset className="field-group">
            <legend>{`Add the ${items} as`}</legend>
            <label className="csv-choice">
              <input type="radio" name="status" value="draft" defaultChecked /> Drafts: visitors see
              nothing until each is published
            </label>
            <label className="csv-choice">
              <input type="radio" name="status" value="published" /> Published: visitors see them at
              once
            </label>
          </fieldset>
          <button
            type="submit"
            name="intent"
            value="confirm"
            className="btn btn--primary"
            disabled={busy}
          >
            {preview.confirm}
          </button>
        </Form>
      )}
    </section>
  );
}

export default function ImportPage({ loaderData: page, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const preview = actionData?.ok ? actionData.preview : null;
  const refused = actionData && !actionData.ok ? actionData.message : null;
  return (
    <>
      <p>
        <Link to={page.listPath}>{`Back to ${page.section.label.toLowerCase()}`}</Link>
      </p>
      <h1>{`Add ${page.section.items} from a spreadsheet`}</h1>
      <ol className="csv-steps">
        <li>
          <a href={page.templatePath} download>
            Download the template (CSV)
          </a>
          {`: its first row names the columns, its second is an example to replace.`}
        </li>
        <li>
          {`Fill in one row per ${page.section.item}, in English and, where you have it, in Hindi (the columns ending in _hi). Save it as “CSV UTF-8”.`}
        </li>
        <li>
          {`Upload it: you see every row before anything is saved. A file with a problem in any row adds nothing. At most ${page.limits.rows} rows and ${page.limits.size} per file. Pictures are added in each ${page.section.item}'s form afterwards.`}
        </li>
      </ol>
      <Columns page={page} />
      <Form method="post" encType="multipart/form-data" className="csv-upload">
        <div className="field">
          <label htmlFor="csv-file">CSV file</label>
          <input id="csv-file" type="file" name="file" accept=".csv,text/csv" required />
        </div>
        <button
          type="submit"
          name="intent"
          value="preview"
          className="btn btn--ghost"
          disabled={busy}
        >
          Check the file
        </button>
      </Form>
      {refused && <FormMessage>{refused}</FormMessage>}
      {preview && <Preview preview={preview} items={page.section.items} />}
    </>
  );
}
