// An item's history as the back office shows it: who changed what and when, and one revision
// compared with the item as it is now, field by field, in the words of its form.
import { getConfig } from "~/.server/config";
import { formFields, type Item } from "~/.server/content/items";
import { listRevisions, type Revision, type RevisionAction } from "~/.server/content/revisions";
import type { Section } from "~/.server/content/section";
import { revive } from "~/.server/content/visibility";
import type { Db } from "~/.server/db/database";
import { type FieldDef, hindi, imageKeys, imageValueKeys, labelOf } from "~/lib/content/fields";
import { inputNames } from "~/lib/content/form-values";
import { formatDateTime } from "~/lib/format/dates";
import { toFormValues } from "./editor";

const ACTIONS: Record<RevisionAction, string> = {
  first: "First version (as loaded)",
  create: "Created",
  save: "Saved as draft",
  publish: "Published",
  unpublish: "Unpublished",
  restore: "Restored an earlier revision",
  delete: "Moved to the trash",
  undelete: "Restored from the trash",
  move: "Moved in the list",
};

/** The form's label of a stored key ("descriptionHi" → "Description (Hindi)"). */
function labelOfKey(fields: FieldDef[], key: string): string {
  for (const field of fields) {
    if (field.kind === "image" && imageValueKeys(field.name).includes(key)) return field.label;
    if (field.name === key) return labelOf(field);
    if (field.bilingual && hindi(field.name) === key) return labelOf(field, "hi");
  }
  return key;
}

export async function historyOf(db: Db, section: Section, itemId: number) {
  const fields = formFields(section);
  const zone = getConfig().TIME_ZONE;
  const revisions = await listRevisions(db, section, itemId);
  return revisions.map((r) => ({
    id: r.id,
    when: formatDateTime(r.at, zone),
    who: r.userEmail ?? "system",
    action: ACTIONS[r.action as RevisionAction] ?? r.action,
    changed: [...new Set(r.changed.map((k) => labelOfKey(fields, k)))],
    restorable: r.action !== "delete" && r.action !== "undelete" && r.action !== "move",
  }));
}

/**
 * A revision beside the item's working copy: each input of the form whose value differs, with
 * its label and both values as the form would show them.
 */
export function compareRevision(section: Section, revision: Revision, item: Item) {
  const fields = formFields(section);
  const then = toFormValues(fields, revive(revision.snapshot as Record<string, unknown>));
  const now = toFormValues(fields, item.values);
  const rows = [];
  for (const field of fields) {
    for (const name of inputNames(field)) {
      if (String(then[name] ?? "") === String(now[name] ?? "")) continue;
      rows.push({
        name,
        label: fieldLabel(field, name),
        before: show(then[name]),
        now: show(now[name]),
      });
    }
  }
  return rows;
}

function fieldLabel(field: FieldDef, name: string): string {
  if (name === field.name) return labelOf(field);
  if (name === hindi(field.name)) return labelOf(field, "hi");
  const k = imageKeys(field.name);
  const image: Record<string, string> = {
    [k.id]: field.label,
    [k.alt]: "Alt text (English)",
    [k.altHi]: "Alt text (Hindi)",
    [k.focusX]: "Focal point across (%)",
    [k.focusY]: "Focal point down (%)",
  };
  return image[name] ?? `${field.label}: ${name.slice(field.name.length + 1)}`;
}

const show = (value: string | boolean | undefined) =>
  typeof value === "boolean" ? (value ? "Yes" : "No") : value || "(empty)";
