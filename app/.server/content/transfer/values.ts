// An item's values in the content file and back (docs/content-format.md). The file keeps each
// value as the row stores it, in JSON's own types, with three exceptions that would not survive a
// move to another database: a picture or a PDF is named by its file in the zip (`imageFile`,
// `attachmentFile`), a reference to another item by that item's key, and a time is ISO 8601 text.
// Reading a file back goes through the back office's own check of a form (field-schema.ts): the
// values are turned into the strings a form would send, so a text over its field's limit, a
// required field left blank or a bad address is refused with the form's own message.

import { getConfig } from "~/.server/config";
import { formSchema, toValues } from "~/.server/content/field-schema";
import type { Values } from "~/.server/content/section";
import {
  type FieldDef,
  hindi,
  imageFields,
  imageKeys,
  SOCIAL_NETWORKS,
  VISION_KEYS,
} from "~/lib/content/fields";
import { STATS_ROWS, VISION_ROWS } from "~/lib/content/form-values";
import { questionsToForm, rowsOf } from "~/lib/content/questions";
import { RUBRIC_ROWS, rubricToForm } from "~/lib/content/rubric";
import { toLocalDateTime } from "~/lib/format/dates";

/** Where a stored picture or PDF goes in the zip. */
export const imageEntry = (id: string) => `media/${id}.jpg`;
export const pdfEntry = (id: string) => `files/${id}.pdf`;

/** The keys under which these fields' rows hold a picture's id (imageId; the brand's logoId...). */
export function imageIdKeys(fields: readonly FieldDef[]): string[] {
  return imageFields(fields).map((f) => imageKeys(f.name).id);
}

/** The keys an item of these fields has in the file, in the form's order. */
export function fileKeys(fields: FieldDef[]): string[] {
  return fields.flatMap((f) => {
    if (f.kind === "image") {
      const k = imageKeys(f.name);
      return [k.file, k.alt, k.altHi, k.focusX, k.focusY];
    }
    if (f.kind === "pdf") return ["attachmentFile", "attachmentName"];
    return f.bilingual ? [f.name, hindi(f.name)] : [f.name];
  });
}

/** Keys a file may name (another item's, a term's) as a field's choices. */
export const keysAsChoices = (keys: readonly string[] = []) =>
  keys.map((k) => ({ value: k, label: k }));

/** What the file needs to name things the row holds by id. */
export type Namer = {
  /** The key of another section's item, by the reference field and the item's id. */
  reference: (field: FieldDef, id: number) => string | null;
};

/** An item's values (a row's columns, or its pending changes) as the file holds them. */
export function toFileValues(fields: FieldDef[], values: Values, names: Namer): Values {
  const out: Values = {};
  for (const field of fields) {
    switch (field.kind) {
      case "image": {
        const k = imageKeys(field.name);
        const id = values[k.id];
        out[k.file] = typeof id === "string" ? imageEntry(id) : null;
        for (const key of [k.alt, k.altHi, k.focusX, k.focusY]) out[key] = values[key] ?? null;
        break;
      }
      case "pdf":
        out.attachmentFile =
          typeof values.attachmentId === "string" ? pdfEntry(values.attachmentId) : null;
        out.attachmentName = values.attachmentName ?? null;
        break;
      case "reference": {
        const id = values[field.name];
        out[field.name] = typeof id === "number" ? names.reference(field, id) : null;
        break;
      }
      case "datetime": {
        const v = values[field.name];
        out[field.name] = v instanceof Date ? v.toISOString() : (v ?? null);
        break;
      }
      case "url":
        // The old site's "#" for "no link" (person-card.tsx shows no button for it) is no address
        // the form takes: the file says what it means.
        out[field.name] = values[field.name] === "#" ? null : (values[field.name] ?? null);
        break;
      default:
        out[field.name] = values[field.name] ?? null;
        if (field.bilingual) out[hindi(field.name)] = values[hindi(field.name)] ?? null;
    }
  }
  return out;
}

/**
 * A file item's values after the form's check: the row's keys, except that `imageId` and
 * `attachmentId` hold the zip entry's name and a reference holds the other item's key (both
 * resolved when the file is applied).
 */
export type Checked = { values: Values; errors: Record<string, string> };

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * Checks one item's values from the file against its section's fields: each problem by the key
 * it is under. `references` lists, per reference field, the keys it may name.
 */
