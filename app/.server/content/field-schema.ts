// The server's check of a content form, made from the section's field list: what the form sends
// (strings) becomes the item's values (keyed as its columns), or each field's first message.
import { z } from "zod";
import { isAttachmentId } from "~/.server/attachments/pdf";
import { getConfig } from "~/.server/config";
import { textField } from "~/.server/forms/fields";
import {
  type FieldDef,
  hindi,
  imageKeys,
  imageValueKeys,
  labelOf,
  linkRule,
  SOCIAL_NETWORKS,
  VISION_PARTS,
} from "~/lib/content/fields";
import { VISION_ROWS } from "~/lib/content/form-values";
import { listPlaceholders, unknownPlaceholders } from "~/lib/content/placeholders";
import { formToQuestions, questionInputs } from "~/lib/content/questions";
import { formToRubric, rubricInputs } from "~/lib/content/rubric";
import {
  formDateRule,
  formDateTimeRule,
  parseFormDate,
  parseFormDateTime,
} from "~/lib/format/dates";
import { webAddress, webAddressRule } from "~/lib/forms/web-address";

const zone = () => getConfig().TIME_ZONE;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const FULL_URL = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
/** A page of this site: "/timeline", "/#idea"; not "//host" or "/\host" (other hosts). */
const SITE_PATH = /^\/(?![/\\])\S*$/;
/** A mailbox a link may open ("mailto:office@example.org?subject=Partnership"). */
const MAILTO = /^mailto:[^\s@/]+@[^\s@/]+\.[^\s@/]+$/i;

/** Lower-case letters, digits and hyphens, made from a name ("Mithila Threads" → "mithila-threads"). */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80);
}

/** An optional text: blank means null. */
const optionalText = (max: number, label: string) =>
  textField()
    .max(max, `${label} may have at most ${max.toLocaleString("en-US")} characters.`)
    .transform((v) => v || null);

function textSchema(field: FieldDef, lang: "en" | "hi") {
  const label = labelOf(field, lang);
  const max = field.max ?? (field.kind === "text" ? 200 : 10_000);
  const text =
    lang === "en" && field.required
      ? textField()
          .min(1, `${label} is required.`)
          .max(max, `${label} may have at most ${max.toLocaleString("en-US")} characters.`)
      : optionalText(max, label);
  const allowed = field.placeholders;
  if (!allowed) return text;
  // A placeholder the message does not have would reach the reader as "{nmae}": refused here.
  return text.superRefine((value, ctx) => {
    const unknown = unknownPlaceholders(value ?? "", allowed);
    if (unknown.length)
      ctx.addIssue({
        code: "custom",
        message: `${label} uses ${listPlaceholders(unknown)}, which this text does not have. It may use ${listPlaceholders(allowed)}.`,
      });
  });
}

