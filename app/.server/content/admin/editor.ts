import { pdfTooLarge } from "~/.server/attachments/pdf";
import { attachmentRefs, takePdf } from "~/.server/attachments/store";
import { type GuardArgs, requirePermission } from "~/.server/auth/guards";
import { getConfig } from "~/.server/config";
import { formSchema, toValues } from "~/.server/content/field-schema";
import { formFields, getItem, type Item } from "~/.server/content/items";
import { sectionOf } from "~/.server/content/kinds/index";
import { imageRefs } from "~/.server/content/queries";
import type { Section, Values } from "~/.server/content/section";
import { dbContext } from "~/.server/context";
import type { Db } from "~/.server/db/database";
import { DomainError } from "~/.server/errors";
import { MULTIPART_OVERHEAD } from "~/.server/forms/body";
import { checkSubmission, readSubmission } from "~/.server/forms/pipeline";
import { storePicture } from "~/.server/media/content-image";
import { formatBytes, tooLargeMessage } from "~/.server/media/rules";
import {
  type FieldDef,
  hindi,
  imageFields,
  imageKeys,
  SOCIAL_NETWORKS,
  VISION_KEYS,
} from "~/lib/content/fields";
import { type FormValues, STATS_ROWS, VISION_ROWS } from "~/lib/content/form-values";
import { questionsToForm } from "~/lib/content/questions";
import { rubricToForm } from "~/lib/content/rubric";
import { toFormDate, toFormDateTime } from "~/lib/format/dates";
import type { Viewer } from "~/lib/viewer";
import { withChoices } from "./choices";
import { placeholderNotes } from "./placeholder-notes";

/** A field with the sentence on its placeholders, when its text uses any. */
const withNote = (field: FieldDef, note: string | undefined): FieldDef =>
  note ? { ...field, placeholderNote: note } : field;

/** The section an address names, for a viewer who may edit it: 404 for no section, 403 without the right. */
export async function openSection(
  args: GuardArgs,
  key: string | undefined,
): Promise<{ section: Section; viewer: Viewer }> {
  const section = sectionOf(key);
  if (!section) throw new Response("Not found", { status: 404 });
  const viewer = await requirePermission(args, section.right);
  return { section, viewer };
}

/** A row id from the address; 404 for anything that is not one. */
export function idParam(value: string | undefined): number {
  const id = Number(value);
  if (!/^\d{1,9}$/.test(value ?? "") || !Number.isSafeInteger(id) || id < 1)
    throw new Response("Not found", { status: 404 });
  return id;
}

const text = (v: unknown) => (v === null || v === undefined ? "" : String(v));

/** An item's values as its form's inputs hold them (times in the centre's zone). */
export function toFormValues(fields: FieldDef[], values: Values): FormValues {
  const zone = getConfig().TIME_ZONE;
  const out: FormValues = {};
  for (const field of fields) {
    const v = values[field.name];
    switch (field.kind) {
      case "checkbox":
        out[field.name] = Boolean(v);
        break;
      case "date":
        out[field.name] = typeof v === "string" ? toFormDate(v) : "";
        break;
      case "datetime":
        out[field.name] = v instanceof Date ? toFormDateTime(v, zone) : "";
        break;
      case "image": {
        const k = imageKeys(field.name);
        out[k.id] = text(values[k.id]);
        out[k.alt] = text(values[k.alt]);
        out[k.altHi] = text(values[k.altHi]);
        out[k.focusX] = text(values[k.focusX] ?? 50);
        out[k.focusY] = text(values[k.focusY] ?? 50);
        break;
      }
      case "pdf":
        out.attachmentId = text(values.attachmentId);
        out.attachmentName = text(values.attachmentName);
        break;
      case "social": {
        const links = (v ?? {}) as Record<string, string>;
        for (const n of SOCIAL_NETWORKS) out[`${field.name}.${n.value}`] = text(links[n.value]);
        break;
      }
      case "questions":
        Object.assign(out, questionsToForm(field, v));
        break;
      case "rubric":
        Object.assign(out, rubricToForm(field.name, v));
        break;
      case "stats": {
        const rows = (v ?? []) as { value?: string; label?: string; labelHi?: string }[];
        for (let i = 0; i < STATS_ROWS; i++)
          for (const part of ["value", "label", "labelHi"] as const)
            out[`${field.name}.${i}.${part}`] = text(rows[i]?.[part]);
        break;
      }
      case "vision": {
        const rows = (v ?? []) as Record<string, string | undefined>[];
        for (let i = 0; i < VISION_ROWS; i++)
          for (const part of VISION_KEYS) out[`${field.name}.${i}.${part}`] = text(rows[i]?.[part]);
        break;
      }
      default:
        out[field.name] = text(v);
        if (field.bilingual) out[hindi(field.name)] = text(values[hindi(field.name)]);
    }
  }
  return out;
}

