// Reading a content file, all of it, before anything changes: the zip, content.json, every item
// against its section's fields (the back office's own check), every picture and PDF it names. A
// file with any problem is refused whole, each problem said with its place (`startups[3].name`:
// the fourth startup, counting from 0, as JSON tools do).
import { createHash } from "node:crypto";
import { checkPdf } from "~/.server/attachments/pdf";
import { getConfig } from "~/.server/config";
import { SECTIONS } from "~/.server/content/kinds/index";
import type { Section, Values } from "~/.server/content/section";
import type { Db } from "~/.server/db/database";
import { DomainError } from "~/.server/errors";
import { asNormalised, normaliseImage } from "~/.server/media/pipeline";
import { sniffPicture } from "~/.server/media/rules";
import { imageFields, imageKeys } from "~/lib/content/fields";
import { liveRows } from "./export";
import {
  CONTENT_JSON,
  type FileItem,
  FORMAT,
  formFields,
  keyOf,
  siteKeyOf,
  titleOf,
} from "./format";
import { checkFileValues, keysAsChoices } from "./values";
import { openZip } from "./zip";

/** An item of the file, checked: its values as the row will hold them (files and references by name). */
export type CheckedItem = {
  /** Its place in the file, e.g. "startups[3]". */
  place: string;
  key: string;
  title: string;
  status: "draft" | "published";
  values: Values;
  pending: Values | null;
};

export type CheckedFile = {
  /** The sections the file holds (a section it leaves out is left as it is). */
  sections: Map<string, CheckedItem[]>;
  /** The zip's pictures by entry name: the id each will have, and how to store it. */
  images: Map<string, { id: string; bytes: Buffer; asIs: boolean }>;
  pdfs: Map<string, { id: string; bytes: Buffer }>;
  /** SHA-256 of the file: the back office applies only the file it showed the plan of. */
  digest: string;
};

/** A file with problems: each by its place, the first few in the message. */
export class ContentFileError extends DomainError {
  constructor(readonly problems: string[]) {
    const shown = problems.slice(0, 10);
    const more =
      problems.length > shown.length ? ` (and ${problems.length - shown.length} more)` : "";
    super(
      `The file was not imported, nothing changed. ${problems.length === 1 ? "One problem" : `${problems.length} problems`}${more}: ${shown.join(" · ")}`,
      400,
      // Each problem by its place, for the back office to list.
      { errors: Object.fromEntries(shown.map((p, i) => [`problem${i}`, p])) },
    );
  }
}

const refuse = (problem: string): never => {
  throw new ContentFileError([problem]);
};

/** How large a content file may be, and what its parts may unpack to. */
export function fileLimits() {
  const config = getConfig();
  return {
    fileBytes: config.CONTENT_FILE_MAX_BYTES,
    zip: {
      entryBytes: Math.max(config.MEDIA_MAX_BYTES, config.PDF_MAX_BYTES),
      jsonBytes: 64 * 1024 * 1024,
      totalBytes: 2 * config.CONTENT_FILE_MAX_BYTES + 64 * 1024 * 1024,
    },
  };
}

/** Checks a whole content file against this site; throws ContentFileError (400) on any problem. */
export async function checkContentFile(db: Db, bytes: Uint8Array): Promise<CheckedFile> {
  const limits = fileLimits();
  if (bytes.length === 0) refuse("the file is empty.");
  if (bytes.length > limits.fileBytes)
    refuse(`the file is larger than ${Math.round(limits.fileBytes / 1024 / 1024)} MB.`);
  let zip: ReturnType<typeof openZip>;
  try {
    zip = openZip(bytes, limits.zip);
  } catch (error) {
    if (error instanceof DomainError) throw new ContentFileError([error.message]);
    throw error;
  }
  const json = zip.read(CONTENT_JSON);
  if (!json)
    return refuse(`the zip holds no ${CONTENT_JSON}: it is not a content file of this site.`);
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(json);
  } catch {
    return refuse(`${CONTENT_JSON} is not UTF-8 text.`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch (error) {
    return refuse(`${CONTENT_JSON} is not valid JSON: ${(error as Error).message}`);
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed))
    return refuse(`${CONTENT_JSON} must hold one object.`);
  const top = parsed as Record<string, unknown>;
  if (top.format !== FORMAT)
    return refuse(
      `format: the file is in format ${JSON.stringify(top.format ?? null)}; this release reads format ${FORMAT}.`,
    );
  if (!top.sections || typeof top.sections !== "object" || Array.isArray(top.sections))
    return refuse("sections: missing (an object of every section's items).");

  const problems: string[] = [];
  const given = top.sections as Record<string, unknown>;
  for (const key of Object.keys(given))
    if (!SECTIONS.some((s) => s.key === key))
      problems.push(`sections.${key}: this site has no such section.`);
  const present = SECTIONS.filter((s) => Object.hasOwn(given, s.key));

  // The keys each reference may name: the other section's items in the file, or on the site
  // when the file leaves that section out.
  const referable = new Map<string, string[]>();
  for (const section of SECTIONS) {
    const list = given[section.key];
    if (Array.isArray(list))
      referable.set(
        section.key,
        list.map((item, i) => keyOf(section, named(section, item as FileItem | null), i)),
      );
    else
      referable.set(
        section.key,
        (await liveRows(db, section)).map((row, i) => keyOf(section, row, i)),
      );
  }

  const sections = new Map<string, CheckedItem[]>();
  const files = new Map<string, string>();
  for (const section of present) {
    const list = given[section.key];
    if (!Array.isArray(list)) {
      problems.push(`sections.${section.key}: must be a list of items.`);
      continue;
    }
    if (section.singleton && list.length !== 1)
      problems.push(`${section.key}: must hold exactly one item (it has ${list.length}).`);
    sections.set(
      section.key,
      checkItems(section, list, referable, problems, (name, place) => files.set(name, place)),
    );
  }

  const images = new Map<string, { id: string; bytes: Buffer; asIs: boolean }>();
  const pdfs = new Map<string, { id: string; bytes: Buffer }>();
  const config = getConfig();
  for (const [name, place] of files)
    if (!zip.has(name)) problems.push(`${place}: the file “${name}” is not in the zip.`);
  // Pictures are decoded whole to be checked, which takes a while: only for an otherwise good file.
  if (problems.length) throw new ContentFileError(problems);
  for (const [name, place] of files) {
    const bytes = zip.read(name);
    if (!bytes) continue;
    if (place.endsWith("attachmentFile")) {
      try {
        checkPdf(bytes, config.PDF_MAX_BYTES);
        pdfs.set(name, { id: createHash("sha256").update(bytes).digest("hex"), bytes });
      } catch (error) {
        problems.push(`${place}: “${name}”: ${(error as Error).message}`);
      }
      continue;
    }
    const problem = await checkPicture(bytes, config.MEDIA_MAX_BYTES);
    if (typeof problem === "string") problems.push(`${place}: “${name}”: ${problem}`);
    else images.set(name, { ...problem, bytes });
  }
  if (problems.length) throw new ContentFileError(problems);
  return {
    sections,
    images,
    pdfs,
    digest: createHash("sha256").update(bytes).digest("hex"),
  };
}

