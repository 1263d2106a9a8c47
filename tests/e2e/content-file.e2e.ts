// The whole site's content in one file (issue 24, section 2): an admin downloads the content
// file; a bad file is refused with what is wrong and where; a good one (here the testimonials
// only, one of them rewritten: the sections a file leaves out stay as they are, so the other
// stories on this server are not disturbed) shows its plan, is confirmed, and the public page
// changes.
import { unzipSync, zipSync } from "fflate";
import { signIn, tag } from "./content-helpers";
import { expect, test, waitForHydration } from "./fixtures";

test("An admin downloads the site's content file, and imports one after seeing its plan", async ({
  browser,
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.goto("/admin-dashboard");
  await page.getByRole("link", { name: "Content file" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Content file");
  await waitForHydration(page);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download the content file" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^site-content-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = unzipSync(new Uint8Array(await streamBytes(await download.createReadStream())));
  const content = JSON.parse(new TextDecoder().decode(zip["content.json"]));
  expect(content.format).toBe(1);
  expect(Object.keys(content.sections)).toEqual(
    expect.arrayContaining(["startups", "events", "settings", "testimonials", "notices"]),
  );

  const input = page.getByLabel("Content file (.zip)");
  const check = page.getByRole("button", { name: "Check the file" });

  // Not a zip at all.
  await input.setInputFiles({
    name: "notes.zip",
    mimeType: "application/zip",
    buffer: Buffer.from("hello"),
  });
  await check.click();
  await expect(page.getByRole("alert")).toContainText("not a zip file");

  // A testimonial without a name: refused, and the place is named.
  const testimonials = content.sections.testimonials as { values: Record<string, unknown> }[];
  const pictures = Object.fromEntries(
    Object.entries(zip).filter(([name]) => testimonials.some((t) => t.values.imageFile === name)),
  );
  const fileWith = (list: unknown[]) =>
    Buffer.from(
      zipSync({
        "content.json": new TextEncoder().encode(
          JSON.stringify({ format: 1, sections: { testimonials: list } }),
        ),
        ...pictures,
      }),
    );
  const nameless = structuredClone(testimonials);
  nameless[0].values.name = "";
  await input.setInputFiles({
    name: "nameless.zip",
    mimeType: "application/zip",
    buffer: fileWith(nameless),
  });
  await check.click();
  await expect(page.getByRole("alert")).toContainText(
    "testimonials[0].values.name: Name is required.",
  );

  // A good one: the first testimonial's quote rewritten.
  const quote = `The centre believed in us before anyone else did (${tag()}).`;
  const rewritten = structuredClone(testimonials);
  rewritten[0].values.quote = quote;
  await input.setInputFiles({
    name: "testimonials.zip",
    mimeType: "application/zip",
    buffer: fileWith(rewritten),
  });
  await check.click();
  const plan = page.getByRole("region", { name: "What importing testimonials.zip will do" });
  await expect(plan).toContainText("Testimonials: 1 changed");
  // In the order they are applied: a vocabulary before the startups that choose from it.
  await expect(plan).toContainText(
    /Not in the file, left as they are: Startup sectors, Startup stages, Startup statuses, Startups,/,
  );

  const visitor = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const reader = await visitor.newPage();
  await reader.goto("/talksmore");
  await expect(reader.getByText(quote)).toHaveCount(0);

  await page.getByRole("button", { name: "Import: make the site read as the file" }).click();
  await expect(page.getByRole("status")).toContainText("Imported. The site now reads as the file:");
  await expect(page.getByRole("status")).toContainText("Testimonials: 1 changed");

  await reader.goto("/talksmore");
  await expect(reader.getByText(quote)).toBeVisible();
  await visitor.close();

  // Recorded like any change.
  await page.goto("/admin-dashboard/audit");
  await expect(page.getByText("content.import").first()).toBeVisible();
});

async function streamBytes(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}