export function checkFileValues(
  fields: FieldDef[],
  given: unknown,
  references: Record<string, string[]>,
): Checked {
  const errors: Record<string, string> = {};
  if (!given || typeof given !== "object" || Array.isArray(given))
    return { values: {}, errors: { "": "must be an object of the item's fields." } };
  const input = given as Record<string, unknown>;
  const known = new Set(fileKeys(fields));
  for (const key of Object.keys(input))
    if (!known.has(key)) errors[key] = "is not a field of this section.";

  const sent: Record<string, string> = {};
  const times: Record<string, Date | null> = {};
  const text = (key: string, value: unknown) => {
    if (value === null || value === undefined) return;
    if (typeof value === "string") sent[key] = value;
    else if (typeof value === "number" && Number.isFinite(value)) sent[key] = String(value);
    else errors[key] = "must be text.";
  };
  for (const field of fields) {
    switch (field.kind) {
      case "image": {
        const k = imageKeys(field.name);
        text(k.id, input[k.file]);
        for (const key of [k.alt, k.altHi, k.focusX, k.focusY]) text(key, input[key]);
        if (errors[k.id]) errors[k.file] = errors[k.id];
        break;
      }
      case "pdf":
        text("attachmentId", input.attachmentFile);
        text("attachmentName", input.attachmentName);
        break;
      case "checkbox": {
        const v = input[field.name];
        if (v === true) sent[field.name] = "on";
        else if (v !== false && v !== null && v !== undefined)
          errors[field.name] = "must be true or false.";
        break;
      }
      case "datetime": {
        const v = input[field.name];
        if (v === null || v === undefined) {
          times[field.name] = null;
          break;
        }
        const at = typeof v === "string" && ISO.test(v) ? new Date(v) : null;
        if (!at || Number.isNaN(at.getTime()))
          errors[field.name] = "must be a time written like 2026-08-15T10:00:00Z.";
        else {
          times[field.name] = at;
          sent[field.name] = toLocalDateTime(at, getConfig().TIME_ZONE);
        }
        break;
      }
      case "social": {
        const v = input[field.name] ?? {};
        if (typeof v !== "object" || Array.isArray(v)) {
          errors[field.name] = "must be an object of links by network.";
          break;
        }
        for (const key of Object.keys(v))
          if (!SOCIAL_NETWORKS.some((n) => n.value === key))
            errors[`${field.name}.${key}`] = "is not a network the site links to.";
        for (const n of SOCIAL_NETWORKS)
          text(`${field.name}.${n.value}`, (v as Record<string, unknown>)[n.value]);
        break;
      }
      case "questions": {
        const v = input[field.name] ?? [];
        if (!Array.isArray(v) || v.length > rowsOf(field)) {
          errors[field.name] = `must be a list of at most ${rowsOf(field)} questions.`;
          break;
        }
        for (const [key, value] of Object.entries(questionsToForm(field, v)))
          if (value !== false) sent[key] = value === true ? "on" : value;
        break;
      }
      case "rubric": {
        const v = input[field.name] ?? [];
        if (!Array.isArray(v) || v.length > RUBRIC_ROWS) {
          errors[field.name] = `must be a list of at most ${RUBRIC_ROWS} criteria.`;
          break;
        }
        Object.assign(sent, rubricToForm(field.name, v));
        break;
      }
      case "stats":
      case "vision": {
        const v = input[field.name] ?? [];
        const rows = field.kind === "stats" ? STATS_ROWS : VISION_ROWS;
        const parts = field.kind === "stats" ? ["value", "label", "labelHi"] : VISION_KEYS;
        if (!Array.isArray(v) || v.length > rows) {
          errors[field.name] = `must be a list of at most ${rows}.`;
          break;
        }
        v.forEach((row, i) => {
          if (!row || typeof row !== "object") errors[`${field.name}.${i}`] = "must be an object.";
          else for (const part of parts) text(`${field.name}.${i}.${part}`, row[part]);
        });
        break;
      }
      case "reference": {
        const v = input[field.name];
        if (v === null || v === undefined) break;
        if (typeof v !== "string" || !references[field.name]?.includes(v))
          errors[field.name] =
            `names no ${field.to ?? "other"} item of the file or the site (“${String(v)}”).`;
        else sent[field.name] = v;
        break;
      }
      default:
        text(field.name, input[field.name]);
        if (field.bilingual) text(hindi(field.name), input[hindi(field.name)]);
    }
  }

  // The form's own check, with a reference's choices being the keys it may name.
  const withChoices = fields.map((f) =>
    f.kind === "reference" ? { ...f, options: keysAsChoices(references[f.name]) } : f,
  );
  const parsed = formSchema(withChoices).safeParse(sent);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = fileKeyIn(fields, String(issue.path[0] ?? ""));
      errors[key] ??= issue.message;
    }
    return { values: {}, errors };
  }
  const { values, errors: formErrors } = toValues(
    withChoices,
    parsed.data as Record<string, unknown>,
  );
  // The gallery's Change control (api/gallery/:name) stores a photo with its English description
  // only; a file must carry what a site holds (the Hindi page then describes it in English).
  const hindiAlts = imageFields(fields).map((f) => imageKeys(f.name).altHi);
  for (const [key, message] of Object.entries(formErrors))
    if (!hindiAlts.includes(key)) errors[fileKeyIn(fields, key)] ??= message;
  for (const field of fields) {
    if (field.kind === "datetime") values[field.name] = times[field.name] ?? null;
    if (field.kind === "reference") values[field.name] = sent[field.name] ?? null;
  }
  return { values, errors };
}

/** A form key as the file names it ("imageId" is the file's "imageFile", "logoId" its "logoFile"). */
function fileKeyIn(fields: readonly FieldDef[], key: string): string {
  if (key === "attachmentId") return "attachmentFile";
  const image = imageFields(fields).find((f) => imageKeys(f.name).id === key);
  return image ? imageKeys(image.name).file : key;
}
