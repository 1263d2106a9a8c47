// The choices of reference fields (a photo's album, an album's event) are another section's
// items: they are read when a form is drawn or checked, so a new album is a choice at once.

import { listItems } from "~/.server/content/items";
import { sectionOf } from "~/.server/content/kinds/index";
import type { Db } from "~/.server/db/database";
import type { FieldDef } from "~/lib/content/fields";

export async function withChoices(db: Db, fields: FieldDef[]): Promise<FieldDef[]> {
  return Promise.all(
    fields.map(async (field) => {
      const to = field.kind === "reference" ? sectionOf(field.to) : undefined;
      if (!to) return field;
      const items = await listItems(db, to);
      return { ...field, options: items.map((i) => ({ value: String(i.id), label: i.title })) };
    }),
  );
}
