// The contact page (GIGW 3.0) in both languages: the centre's details, the officers responsible for
// the site (none named, then named by an admin in Settings), and the feedback form in Hindi, with
// its errors and then its success, with and without JavaScript; staff read the message in the back
// office and mark it handled. Axe on every state of the Hindi page.
import { signIn, tag } from "./content-helpers";
import { axeClean, expect, runsTheApp, test, waitForHydration } from "./fixtures";

// The officers test changes Settings: the page without officers is checked first.
test.describe.configure({ mode: "serial" });

test("The contact page reads in English and in Hindi, and names no officer until one is set", async ({
  page,
}) => {
  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 1, name: "Contact us" })).toBeVisible();
  const details = page.locator(".contact__details");
  const email = details.locator('a[href^="mailto:"]').first();
  await expect(email).toBeVisible();
  const address = (await email.innerText()).trim();
  expect(address).toMatch(/@/);
  const officers = page.getByRole("region", { name: "Officers responsible for this website" });
  await expect(officers).toContainText("No officer has been named for this website yet.");
  await expect(officers.getByRole("link", { name: address })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Send us feedback" })).toBeVisible();
  await axeClean(page);

  // The switch lands on the same page in Hindi, and back.
  await page.locator("a.lang-switch").first().click();
  await expect(page).toHaveURL(/\/hi\/contact$/);
  await waitForHydration(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("heading", { level: 1, name: "संपर्क करें" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "केंद्र से संपर्क" })).toBeVisible();
  await expect(page.getByRole("region", { name: "इस वेबसाइट के ज़िम्मेदार अधिकारी" })).toContainText(
    "अभी किसी अधिकारी का नाम तय नहीं हुआ है",
  );
  await expect(page.getByRole("heading", { level: 2, name: "अपनी राय भेजें" })).toBeVisible();
  await expect(page.getByRole("button", { name: "भेजें" })).toBeVisible();
  // Links stay in Hindi.
  await expect(
    page.locator("#feedback").getByRole("link", { name: "गोपनीयता नीति" }),
  ).toHaveAttribute("href", "/hi/privacy");
  await axeClean(page);
  await page.locator("a.lang-switch").first().click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("A visitor sends feedback in Hindi: errors in Hindi first, then success; staff read it and mark it handled", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const email = `pratikriya.${tag()}@example.co.in`;
  const message = `नोटिस वाले पन्ने पर पीडीएफ़ खुलने में देर लगती है ${tag()}`;

  await page.goto("/hi/contact");
  const form = page.locator("#feedback");
  await form.getByLabel("पूरा नाम").fill("सुनीता देवी");
  await form.getByLabel("ई-मेल पता").fill("sunita@");
  await form.getByRole("button", { name: "भेजें" }).click();

  // Each error in Hindi, in a summary that links to its field and under the field itself.
  const summary = page.getByRole("alert").filter({ hasText: "कृपया ये बातें ठीक करें:" });
  await expect(summary).toBeVisible();
  // A visitor's page has no React app: the answer is the server's page, the island `focus` takes
  // the reader to the summary.
  expect(await runsTheApp(page)).toBe(false);
  await expect(summary).toBeFocused();
  await expect(summary.getByRole("link", { name: "सही ई-मेल पता लिखें" })).toHaveAttribute(
    "href",
    "#feedback-email",
  );
  await expect(form.getByLabel("विषय")).toHaveAccessibleDescription(
    "बताइए कि आपकी राय किस बारे में है",
  );
  await expect(form.getByLabel("संदेश")).toHaveAccessibleDescription("संदेश लिखना ज़रूरी है");
  // What was typed is kept, and the page stays Hindi.
  await expect(form.getByLabel("पूरा नाम")).toHaveValue("सुनीता देवी");
  await expect(page).toHaveURL(/\/hi\/contact/);
  await axeClean(page);

  await form.getByLabel("ई-मेल पता").fill(email);
  await form.getByLabel("विषय").selectOption({ label: "यह वेबसाइट" });
  await form.getByLabel("संदेश").fill(message);
  await form.getByRole("button", { name: "भेजें" }).click();
  const sent = page.getByRole("status").filter({ hasText: "धन्यवाद!" });
  await expect(sent).toContainText("आपकी राय हम तक पहुँच गई है।");
  const reference = /FB-\d{4}-\d{6}/.exec(await sent.innerText())?.[0] ?? "";
  expect(reference).toMatch(/^FB-\d{4}-\d{6}$/);
  await axeClean(page);

  // Staff find it in the back office, newest first, and mark it handled.
  const staff = await browser.newContext();
  const staffPage = await staff.newPage();
  await signIn(staffPage);
  await staffPage.goto("/admin-dashboard/feedback");
  await waitForHydration(staffPage);
  await expect(staffPage.getByRole("link", { name: "Feedback", exact: true })).toBeVisible();
  const firstRow = staffPage.locator("tbody tr").first();
  await expect(firstRow).toContainText(reference);
  await expect(firstRow).toContainText("new");
  await firstRow.getByRole("link", { name: reference }).click();
  await expect(staffPage.getByRole("heading", { level: 1 })).toHaveText(
    `This website: ${reference}`,
  );
  await expect(staffPage.getByText(message)).toBeVisible();
  await expect(staffPage.getByText("from the Hindi contact page")).toBeVisible();
  await staffPage.getByRole("button", { name: "Mark as handled" }).click();
  await expect(staffPage.getByRole("status")).toHaveText("Marked as handled.");
  await expect(staffPage.getByText(/^Handled by /)).toBeVisible();
  await staffPage.goto("/admin-dashboard/feedback?status=new");
  await expect(staffPage.getByRole("link", { name: reference })).toHaveCount(0);
  await staff.close();
});