/** Everything the item form draws: its fields (with choices), values and the picture shown. */
export async function editorOf(db: Db, section: Section, item: Item | null) {
  const fields = await withChoices(db, formFields(section));
  const values = toFormValues(fields, item?.values ?? section.defaults?.() ?? {});
  const pdfMax = formatBytes(getConfig().PDF_MAX_BYTES);
  const notes = await placeholderNotes(db, fields, values);
  return {
    fields: fields
      .map((f) => withNote(f, notes[f.name]))
      .map((f) => {
        // The limit is the server's setting: the hint says it as it is now.
        if (f.kind === "pdf")
          return { ...f, hint: `${f.hint ?? ""} A PDF file of at most ${pdfMax}.`.trim() };
        // A choice that is no more (a sector staff took away) is shown as what it was, not
        // silently replaced by the first choice; saving it is refused until another is chosen.
        const kept = values[f.name];
        if (
          f.kind === "select" &&
          typeof kept === "string" &&
          kept &&
          !f.options?.some((o) => o.value === kept)
        )
          return {
            ...f,
            options: [{ value: kept, label: `${kept} (no longer a choice)` }, ...(f.options ?? [])],
          };
        return f;
      }),
    values,
    images: await imageRefs(
      db,
      imageFields(fields).map((f) => values[imageKeys(f.name).id]),
    ),
    attachments: await attachmentRefs(db, [values.attachmentId]),
  };
}

/**
 * A picture replaced while its description stayed the old picture's: the description is then
 * wrong (it describes a picture nobody sees any more), so both languages must be written anew.
 * The form empties them when a file is chosen; this rule is what holds without JavaScript.
 */
export function staleAltText(
  fields: readonly FieldDef[],
  values: Values,
  stored: Values,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of imageFields(fields)) {
    const k = imageKeys(field.name);
    const before = stored[k.id];
    if (!before || !values[k.id] || values[k.id] === before) continue;
    for (const [key, label] of [
      [k.alt, "Alt text (English)"],
      [k.altHi, "Alt text (Hindi)"],
    ] as const)
      if (values[key] && values[key] === stored[key])
        errors[key] =
          `The picture is new: write ${label} for it (the old text describes the old picture).`;
  }
  return errors;
}

export type Intent = "draft" | "publish" | "preview" | "unpublish" | "delete";
const INTENTS: readonly Intent[] = ["draft", "publish", "preview", "unpublish", "delete"];

/**
 * Reads an item form: its intent and, for a save, its checked values. A picture chosen without
 * JavaScript comes with the form and is stored first, so a refusal of another field does not ask
 * for it again; with JavaScript it was uploaded already and only its id comes.
 */
export async function readItemForm(
  args: GuardArgs,
  section: Section,
  /** The saved item the form changes (none for a new one). */
  id?: number,
): Promise<{ intent: Intent; values: Values; basedOn?: number }> {
  const db = args.context.get(dbContext);
  const { MEDIA_MAX_BYTES: max, PDF_MAX_BYTES: pdfMax } = getConfig();
  const hasPdf = section.fields.some((f) => f.kind === "pdf");
  const pictures = imageFields(section.fields);
  const { values: sent, files } = await readSubmission(
    args.request,
    // A form with a PDF field (notices) carries a PDF, not a picture; one with several pictures
    // (the brand) may carry each of them at once when the browser runs no JavaScript.
    hasPdf
      ? { maxBytes: pdfMax + MULTIPART_OVERHEAD, tooLarge: pdfTooLarge(pdfMax) }
      : {
          maxBytes: Math.max(1, pictures.length) * max + MULTIPART_OVERHEAD,
          tooLarge: tooLargeMessage(max),
        },
  );
  const intent = INTENTS.find((i) => i === sent.intent);
  if (!intent) throw new DomainError("Choose Save draft, Publish or another action.", 400);
  if (intent === "unpublish" || intent === "delete") return { intent, values: {} };

  for (const field of pictures) {
    const k = imageKeys(field.name);
    const file = files[k.file];
    if (file && sent[k.remove] !== "on") {
      try {
        sent[k.id] = await storePicture(db, Buffer.from(await file.arrayBuffer()), file.name, max);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        const message = `The picture was not saved: ${error.message}`;
        throw new DomainError(message, error.status, { errors: { [k.id]: message } });
      }
    }
    if (sent[k.remove] === "on") sent[k.id] = "";
    if (sent[k.id] && !(await imageRefs(db, [sent[k.id]]))[sent[k.id]])
      throw new DomainError("That picture is no longer stored: choose it again.", 400, {
        errors: { [k.id]: "That picture is no longer stored: choose it again." },
      });
  }
  if (hasPdf) await takePdf(db, sent, files.attachmentFile, pdfMax);

  const fields = await withChoices(db, formFields(section));
  const { values, errors } = toValues(
    fields,
    checkSubmission(args.request, sent, formSchema(fields)),
  );
  if (id !== undefined) {
    const stored = await getItem(db, section, id);
    // A field's own message (a blank alt text) comes first.
    if (stored)
      for (const [key, message] of Object.entries(staleAltText(fields, values, stored.values)))
        errors[key] ??= message;
  }
  const first = Object.values(errors)[0];
  if (first) throw new DomainError(first, 400, { errors });
  const basedOn = /^\d{1,15}$/.test(sent.basedOn ?? "") ? Number(sent.basedOn) : undefined;
  return { intent, values, basedOn };
}
