// A content form's values as its inputs hold them: one string (or a checkbox's state) per input
// name. The server fills them from an item; after a refused save, from what was sent, so a page
// without JavaScript shows exactly what the person typed.
import { type FieldDef, hindi, imageValueKeys, SOCIAL_NETWORKS, VISION_KEYS } from "./fields";
import { questionInputs } from "./questions";
import { rubricInputs } from "./rubric";

export type FormValues = Record<string, string | boolean>;

/** How many figures an event may show, and how many vision statements the home page has. */
export const STATS_ROWS = 6;
export const VISION_ROWS = 3;

/** The input names of a field, in the order the form draws them. */
export function inputNames(field: FieldDef): string[] {
  switch (field.kind) {
    case "image":
      return imageValueKeys(field.name);
    case "pdf":
      return ["attachmentId", "attachmentName"];
    case "social":
      return SOCIAL_NETWORKS.map((n) => `${field.name}.${n.value}`);
    case "stats":
      return Array.from({ length: STATS_ROWS }, (_, i) =>
        ["value", "label", "labelHi"].map((p) => `${field.name}.${i}.${p}`),
      ).flat();
    case "vision":
      return Array.from({ length: VISION_ROWS }, (_, i) =>
        VISION_KEYS.map((p) => `${field.name}.${i}.${p}`),
      ).flat();
    case "questions":
      return questionInputs(field);
    case "rubric":
      return rubricInputs(field.name);
    default:
      return field.bilingual ? [field.name, hindi(field.name)] : [field.name];
  }
}

/** The values a refused form was sent with, as the form shows them. */
export function fromSubmitted(fields: FieldDef[], sent: Record<string, string>): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    for (const name of inputNames(field)) {
      const box = field.kind === "checkbox" || name.endsWith(".required");
      values[name] = box ? sent[name] === "on" : (sent[name] ?? "");
    }
  }
  return values;
}

/** The message to show beside an input, if any. */
export type MessageOf = (name: string) => string | undefined;
