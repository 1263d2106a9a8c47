// docs/csv-import.md says what the import reads: its columns part is the one written from the
// kinds' declarations. After changing a kind's fields, run
//   UPDATE_CSV_DOC=1 npx vitest run app/.server/content/csv/doc.test.ts
// to write the new part into the doc (and read the diff before committing it).
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { columnsDoc, DOC_END, DOC_START } from "./doc";

const DOC = path.resolve("docs/csv-import.md");

describe("docs/csv-import.md", () => {
  it("lists the columns the import reads, as the kinds declare them", () => {
    const text = fs.readFileSync(DOC, "utf8");
    const start = text.indexOf(DOC_START);
    const end = text.indexOf(DOC_END);
    expect(start, "the doc keeps its two markers").toBeGreaterThanOrEqual(0);
    expect(end).toBeGreaterThan(start);
    const written = text.slice(start, end + DOC_END.length);
    if (process.env.UPDATE_CSV_DOC && written !== columnsDoc())
      fs.writeFileSync(DOC, text.replace(written, columnsDoc()));
    else
      expect(written, "run with UPDATE_CSV_DOC=1 to rewrite the doc's columns").toBe(columnsDoc());
  });
});
