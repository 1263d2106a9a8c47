// Adding a checked file's rows: all of them in one transaction, each through the back office's own
// saveItem (its first revision and its audit row, as if typed into the New form), then one audit
// row for the import itself. A problem found on the way (an address taken since the preview)
// undoes all of it: a file is added whole or not at all.
import { type Actor, recordAudit } from "~/.server/audit/audit-log";
import { saveItem } from "~/.server/content/lifecycle";
import type { Section, Values } from "~/.server/content/section";
import type { Db } from "~/.server/db/database";
import { DomainError } from "~/.server/errors";
import { type CheckedSheet, checkFile, problemText } from "./check";

/** "startups", "people", "students": how the page counts a section's items. */
export function itemsWord(section: Section, count: number): string {
  if (count === 1) return section.item;
  return section.item === "person" ? "people" : `${section.item}s`;
}

/** Checks the file again (it comes back from the preview's form) and adds every row; their ids. */
export async function importFile(
  db: Db,
  section: Section,
  actor: Actor,
  bytes: Uint8Array,
  publish: boolean,
): Promise<number[]> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const checked = await checkFile(tx, section, bytes);
    refuseProblems(section, checked);
    const ids: number[] = [];
    for (const row of checked.rows)
      ids.push(await saveItem(tx, section, actor, { values: row.values as Values, publish }));
    const words = itemsWord(section, ids.length);
    await recordAudit(tx, actor, {
      action: "content.import",
      target: section.key,
      detail: `${ids.length} ${words} from a spreadsheet, ${publish ? "published" : "as drafts"}`,
    });
    return ids;
  });
}

function refuseProblems(section: Section, checked: CheckedSheet) {
  const [first] = checked.problems;
  if (!first) return;
  const n = checked.problems.length;
  throw new DomainError(
    `Nothing was added: the file has ${n} problem${n > 1 ? "s" : ""} (${problemText(first)}${n > 1 ? " …" : ""}). Correct the ${itemsWord(section, 2)}' file and upload it again.`,
    400,
  );
}