/** One field's part of the schema: its keys and their checks. */
function fieldEntries(field: FieldDef): [string, z.ZodType][] {
  const label = labelOf(field);
  switch (field.kind) {
    case "text":
    case "textarea":
    case "markdown":
      return field.bilingual
        ? [
            [field.name, textSchema(field, "en")],
            [hindi(field.name), textSchema(field, "hi")],
          ]
        : [[field.name, textSchema(field, "en")]];
    case "slug":
      // Blank: made from the field it follows (see withSlug).
      return [
        [
          field.name,
          textField()
            .toLowerCase()
            .max(80, `${label} may have at most 80 characters.`)
            .refine((v) => v === "" || SLUG.test(v), {
              message: `${label}: lower-case letters, digits and hyphens only (e.g. mithila-threads).`,
            }),
        ],
      ];
    case "email":
      return [
        [
          field.name,
          textField()
            .max(254)
            .refine((v) => v === "" || EMAIL.test(v), "Enter a valid email address")
            .transform((v) => v || null),
        ],
      ];
    case "url":
      return [[field.name, webAddressField(label, field.required)]];
    case "link":
      return [
        [
          field.name,
          textField()
            .max(2000, `${label} may have at most 2000 characters.`)
            .refine(
              (v) => v === "" || FULL_URL.test(v) || SITE_PATH.test(v) || MAILTO.test(v),
              linkRule(label),
            )
            .refine((v) => !field.required || v !== "", `${label} is required.`)
            .transform((v) => v || null),
        ],
      ];
    case "select": {
      const values = (field.options ?? []).map((o) => o.value);
      return [
        [
          field.name,
          textField()
            .refine((v) => (v === "" ? !field.required : values.includes(v)), `Choose ${label}.`)
            .transform((v) => v || null),
        ],
      ];
    }
    case "reference": {
      // The choices are the other section's items, filled in by withChoices before parsing.
      const ids = (field.options ?? []).map((o) => o.value);
      return [
        [
          field.name,
          textField()
            .refine((v) => v === "" || ids.includes(v), `Choose ${label}.`)
            .transform((v) => (v === "" ? null : Number(v))),
        ],
      ];
    }
    case "checkbox":
      return [
        [
          field.name,
          z
            .string()
            .optional()
            .transform((v) => v === "on" || v === "true"),
        ],
      ];
    case "number":
      return [
        [
          field.name,
          textField()
            .refine((v) => v === "" || /^\d{1,6}$/.test(v), `${label} is a whole number.`)
            .refine((v) => !field.required || v !== "", `${label} is required.`)
            .transform((v) => (v === "" ? null : Number(v))),
        ],
      ];
    case "date":
      return [
        [
          field.name,
          textField()
            .refine((v) => v !== "" || !field.required, `${label} is required (a date).`)
            .refine((v) => v === "" || parseFormDate(v) !== null, formDateRule(label))
            .transform((v) => (v === "" ? null : parseFormDate(v))),
        ],
      ];
    case "datetime":
      return [
        [
          field.name,
          textField()
            .refine((v) => v !== "" || !field.required, `${label} is required (a date and a time).`)
            .refine(
              (v) => v === "" || parseFormDateTime(v, zone()) !== null,
              formDateTimeRule(label),
            )
            .transform((v) => (v === "" ? null : parseFormDateTime(v, zone()))),
        ],
      ];
    case "image": {
      const k = imageKeys(field.name);
      return [
        [k.id, textField().transform((v) => v || null)],
        [k.alt, optionalText(300, "Alt text (English)")],
        [k.altHi, optionalText(300, "Alt text (Hindi)")],
        [k.focusX, percent()],
        [k.focusY, percent()],
      ];
    }
    case "pdf":
      // The file itself was stored before parsing (takePdf): only its id comes here.
      return [
        [
          "attachmentId",
          textField()
            .refine(
              (v) => v === "" || isAttachmentId(v),
              "That PDF is not stored: choose it again.",
            )
            .transform((v) => v || null),
        ],
        [
          "attachmentName",
          textField()
            .max(300)
            .transform((v) => v || null),
        ],
      ];
    case "social":
      return SOCIAL_NETWORKS.map((n) => [
        `${field.name}.${n.value}`,
        webAddressField(n.label, false, 500).transform((v) => v ?? ""),
      ]);
    case "rubric":
      return rubricInputs(field.name).map(
        (name) => [name, textField().max(200).default("")] as [string, z.ZodType],
      );
    case "questions":
      // Each input as text here; what they say together is checked in toValues.
      return questionInputs(field).map(
        (name) => [name, textField().max(3000).default("")] as [string, z.ZodType],
      );
    case "stats":
      return Array.from({ length: 6 }, (_, i) =>
        ["value", "label", "labelHi"].map(
          (part) =>
            [`${field.name}.${i}.${part}`, textField().max(100).default("")] as [string, z.ZodType],
        ),
      ).flat();
    case "vision":
      return Array.from({ length: VISION_ROWS }, (_, i) =>
        VISION_PARTS.flatMap((part) =>
          [part.name, hindi(part.name)].map(
            (key) =>
              [`${field.name}.${i}.${key}`, textField().max(Number(part.max)).default("")] as [
                string,
                z.ZodType,
              ],
          ),
        ),
      ).flat();
  }
}

/**
 * A website (a url field, a social link): "krishimitra.in" is stored as "https://krishimitra.in",
 * a typed http:// stays; blank is null. The one place every form and the import read it.
 */
