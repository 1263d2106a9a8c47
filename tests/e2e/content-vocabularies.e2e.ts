// The vocabularies are the centre's (issue 24): an editor adds a sector in both languages, files
// a startup under it, renames it, and is refused its deletion while the startup uses it; adds a
// feedback topic. A visitor without JavaScript filters the directory by the new sector and finds
// the topic in the contact form, in English and Hindi.
import { fill, press, publishNew, signIn, tag } from "./content-helpers";
import { axeClean, expect, test, waitForHydration } from "./fixtures";

test("An editor adds a sector and a feedback topic; visitors filter by it and write about it", async ({
  browser,
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const t = tag();
  await signIn(page);
  await page.getByRole("link", { name: "Vocabularies", exact: true }).click();
  await expect(page).toHaveURL(/\/admin-dashboard\/sectors$/);
  // One page: the sectors, and the stages, statuses and feedback topics beside them.
  for (const name of ["Startup stages", "Startup statuses", "Feedback topics"])
    await expect(
      page.getByRole("heading", { name: new RegExp(`^${name} \\(\\d+\\)$`) }),
    ).toBeVisible();
  await expect(page.getByText("Key: agritech", { exact: true })).toBeVisible();
  await axeClean(page);

  const sectorId = await publishNew(page, "sectors", {
    "Words (English)": `Drones ${t}`,
    "Words (Hindi)": `ड्रोन ${t}`,
  });
  await publishNew(page, "startups", {
    Name: `Udaan ${t}`,
    Sector: `Drones ${t}`,
    "Problem (English)": "Spraying a field by hand takes days.",
    "Description (English)": "Drones that spray a field in an hour.",
  });

  // Renamed: the key stays, the words change everywhere.
  await page.goto(`/admin-dashboard/sectors/${sectorId}`);
  await waitForHydration(page);
  await expect(page.getByLabel("Key", { exact: true })).toHaveValue(`drones-${t}`);
  await fill(page, { "Words (English)": `Farm drones ${t}` });
  await press(page, "Publish");

  // In use: the delete is refused, with the reason.
  const summary = page.getByLabel(`Delete sector: Farm drones ${t}`, { exact: true });
  await summary.click();
  await page
    .locator("details", { has: summary })
    .getByRole("button", { name: "Yes, delete" })
    .click();
  await expect(
    page.getByText(`“Farm drones ${t}” is used by 1 startup: give it another choice first.`),
  ).toBeVisible();

  await publishNew(page, "feedback-topics", {
    "Words (English)": `Alumni network ${t}`,
    "Words (Hindi)": `पूर्व छात्र नेटवर्क ${t}`,
  });

  const visitor = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const reader = await visitor.newPage();
  try {
    await reader.goto("/startups");
    const sector = reader.getByLabel("Sector", { exact: true });
    await expect(sector.locator(`option[value='drones-${t}']`)).toHaveText(`Farm drones ${t} (1)`);
    await sector.selectOption(`drones-${t}`);
    await reader.getByRole("button", { name: "Show startups" }).click();
    await expect(reader).toHaveURL(new RegExp(`sector=drones-${t}`));
    await expect(reader.getByRole("link", { name: new RegExp(`Udaan ${t}`) })).toBeVisible();

    await reader.goto(`/hi/startups?sector=drones-${t}`);
    await expect(
      reader.getByLabel("सेक्टर", { exact: true }).locator(`option[value='drones-${t}']`),
    ).toHaveText(`ड्रोन ${t} (1)`);

    await reader.goto("/contact");
    await expect(reader.getByLabel("Subject").locator("option").last()).toHaveText(
      `Alumni network ${t}`,
    );
    await reader.goto("/hi/contact");
    await expect(reader.getByLabel("विषय").locator("option").last()).toHaveText(
      `पूर्व छात्र नेटवर्क ${t}`,
    );
  } finally {
    await visitor.close();
  }
});