/** An item's values with the name the site gives it, where the file carries one (`key`). */
const named = (section: Section, item: FileItem | null): Values => {
  const values = item?.values && typeof item.values === "object" ? item.values : {};
  const siteKey = siteKeyOf(section);
  return siteKey ? { ...values, [siteKey]: item?.key } : values;
};

/** A picture of the file: its id-to-be, or what is wrong with it. */
async function checkPicture(
  bytes: Buffer,
  max: number,
): Promise<{ id: string; asIs: boolean } | string> {
  if (bytes.length > max) return `larger than ${Math.round(max / 1024 / 1024)} MB.`;
  if (!sniffPicture(bytes)) return "not a JPEG, PNG or WebP image.";
  const exported = await asNormalised(bytes);
  if (exported) return { id: exported.id, asIs: true };
  try {
    // Any other picture is taken as an upload: normalised as the back office does it.
    return { id: (await normaliseImage(bytes)).id, asIs: false };
  } catch (error) {
    return (error as Error).message;
  }
}

function checkItems(
  section: Section,
  list: unknown[],
  referable: Map<string, string[]>,
  problems: string[],
  needs: (file: string, place: string) => void,
): CheckedItem[] {
  // A choice among terms (a startup's sector) may name the file's terms, or the site's when the
  // file leaves that vocabulary out: those are its choices, as a form's are the published terms.
  const fields = formFields(section).map((f) =>
    f.vocabulary ? { ...f, options: keysAsChoices(referable.get(f.vocabulary)) } : f,
  );
  const references = Object.fromEntries(
    fields
      .filter((f) => f.kind === "reference")
      .map((f) => [f.name, referable.get(f.to ?? "") ?? []]),
  );
  const items: CheckedItem[] = [];
  const slugs = new Map<string, string>();
  list.forEach((raw, i) => {
    const place = `${section.key}[${i}]`;
    if (!raw || typeof raw !== "object" || Array.isArray(raw)) {
      problems.push(`${place}: must be an object with status and values.`);
      return;
    }
    const item = raw as Record<string, unknown>;
    for (const k of Object.keys(item))
      if (!["key", "status", "values", "pending"].includes(k))
        problems.push(`${place}.${k}: not part of an item (key, status, values, pending).`);
    if (siteKeyOf(section) && typeof item.key !== "string") {
      problems.push(`${place}.key: the name of the ${section.item} on the site is missing.`);
      return;
    }
    if (item.status !== "draft" && item.status !== "published") {
      problems.push(`${place}.status: must be "draft" or "published".`);
      return;
    }
    if (section.singleton && item.status !== "published")
      problems.push(`${place}.status: ${section.label} are always public: "published".`);
    const checked = (given: unknown, at: string) => {
      const { values, errors } = checkFileValues(fields, given, references);
      for (const [k, message] of Object.entries(errors))
        problems.push(`${at}${k ? `.${k}` : ""}: ${message}`);
      for (const field of imageFields(fields)) {
        const name = values[imageKeys(field.name).id];
        if (typeof name === "string") needs(name, `${at}.${imageKeys(field.name).file}`);
      }
      if (typeof values.attachmentId === "string")
        needs(values.attachmentId, `${at}.attachmentFile`);
      return Object.keys(errors).length ? undefined : values;
    };
    const values = checked(item.values, `${place}.values`);
    const pending =
      item.pending === null || item.pending === undefined
        ? null
        : checked(item.pending, `${place}.pending`);
    if (pending !== null && item.status !== "published")
      problems.push(`${place}.pending: only a published item has unpublished changes.`);
    if (!values || pending === undefined) return;
    const itemKey = keyOf(section, named(section, { ...item, values } as FileItem), i);
    const slug = section.fields.find((f) => f.kind === "slug");
    if (slug) {
      const earlier = slugs.get(itemKey);
      if (earlier)
        problems.push(
          `${place}.values.${slug.name}: “${itemKey}” is also the address of ${earlier}.`,
        );
      slugs.set(itemKey, place);
    }
    items.push({
      place,
      key: itemKey,
      title: titleOf(section, values),
      status: item.status,
      values,
      pending,
    });
  });
  return items;
}
