// The choices of reference fields (a photo's album, an album's event) are another section's
// items, and those of a vocabulary's select its terms: they are read when a form is drawn or
// checked, so a new album, or a newly published sector, is a choice at once.

import { listItems } from "~/.server/content/items";
import { sectionOf } from "~/.server/content/kinds/index";
import { withTerms } from "~/.server/content/kinds/vocabularies";
import type { Db } from "~/.server/db/database";
import type { FieldDef } from "~/lib/content/fields";

export async function withChoices(db: Db, fields: FieldDef[]): Promise<FieldDef[]> {
  return Promise.all(
    (await withTerms(db, fields)).map(async (field) => {
      const to = field.kind === "reference" ? sectionOf(field.to) : undefined;
      if (!to) return field;
      const items = await listItems(db, to);
      return { ...field, options: items.map((i) => ({ value: String(i.id), label: i.title })) };
    }),
  );
}
