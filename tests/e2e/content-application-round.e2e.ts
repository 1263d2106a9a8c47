// A founder applies to the sample's open round: with JavaScript in English (a PDF and a team
// member), and without it on the Hindi page, where refusals come back in Hindi beside their
// fields with everything typed kept. Each sees the reference number on the page itself and finds
// the application on the status page. The round's page passes axe at 1366 and 390 px.
import { tag } from "./content-helpers";
import { axeClean, expect, type Page, test } from "./fixtures";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

async function reference(page: Page): Promise<string> {
  const received = page.getByRole("status").filter({ hasText: /IDEA-\d{4}-\d{6}/ });
  await expect(received).toBeVisible();
  const text = (await received.textContent()) ?? "";
  return /IDEA-\d{4}-\d{6}/.exec(text)?.[0] ?? "";
}

async function lookUp(page: Page, ref: string, email: string, path = "/idea/status") {
  await page.goto(path);
  await page.getByLabel(path.startsWith("/hi") ? "संदर्भ संख्या" : "Reference number").fill(ref);
  await page.getByLabel(path.startsWith("/hi") ? "ई-मेल पता" : "Email Address").fill(email);
  await page
    .getByRole("button", { name: path.startsWith("/hi") ? "स्थिति देखें" : "Check status" })
    .click();
}

test("Founders apply to the open round with and without JavaScript and see their reference", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const asha = `asha.${tag()}@example.co.in`;
  const ravi = `ravi.${tag()}@example.co.in`;

  // With JavaScript, in English.
  await page.goto("/idea");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Spring 2027 cohort (sample round)",
  );
  await axeClean(page);
  const form = page.getByRole("form", { name: "Spring 2027 cohort (sample round)" });
  await form.getByLabel("Full Name").fill("Asha Kumari");
  await form.getByLabel("Email Address").fill(asha);
  await form.getByLabel("Phone Number").fill("98765 43210");
  await form
    .getByLabel("What problem do you solve, and for whom?")
    .fill("Tomato farmers near Gaya sell at a loss when the mandi floods; we pool cold storage.");
  await form.getByLabel("A working prototype").check();
  await form.getByLabel("Hours a week your team can give (optional)").fill("25");
  await form.getByLabel("Pitch deck (PDF) (optional)").setInputFiles({
    name: "deck.pdf",
    mimeType: "application/pdf",
    buffer: PDF,
  });
  const member = form.getByRole("group", { name: "Team member 1" });
  await member.getByLabel("Name").fill("Bina Das");
  await member.getByLabel("E-mail address").fill("bina@example.co.in");
  await member.getByLabel("Role").fill("Engineer");
  await form.getByRole("button", { name: "Send application" }).click();
  const ashaRef = await reference(page);
  expect(ashaRef).not.toBe("");
  await expect(page.getByRole("link", { name: "Check your application's status" })).toBeVisible();

  // Without JavaScript, in Hindi: refusals in Hindi beside their fields, nothing typed lost.
  const plain = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const hindi = await plain.newPage();
  await hindi.goto("/hi/idea");
  await hindi.getByLabel("पूरा नाम").fill("रवि रंजन");
  await hindi.getByLabel("ई-मेल पता").first().fill(ravi);
  await hindi.getByLabel("फ़ोन नंबर").fill("98765 43210");
  await hindi.getByRole("button", { name: "आवेदन भेजें" }).click();
  await expect(hindi.getByText("कृपया इस प्रश्न का उत्तर दें।")).toBeVisible();
  await expect(hindi.getByText("कृपया दिए गए उत्तरों में से एक चुनें।")).toBeVisible();
  await expect(hindi.getByLabel("पूरा नाम")).toHaveValue("रवि रंजन");
  await hindi
    .getByLabel("आप कौन-सी समस्या हल करते हैं, और किसके लिए?")
    .fill("गाँव के क्लीनिक में बिजली जाने से टीके ख़राब हो जाते हैं।");
  await hindi.getByLabel("काग़ज़ पर आइडिया").check();
  await hindi.getByRole("button", { name: "आवेदन भेजें" }).click();
  await expect(hindi.getByText("आपका आवेदन हमें मिल गया है।")).toBeVisible();
  const raviRef = await reference(hindi);

  // Both find their application on the status page.
  await lookUp(hindi, raviRef, ravi, "/hi/idea/status");
  await expect(hindi.getByRole("main")).toContainText(raviRef);
  await plain.close();
  await lookUp(page, ashaRef, asha);
  await expect(page.getByRole("main")).toContainText(ashaRef);
  await expect(page.getByRole("main")).toContainText("Received");

  // On a phone, the round's page passes axe too.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/idea");
  await axeClean(page);
});
