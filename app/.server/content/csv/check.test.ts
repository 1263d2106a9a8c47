// The import's rules on files made here: the columns come from the declarations, a row is checked
// as the item form would check it, and every problem names its spreadsheet row and column.
import { describe, expect, it } from "vitest";
import { people, startups as startupKind, students } from "~/.server/content/kinds/index";
import { choicesAmong, firstTerms } from "~/.server/content/kinds/vocabularies";
import { toCsv } from "~/.server/csv";
import { DomainError } from "~/.server/errors";
import { checkSheet, problemText } from "./check";
import { CSV_MAX_BYTES, CSV_MAX_ROWS, csvColumns, leftOutFields } from "./columns";
import { readSheet } from "./parse";
import { templateRows } from "./template";

// The startups' sectors as a fresh site has them (the import page fills in the site's own).
const startups = { ...startupKind, fields: choicesAmong(startupKind.fields, firstTerms()) };

const bytes = (text: string) => new TextEncoder().encode(text);
const sheetOf = (text: string) => readSheet(bytes(text));

/** The refusal's status and message, or "accepted". */
function refusal(run: () => unknown): { status: number; message: string } | "accepted" {
  try {
    run();
    return "accepted";
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return { status: error.status, message: error.message };
  }
}

const HEADER = "name,name_hi,sector,problem,description,website,cohort_year,in_cards";
const row = (name: string, extra: Partial<Record<string, string>> = {}) => {
  const cells = {
    name,
    name_hi: "",
    sector: "agritech",
    problem: "A problem.",
    description: "A description.",
    website: "https://example.org",
    cohort_year: "2025",
    in_cards: "yes",
    ...extra,
  };
  return HEADER.split(",")
    .map((h) => `"${(cells as Record<string, string>)[h].replace(/"/g, '""')}"`)
    .join(",");
};

describe("the columns", () => {
  it("come from the kind's fields: bilingual twins end in _hi, pictures are left out", () => {
    const headers = csvColumns(startups).map((c) => c.header);
    expect(headers).toEqual(
      expect.arrayContaining(["name", "name_hi", "cohort_year", "in_flip_cards", "social_x"]),
    );
    expect(headers).not.toContain("image");
    expect(leftOutFields(startups).map((l) => l.field.kind)).toEqual(["image"]);
    expect(
      csvColumns(startups)
        .filter((c) => c.required)
        .map((c) => c.header),
    ).toEqual(["name", "sector", "problem", "description"]);
  });

  it("make a field added to a kind a column, with no other change", () => {
    const more = {
      ...students,
      fields: [...students.fields, { name: "joinedOn", label: "Joined", kind: "date" as const }],
    };
    expect(csvColumns(more).map((c) => c.header)).toContain("joined_on");
    const checked = checkSheet(
      more,
      sheetOf("section,name,post,joined_on\nLeads,A,B,2026-02-30\n"),
    );
    expect(checked.problems.map(problemText)).toEqual([
      "Row 2, joined_on: Joined: a date that exists, written dd/mm/yyyy (28/11/2026) or yyyy-mm-dd (2026-11-28).",
    ]);
  });

  it("do not require a mentor's kind: a blank one is a faculty mentor", () => {
    const checked = checkSheet(people, sheetOf("name,post\nDr. A,Professor\n"));
    expect(checked.problems).toEqual([]);
    expect(checked.rows[0].values).toMatchObject({ kind: "faculty", name: "Dr. A" });
  });
});

