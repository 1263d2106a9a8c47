// The back office's "Add from a spreadsheet" page (issue 24): what it shows (the columns, the
// template's address, the limits), and its one action: a file in, its preview back (every row,
// every problem), and on confirmation every row added at once, then the section's list.
import { redirect } from "react-router";
import type { GuardArgs } from "~/.server/auth/guards";
import { importFile, itemsWord } from "~/.server/content/csv/apply";
import { type CheckedSheet, checkFile, problemText } from "~/.server/content/csv/check";
import {
  CSV_MAX_BYTES,
  CSV_MAX_ROWS,
  csvColumns,
  isImportable,
  leftOutFields,
} from "~/.server/content/csv/columns";
import { withTerms } from "~/.server/content/kinds/vocabularies";
import { listPath } from "~/.server/content/listing";
import type { Section } from "~/.server/content/section";
import { dbContext } from "~/.server/context";
import { DomainError } from "~/.server/errors";
import { MULTIPART_OVERHEAD } from "~/.server/forms/body";
import { readSubmission } from "~/.server/forms/pipeline";
import type { ImportAnswer, ImportPageData, ImportPreview } from "~/lib/content/import-page";
import type { Viewer } from "~/lib/viewer";
import { openSection } from "./editor";

const SIZE = `${CSV_MAX_BYTES / 1024 / 1024} MB`;

/**
 * The section, for a viewer with its right; 404 for a section that has no import. Its choices
 * among terms (a startup's sector) are the published terms, as the form's are.
 */
export async function openImport(
  args: GuardArgs,
  key: string | undefined,
): Promise<{ section: Section; viewer: Viewer }> {
  const opened = await openSection(args, key);
  if (!isImportable(opened.section)) throw new Response("Not found", { status: 404 });
  const fields = await withTerms(args.context.get(dbContext), opened.section.fields);
  return { ...opened, section: { ...opened.section, fields } };
}

export function importPageData(section: Section): ImportPageData {
  return {
    section: {
      key: section.key,
      label: section.label,
      item: section.item,
      items: itemsWord(section, 2),
    },
    listPath: listPath(section),
    templatePath: `/admin-dashboard/${section.key}/import.csv`,
    columns: csvColumns(section).map(({ header, label, required, accepts }) => ({
      header,
      label,
      required,
      accepts,
    })),
    leftOut: leftOutFields(section).map(({ field, reason }) => ({ label: field.label, reason })),
    limits: { size: SIZE, rows: CSV_MAX_ROWS },
  };
}

/** A long description is cut in the preview: the table is for checking, not for reading. */
const cut = (text: string) => (text.length > 120 ? `${text.slice(0, 119)}…` : text);

function previewOf(section: Section, checked: CheckedSheet, name: string, bytes: Uint8Array) {
  const count = checked.problems.length ? 0 : checked.rows.length;
  return {
    fileName: name,
    columns: checked.columns.map((c) => ({ header: c.header, label: c.label })),
    rows: checked.rows.map((r) => ({ row: r.row, cells: r.shown.map(cut), ok: r.values !== null })),
    problems: checked.problems.map(problemText),
    count,
    confirm: `Add ${count} ${itemsWord(section, count)}`,
    data: Buffer.from(bytes).toString("base64"),
  } satisfies ImportPreview;
}

/**
 * The upload (intent "preview") or its confirmation ("confirm", the file sent back by the preview
 * with the state staff chose). A bad row saves nothing; the preview says which and why.
 */
export async function importAction(args: GuardArgs, key: string | undefined) {
  const { section, viewer } = await openImport(args, key);
  const { values, files } = await readSubmission(args.request, {
    // The confirmation carries the file as base64: a third larger.
    maxBytes: Math.ceil((CSV_MAX_BYTES * 4) / 3) + MULTIPART_OVERHEAD,
    tooLarge: `The file is larger than ${SIZE}: split it into smaller files.`,
  });
  const intent = values.intent;
  if (intent !== "preview" && intent !== "confirm")
    throw new DomainError("Choose a file and press “Check the file”.", 400);
  const file = files.file;
  const bytes = file
    ? new Uint8Array(await file.arrayBuffer())
    : new Uint8Array(Buffer.from(values.data ?? "", "base64"));
  if (bytes.byteLength === 0) throw new DomainError("Choose a CSV file to check.", 400);
  const name = file?.name ?? values.fileName ?? "";
  const db = args.context.get(dbContext);

  if (intent === "confirm") {
    const status = values.status;
    if (status !== "draft" && status !== "published")
      throw new DomainError("Choose whether they are added as drafts or published.", 400);
    const ids = await importFile(db, section, viewer, bytes, status === "published");
    throw redirect(`${listPath(section)}?imported=${ids.length}&as=${status}`);
  }
  const preview = previewOf(section, await checkFile(db, section, bytes), name, bytes);
  return { ok: true, preview } satisfies ImportAnswer;
}

/** What the list says after an import ("30 startups added from the spreadsheet, as drafts…"). */
export function importedNote(section: Section, url: URL): string | null {
  const count = Number(url.searchParams.get("imported"));
  if (!Number.isSafeInteger(count) || count < 1 || !isImportable(section)) return null;
  const as =
    url.searchParams.get("as") === "published"
      ? "published: visitors see them now"
      : "as drafts: visitors see each once you publish it";
  return `${count} ${itemsWord(section, count)} added from the spreadsheet, ${as}.`;
}
