// Staff add a cohort of startups from a spreadsheet: they download the template, fill 30 rows
// (one with a website that is not a full address), see the row's problem and that nothing was
// added, correct the file, see every row in the preview, add them all as published and find them
// in the list and on the public directory.
import AxeBuilder from "@axe-core/playwright";
import { asVisitor, signIn, tag } from "./content-helpers";
import { expect, type Page, test } from "./fixtures";

/** A CSV cell as a spreadsheet writes it. */
const cell = (text: string) => `"${text.replace(/"/g, '""')}"`;

/** 30 startups in the template's columns; `website` of the 7th row (spreadsheet row 8) as given. */
function spreadsheet(header: string[], run: string, seventhWebsite: string): Buffer {
  const rows = Array.from({ length: 30 }, (_, i) => {
    const values: Record<string, string> = {
      name: `Cohort ${run} Startup ${i + 1}`,
      name_hi: `समूह ${run} स्टार्टअप ${i + 1}`,
      sector: i % 3 ? "Agritech" : "Clean energy",
      stage: "Prototype",
      cohort_year: "2026",
      problem: `Problem ${i + 1}, in one sentence.`,
      problem_hi: `समस्या ${i + 1}, एक वाक्य में।`,
      description: `What startup ${i + 1} makes, and for whom.`,
      website: i === 6 ? seventhWebsite : `https://startup-${i + 1}.example`,
      in_cards: "no",
    };
    return header.map((h) => cell(values[h] ?? "")).join(",");
  });
  return Buffer.from(`\uFEFF${[header.map(cell).join(","), ...rows].join("\r\n")}\r\n`, "utf8");
}

async function upload(page: Page, file: Buffer) {
  await page
    .getByLabel("CSV file")
    .setInputFiles({ name: "cohort.csv", mimeType: "text/csv", buffer: file });
  await page.getByRole("button", { name: "Check the file" }).click();
  await expect(page.getByRole("heading", { name: "Preview of cohort.csv" })).toBeVisible();
}

test("Staff add 30 startups from a spreadsheet, correcting a bad row first", async ({
  page,
  browser,
}) => {
  // axe reads a preview of 30 rows by 27 columns: slower than a form page.
  test.slow();
  const run = tag();
  await signIn(page);
  await page.goto("/admin-dashboard/startups");
  await page.getByRole("link", { name: "Add from a spreadsheet" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Add startups from a spreadsheet" }),
  ).toBeVisible();

  // The template: a header row naming the columns and one example row.
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download the template (CSV)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("startups-template.csv");
  const template = (await download.createReadStream()).toArray();
  const text = Buffer.concat(await template).toString("utf8");
  const [headerLine, example] = text.replace(/^\uFEFF/, "").split("\r\n");
  const header = headerLine.split(",").map((h) => h.replace(/"/g, ""));
  expect(header.slice(0, 3)).toEqual(["name", "name_hi", "slug"]);
  expect(example).toContain("कोसी");

  // One bad row: nothing is added, and the page says which row, which column and why.
  await upload(page, spreadsheet(header, run, "startup 7 example"));
  await expect(page.getByRole("alert")).toContainText("Nothing has been added. 1 of 30 rows");
  await expect(
    page.getByText(
      "Row 8, website: Website is a website's address, such as krishimitra.in or https://krishimitra.in/about.",
    ),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: /^Add \d+ startups$/ })).toHaveCount(0);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id} ${v.nodes.map((n) => n.target)}`)).toEqual([]);

  // Corrected: every row is shown as it will be added (the sector by its label).
  await upload(page, spreadsheet(header, run, "https://startup-7.example"));
  await expect(page.getByRole("status")).toContainText("All 30 rows can be added");
  const preview = page.getByRole("region", { name: "The file's rows" });
  await expect(preview.getByRole("row")).toHaveCount(31);
  await expect(preview.getByRole("row", { name: /^8 / })).toContainText(
    "https://startup-7.example",
  );
  await expect(preview.getByRole("row", { name: /^2 / })).toContainText("Clean energy");

  await page.getByRole("radio", { name: /^Published/ }).check();
  await page.getByRole("button", { name: "Add 30 startups" }).click();
  await page.waitForURL(/\/admin-dashboard\/startups\?imported=30&as=published$/);
  await expect(page.getByRole("status")).toHaveText(
    "30 startups added from the spreadsheet, published: visitors see them now.",
  );
  const list = page.locator(".item-list__rows");
  await expect(
    list.getByRole("link", { name: `Cohort ${run} Startup 1`, exact: true }),
  ).toBeVisible();
  await expect(
    list.getByRole("link", { name: `Cohort ${run} Startup 30`, exact: true }),
  ).toBeVisible();

  await asVisitor(browser, async (visitor) => {
    await visitor.goto(`/hi/startups?q=${encodeURIComponent(`समूह ${run}`)}`);
    await expect(visitor.getByText(`समूह ${run} स्टार्टअप 12`, { exact: true })).toBeVisible();
  });
});
