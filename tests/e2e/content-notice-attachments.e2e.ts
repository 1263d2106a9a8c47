// Staff attach a PDF to a notice in its full form (a file that is not a PDF is refused with a
// message); visitors see "PDF, … KB" beside the notice, on its own page and in the archive, and
// open it, with and without JavaScript.
import AxeBuilder from "@axe-core/playwright";
import { asVisitor, fill, press, signIn, tag } from "./content-helpers";
import { type Browser, expect, type Page, test } from "./fixtures";

/** A small but real PDF: one empty page, its cross-reference table and trailer. */
function minimalPdf(padding = 0): Buffer {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  // A comment of some size, so the file is a few kilobytes, as a real notice's would be.
  body += `%${"x".repeat(padding)}\n`;
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

/** Opens the PDF link and checks that a PDF answers (headless Chromium may save it instead). */
async function openPdf(page: Page, name: RegExp) {
  const link = page.getByRole("link", { name });
  const href = (await link.getAttribute("href")) ?? "";
  expect(href).toMatch(/^\/notices\/\d+\/attachment\.pdf$/);
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === href, {
    timeout: 15_000,
  });
  await link.click();
  const response = await answered;
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  expect(response.headers()["content-disposition"]).toMatch(/^inline; filename="/);
}

/** What a visitor sees, on the notice's page and in the archive's last page. */
async function visit(browser: Browser, id: string, title: string, javaScript: boolean) {
  const context = await browser.newContext({ javaScriptEnabled: javaScript });
  try {
    const page = await context.newPage();
    await page.goto(`/notices/${id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByText("पीडीएफ सूचना")).toBeVisible();
    const pdfLink = page.getByRole("link", { name: `${title} (PDF, 3 KB)` });
    await expect(pdfLink).toBeVisible();
    if (javaScript) {
      const axe = await new AxeBuilder({ page }).analyze();
      expect(axe.violations.map((v) => `${v.id} ${v.nodes.map((n) => n.target)}`)).toEqual([]);
    }

    // The archive, newest first: this notice is dated long ago, on its last page.
    await page.goto("/notices");
    const pager = page.getByText(/^Page 1 of \d+$/);
    const pages = (await pager.count()) ? await pager.textContent() : null;
    const last = Number(/of (\d+)/.exec(pages ?? "")?.[1] ?? 1);
    if (last > 1) await page.goto(`/notices?page=${last}`);
    const item = page.locator(`#notice-${id}`);
    await expect(item).toContainText("PDF, 3 KB");
    await expect(item.getByRole("link", { name: /^Details/ })).toHaveAttribute(
      "href",
      `/notices/${id}`,
    );

    await page.goto(`/notices/${id}`);
    await openPdf(page, new RegExp(`^${title} \\(PDF, 3 KB\\)$`));
  } finally {
    await context.close();
  }
}

test("Staff attach a PDF to a notice; visitors see its size and open it, with and without JavaScript", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const title = `Fee schedule ${tag()}`;
  const pdf = minimalPdf(2800);
  await signIn(page);
  await page.goto("/admin-dashboard/notices/new");
  // Dated long ago: the other stories' newest notices stay the newest.
  await fill(page, { Title: title, "Title (Hindi)": "पीडीएफ सूचना", Date: "2001-01-01" });

  // A picture named .pdf is not a PDF.
  await page.getByLabel("Attach a PDF").setInputFiles({
    name: "fees.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("GIF89a"),
  });
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText("Please choose a PDF file.").first()).toBeVisible();

  await page
    .getByLabel("Attach a PDF")
    .setInputFiles({ name: "Fees 2001.pdf", mimeType: "application/pdf", buffer: pdf });
  const id = await press(page, "Publish");
  await expect(page.getByText("Fees 2001.pdf (PDF, 3 KB)")).toBeVisible();

  await visit(browser, id, title, true);
  await visit(browser, id, title, false);

  // Staff remove it: the link and the file are gone.
  await page.getByLabel("Remove the PDF").check();
  await press(page, "Publish");
  await expect(page.getByText("No PDF attached.")).toBeVisible();
  await asVisitor(browser, async (visitor) => {
    await visitor.goto(`/notices/${id}`);
    await expect(visitor.getByText(/PDF, \d+ KB/)).toHaveCount(0);
    expect((await visitor.request.get(`/notices/${id}/attachment.pdf`)).status()).toBe(404);
  });
});
