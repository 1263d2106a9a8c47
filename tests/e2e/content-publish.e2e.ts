// Staff publishing content through the back office, and visitors seeing it: a startup with its
// picture and Hindi text from draft to preview to published, one item of every other section,
// and an edit undone from the item's history, then the item taken off the site.
import { makeJpeg } from "../support/jpeg-fixtures";
import {
  asVisitor,
  choosePicture,
  expectLoaded,
  fill,
  pictureStored,
  press,
  publishNew,
  signIn,
  tag,
} from "./content-helpers";
import { expect, test } from "./fixtures";

test("An admin drafts a startup with a picture and Hindi text, previews it and publishes it", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const t = tag();
  const name = `Tarang Looms ${t}`;
  const founders = "अदिति कुमारी और राहुल वर्मा"; // written in Devanagari, as some founders do
  const alt = `A handloom in a village workshop ${t}`;
  await signIn(page);
  await page.goto("/admin-dashboard/startups");
  await page.getByRole("link", { name: "New", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New startup" })).toBeVisible();
  await fill(page, {
    Name: name,
    "Name (Hindi)": `तरंग लूम्स ${t}`,
    "Founders (English)": founders,
    Sector: "Crafts",
    "Problem (English)": `Weavers sell through middlemen and keep little of the price ${t}.`,
    "Problem (Hindi)": "बुनकर बिचौलियों के ज़रिए बेचते हैं।",
    "Description (English)": `Tarang Looms sells **handloom** saris online ${t}.`,
    "Description (Hindi)": "तरंग लूम्स हथकरघा साड़ियाँ ऑनलाइन बेचता है।",
  });
  await expect(page.getByLabel("Problem (Hindi)", { exact: true })).toHaveAttribute("lang", "hi");
  await choosePicture(page, "loom.jpg", await makeJpeg({ width: 1200, height: 800 }), alt);
  await pictureStored(page);

  const id = await press(page, "Save draft");
  await expect(page.getByText("Draft", { exact: true })).toBeVisible();
  // The address was made from the name.
  const slug = await page.getByLabel("Page address (URL)", { exact: true }).inputValue();
  expect(slug).toBe(`tarang-looms-${t}`);
  await asVisitor(browser, async (visitor) => {
    await visitor.goto("/pag");
    await expect(visitor.getByRole("heading", { level: 1, name: "Our Startups" })).toBeVisible();
    await expect(visitor.getByText(name)).toHaveCount(0);
    expect((await visitor.goto(`/startups/${slug}`))?.status()).toBe(404);
    // Only staff get the preview: a visitor asking for it gets the public page.
    expect((await visitor.goto(`/startups/${slug}?preview`))?.status()).toBe(404);
  });

  await page.getByRole("button", { name: "Preview", exact: true }).click();
  await page.waitForURL(`**/startups/${slug}?preview`);
  await expect(page.getByRole("note", { name: "Preview" })).toContainText("Visitors do not see");
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

  await page.goto(`/admin-dashboard/startups/${id}`);
  await press(page, "Publish");
  await asVisitor(browser, async (visitor) => {
    await visitor.goto("/pag");
    const card = visitor.locator("article", { has: visitor.getByRole("link", { name }) });
    await expect(card).toHaveCount(1);
    await expectLoaded(card.locator("img"));
    await expect(card.getByText(`Founder: ${founders}`)).toHaveAttribute("lang", "hi");
    await card.getByRole("link", { name }).click();
    await visitor.waitForURL(`**/startups/${slug}`);
    await expect(visitor.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(visitor.getByRole("note", { name: "Preview" })).toHaveCount(0);
    await expectLoaded(visitor.getByRole("img", { name: alt }));
    await expect(visitor.getByText(`Founded by ${founders}`)).toHaveAttribute("lang", "hi");
    await expect(visitor.locator(".rich-text strong")).toHaveText("handloom");
  });
});

test("An admin publishes an event, a talk, a faculty mentor, a student and a question, and visitors see each", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const t = tag();
  const event = `Pitch Night ${t}`;
  const speaker = `Kavya Sinha ${t}`;
  const mentor = `Dr. Anil Prasad ${t}`;
  const student = `Ritika Raj ${t}`;
  const question = `Can alumni apply ${t}?`;
  await signIn(page);
  await publishNew(page, "events", {
    Title: event,
    Starts: "05/12/2026 18:00",
    "Venue (English)": "Seminar Hall, Main Campus",
    "Summary (English)": `Ten teams pitch to the jury ${t}.`,
    "Description (English)": "Each team has five minutes.",
  });
  await publishNew(page, "talks", {
    Speaker: speaker,
    "Role (English)": "Founder",
    "Company (English)": "Kosi Foods",
    "Bio (English)": `Kavya built a food brand from Saharsa ${t}.`,
  });
  await publishNew(page, "people", {
    "Where they appear": "Faculty mentor",
    Name: mentor,
    "Post (English)": "Associate Professor of Civil Engineering",
  });
  await publishNew(page, "students", {
    Section: "Leads",
    Name: student,
    "Post (English)": "Design lead",
  });
  await publishNew(page, "faq", {
    "Question (English)": question,
    "Answer (English)": `Yes: alumni of any year may apply ${t}. See [Startup India](https://www.startupindia.gov.in).`,
  });

  await asVisitor(browser, async (visitor) => {
    await visitor.goto("/timeline");
    await expect(visitor.locator(`article#pitch-night-${t}`)).toContainText(event);
    await visitor.goto("/");
    await expect(visitor.locator("#talks")).toContainText(speaker);
    await expect(visitor.locator("#faq")).toContainText(question);
    await expect(visitor.locator("#faq")).toContainText(`alumni of any year may apply ${t}`);
    // A link to another website in what staff wrote is marked like every external link.
    await visitor.locator("#faq summary", { hasText: question }).click();
    const external = visitor
      .locator("#faq")
      .getByRole("link", { name: /Startup India/ })
      .last();
    await expect(external).toHaveAccessibleName("Startup India (another website)");
    await expect(external.locator("svg.external-link__icon")).toHaveCount(1);
    await visitor.goto("/professor");
    await expect(visitor.getByRole("heading", { name: mentor })).toBeVisible();
    await visitor.goto("/student");
    await expect(
      visitor.locator("section#leads").getByRole("heading", { name: student }),
    ).toBeVisible();
  });
});

test("An admin edits a published question, then restores the earlier revision from its history and unpublishes it", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const t = tag();
  const question = `Is there a fee ${t}?`;
  const before = `No fee is charged ${t}.`;
  const after = `A small fee is charged ${t}.`;
  const answerOnHome = async (text: string, gone: string) =>
    asVisitor(browser, async (visitor) => {
      await visitor.goto("/");
      await expect(visitor.locator("#faq")).toContainText(text);
      await expect(visitor.locator("#faq")).not.toContainText(gone);
    });
  await signIn(page);
  const id = await publishNew(page, "faq", {
    "Question (English)": question,
    "Answer (English)": before,
  });
  await fill(page, { "Answer (English)": after });
  await press(page, "Publish");
  await answerOnHome(after, before);

  await page.getByRole("link", { name: "History", exact: true }).click();
  await page.waitForURL(`**/admin-dashboard/faq/${id}/history`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    `History of the question “${question}”`,
  );
  const created = page.getByRole("row").filter({ hasText: "Created" });
  await expect(page.getByRole("row").filter({ hasText: "Published" })).toHaveCount(1);
  await created.getByRole("link", { name: /^Compare the revision of / }).click();
  const compare = page.getByRole("region", { name: /^Created, .* compared with now$/ });
  await expect(
    compare.getByRole("row").filter({ hasText: "Answer (English)" }).getByRole("cell"),
  ).toHaveText([before, after]);
  await compare.getByRole("button", { name: /^Restore the revision of / }).click();
  await page.waitForURL(`**/admin-dashboard/faq/${id}?done=restore`);
  await expect(page.getByRole("status")).toHaveText(
    "The earlier revision is back as the working copy. Publish it to make it public.",
  );
  await expect(page.getByLabel("Answer (English)", { exact: true })).toHaveValue(before);
  // Restored as a draft: visitors still see the edit until it is published.
  await answerOnHome(after, before);
  await press(page, "Publish");
  await answerOnHome(before, after);
  await press(page, "Unpublish");
  await asVisitor(browser, async (visitor) => {
    await visitor.goto("/");
    await expect(visitor.locator("#faq")).not.toContainText(question);
  });
});