describe("a file", () => {
  it("is read as UTF-8 with Excel's byte-order mark, Hindi and all", () => {
    const text = `\uFEFF${HEADER}\r\n${row("Zameen Labs", { name_hi: "ज़मीन लैब्स" })}\r\n`;
    const checked = checkSheet(startups, sheetOf(text));
    expect(checked.problems).toEqual([]);
    expect(checked.rows[0].values).toMatchObject({
      name: "Zameen Labs",
      nameHi: "ज़मीन लैब्स",
      slug: "zameen-labs",
      cohortYear: 2025,
      inCards: true,
    });
  });

  it("accepts a choice by its value or its label, in any case", () => {
    const text = `name,sector,stage,problem,description\nA,Clean energy,early revenue,P,D\nB,CLEANTECH,,P,D\n`;
    const checked = checkSheet(startups, sheetOf(text));
    expect(checked.problems).toEqual([]);
    expect(checked.rows.map((r) => [r.values?.sector, r.values?.stage])).toEqual([
      ["cleantech", "early-revenue"],
      ["cleantech", null],
    ]);
    // The preview shows what will be saved: the choice's label and the address made.
    expect(checked.rows[0].shown).toEqual(["A", "Clean energy", "Early revenue", "P", "D"]);
  });

  it("accepts the form's labels as headers, and semicolons where Excel writes them", () => {
    const text = "Name;Name (Hindi);Sector;Problem (English);Description (English)\nA;ए;Food;P;D\n";
    const checked = checkSheet(startups, sheetOf(text));
    expect(checked.problems).toEqual([]);
    expect(checked.rows[0].values).toMatchObject({ name: "A", nameHi: "ए", sector: "food" });
  });

  it("keeps line breaks and quotes inside a cell", () => {
    const text = `${HEADER}\n${row("A", { description: 'First line.\r\n\r\nSay "hi".' })}\n`;
    expect(checkSheet(startups, sheetOf(text)).rows[0].values?.description).toBe(
      'First line.\n\nSay "hi".',
    );
  });

  it("names each bad row by the spreadsheet's row number, its column and what is wrong", () => {
    const text = [
      HEADER,
      row("Good"),
      "",
      row("Bad site", { website: "kosi example" }),
      row("", { sector: "Mining" }),
      row("Flags", { in_cards: "maybe", cohort_year: "20x5" }),
    ].join("\n");
    const checked = checkSheet(startups, sheetOf(text));
    expect(checked.problems.map(problemText)).toEqual([
      "Row 4, website: Website is a website's address, such as krishimitra.in or https://krishimitra.in/about.",
      "Row 5, sector: “Mining” is not one of the choices: Agritech, Edtech, Health, Fintech, Clean energy, Crafts, Logistics, Water, AI, Food.",
      "Row 5, name: Name is required.",
      "Row 6, in_cards: write yes or no, not “maybe”.",
      "Row 6, cohort_year: Cohort year is a whole number.",
    ]);
    expect(checked.rows.map((r) => [r.row, r.values !== null])).toEqual([
      [2, true],
      [4, false],
      [5, false],
      [6, false],
    ]);
  });

  it("reports two rows that would have the same address", () => {
    const text = [HEADER, row("Kosi Labs"), row("Other"), row("KOSI labs")].join("\n");
    expect(checkSheet(startups, sheetOf(text)).problems.map(problemText)).toEqual([
      "Row 4, slug: the address “kosi-labs” is also row 2's: each needs its own.",
    ]);
  });

  it("reports text beyond the named columns", () => {
    const text = `${HEADER}\n${row("A")},stray\n`;
    expect(checkSheet(startups, sheetOf(text)).problems.map(problemText)).toEqual([
      "Row 2: has text beyond the last column (8 columns are named).",
    ]);
  });

  it("refuses unknown, repeated and missing columns before any row", () => {
    expect(refusal(() => checkSheet(startups, sheetOf("name,webiste\nA,x\n")))).toMatchObject({
      status: 400,
      message: expect.stringMatching(/^Unknown column: “webiste”\. The startups template/),
    });
    expect(
      refusal(() => checkSheet(startups, sheetOf("name,Name,sector\nA,A,food\n"))),
    ).toMatchObject({
      message: expect.stringMatching(/^Column name appears twice/),
    });
    expect(refusal(() => checkSheet(startups, sheetOf("name,sector\nA,food\n")))).toMatchObject({
      message: expect.stringMatching(/^The file has no column problem, description: every row/),
    });
  });

  it("refuses what is not a UTF-8 CSV file with a 4xx that says what to do", () => {
    const cases: Array<[Uint8Array, number, RegExp]> = [
      [bytes(""), 400, /empty/],
      [new Uint8Array([0xff, 0xfe, 0x6e, 0]), 400, /UTF-16/],
      [new Uint8Array([0x50, 0x4b, 3, 4, 0, 0]), 400, /workbook/],
      [new Uint8Array([0x6e, 0x61, 0x6d, 0x65, 0x0a, 0xe9, 0x0a]), 400, /not in UTF-8/],
      [bytes('name,sector\n"open,food\n'), 400, /could not be read as CSV \(near line \d\)/],
      [bytes("name\n\n\n"), 400, /no rows/],
      [bytes("\n\nname\n"), 400, /first row must name the columns/],
      [bytes(`name\n${"x\n".repeat(CSV_MAX_ROWS + 1)}`), 413, /at most 500/],
      [new Uint8Array(CSV_MAX_BYTES + 1).fill(0x61), 413, /larger than 1 MB/],
    ];
    for (const [file, status, message] of cases)
      expect(refusal(() => readSheet(file))).toMatchObject({
        status,
        message: expect.stringMatching(message),
      });
  });
});

describe("the template", () => {
  it.each([startups, people, students])(
    "of $key is its header and an example row the import accepts",
    (section) => {
      const { header, example } = templateRows(section);
      expect(header).toEqual(csvColumns(section).map((c) => c.header));
      const checked = checkSheet(section, readSheet(bytes(toCsv(header, [example]))));
      expect(checked.problems.map(problemText)).toEqual([]);
      expect(checked.rows).toHaveLength(1);
    },
  );
});