test("Without JavaScript the form still answers in Hindi and keeps what was typed", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/hi/contact?category=accessibility");
  const form = page.locator("#feedback");
  // A link from the accessibility statement can choose the subject.
  await expect(form.getByLabel("विषय")).toHaveValue("accessibility");
  await form.getByLabel("पूरा नाम").fill("रमेश");
  await form.getByLabel("फ़ोन नंबर (वैकल्पिक)").fill("फ़ोन नहीं");
  const response = page.waitForResponse((r) => r.request().method() === "POST");
  await form.getByRole("button", { name: "भेजें" }).click();
  expect((await response).status()).toBe(400);
  await expect(page.getByRole("alert")).toContainText("ई-मेल पता लिखना ज़रूरी है");
  await expect(page.getByRole("alert")).toContainText("फ़ोन नंबर अंकों में लिखें");
  await expect(form.getByLabel("पूरा नाम")).toHaveValue("रमेश");
  await expect(form.getByLabel("फ़ोन नंबर (वैकल्पिक)")).toHaveValue("फ़ोन नहीं");
  await expect(form.getByLabel("विषय")).toHaveValue("accessibility");
  await context.close();
});

test("An admin names the officers in Settings and the contact page shows them in each language", async ({
  browser,
  page,
}) => {
  test.setTimeout(60_000);
  const staff = await browser.newContext();
  const admin = await staff.newPage();
  await signIn(admin);
  await admin.goto("/admin-dashboard/settings");
  await waitForHydration(admin);
  await admin.getByLabel("Web Information Manager: name (English)").fill("Dr. Anil Kumar");
  await admin.getByLabel("Web Information Manager: name (Hindi)").fill("डॉ. अनिल कुमार");
  await admin
    .getByLabel("Web Information Manager: designation (English)")
    .fill("Associate Professor, Computer Science");
  await admin.getByLabel("Web Information Manager: e-mail").fill("wim@institute.example.org");
  await admin.getByLabel("Nodal officer: name (English)").fill("Smt. Rekha Sinha");
  await admin.getByLabel("Nodal officer: designation (English)").fill("Registrar");
  await admin.getByLabel("Nodal officer: designation (Hindi)").fill("कुलसचिव");
  await admin.getByLabel("Nodal officer: phone").fill("+91 612 255 0000");
  await admin.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(admin.getByRole("status")).toHaveText("Published: visitors see it now.");
  await staff.close();

  await page.goto("/hi/contact");
  const officers = page.getByRole("region", { name: "इस वेबसाइट के ज़िम्मेदार अधिकारी" });
  await expect(officers).toContainText("वेब सूचना प्रबंधक");
  await expect(officers).toContainText("डॉ. अनिल कुमार");
  await expect(officers.getByRole("link", { name: "wim@institute.example.org" })).toBeVisible();
  await expect(officers).toContainText("नोडल अधिकारी");
  await expect(officers).toContainText("कुलसचिव");
  // Fields without Hindi show the English, marked as English.
  await expect(officers.getByText("Smt. Rekha Sinha")).toHaveAttribute("lang", "en");
  await expect(officers.getByText("Associate Professor, Computer Science")).toHaveAttribute(
    "lang",
    "en",
  );
  await expect(officers).not.toContainText("अभी किसी अधिकारी");
  await axeClean(page);
  await page.goto("/contact");
  await expect(page.getByText("Web Information Manager", { exact: true })).toBeVisible();
  await expect(page.getByText("Dr. Anil Kumar")).toBeVisible();
  await expect(page.getByRole("link", { name: "+91 612 255 0000" })).toHaveAttribute(
    "href",
    "tel:+916122550000",
  );
});