const webAddressField = (label: string, required?: boolean, max = 2000) =>
  textField()
    .max(max, `${label} may have at most ${max.toLocaleString("en-US")} characters.`)
    .refine((v) => !required || v !== "", `${label} is required.`)
    .refine((v) => v === "" || webAddress(v) !== null, webAddressRule(label))
    .transform((v) => (v === "" ? null : webAddress(v)));

const percent = () =>
  textField().transform((v) =>
    v === "" ? 50 : Math.min(100, Math.max(0, Math.round(Number(v) || 0))),
  );

/**
 * The schema of a section's form: the raw strings in, flat values (some keys dotted) out. A field
 * the form did not send counts as left blank (a script or a form without the Hindi inputs may
 * leave optional ones out): its own rule then answers, never a parser's "received undefined".
 */
export function formSchema(fields: FieldDef[]) {
  const shape = Object.fromEntries(fields.flatMap(fieldEntries));
  const blank = Object.fromEntries(Object.keys(shape).map((key) => [key, ""]));
  return z.preprocess(
    (input) => ({ ...blank, ...(input as Record<string, unknown>) }),
    z.object(shape),
  );
}

/**
 * The parsed form as the item's values: dotted keys gathered into objects and lists (social
 * links, stats, vision), a blank slug made from the field it follows, image alt text required in
 * both languages whenever there is an image.
 */
export function toValues(fields: FieldDef[], parsed: Record<string, unknown>) {
  const values: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  for (const field of fields) {
    switch (field.kind) {
      case "social": {
        const links: Record<string, string> = {};
        for (const n of SOCIAL_NETWORKS) {
          const url = parsed[`${field.name}.${n.value}`];
          if (typeof url === "string" && url) links[n.value] = url;
        }
        values[field.name] = links;
        break;
      }
      case "rubric": {
        const checked = formToRubric(field.name, parsed);
        values[field.name] = checked.criteria;
        Object.assign(errors, checked.errors);
        break;
      }
      case "questions": {
        const checked = formToQuestions(field, parsed);
        values[field.name] = checked.questions;
        Object.assign(errors, checked.errors);
        break;
      }
      case "stats":
        values[field.name] = Array.from({ length: 6 }, (_, i) => ({
          value: String(parsed[`${field.name}.${i}.value`] ?? ""),
          label: String(parsed[`${field.name}.${i}.label`] ?? ""),
          labelHi: String(parsed[`${field.name}.${i}.labelHi`] ?? "") || undefined,
        })).filter((s) => s.value || s.label);
        break;
      case "vision":
        values[field.name] = Array.from({ length: VISION_ROWS }, (_, i) => ({
          word: String(parsed[`${field.name}.${i}.word`] ?? ""),
          wordHi: String(parsed[`${field.name}.${i}.wordHi`] ?? "") || undefined,
          text: String(parsed[`${field.name}.${i}.text`] ?? ""),
          textHi: String(parsed[`${field.name}.${i}.textHi`] ?? "") || undefined,
        }));
        break;
      case "image": {
        const k = imageKeys(field.name);
        for (const key of imageValueKeys(field.name)) values[key] = parsed[key];
        if (values[k.id]) {
          // An image without a description shuts out people who cannot see it.
          if (!values[k.alt]) errors[k.alt] = "Describe the image: Alt text (English) is required.";
          if (!values[k.altHi])
            errors[k.altHi] = "Describe the image: Alt text (Hindi) is required.";
        } else if (field.required) errors[k.id] = `${field.label} is required.`;
        break;
      }
      case "pdf":
        values.attachmentId = parsed.attachmentId;
        values.attachmentName = parsed.attachmentId ? parsed.attachmentName : null;
        break;
      case "slug": {
        const given = String(parsed[field.name] ?? "");
        const made = given || slugify(String(parsed[field.from ?? ""] ?? ""));
        if (!made) errors[field.name] = `${labelOf(field)} is required.`;
        values[field.name] = made;
        break;
      }
      default:
        values[field.name] = parsed[field.name];
        if (field.bilingual) values[hindi(field.name)] = parsed[hindi(field.name)];
    }
  }
  return { values, errors };
}
