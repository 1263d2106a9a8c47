// From registration to a freed place, with the e-mails as they arrive (this project's server sends
// them to a real SMTP server that keeps each as a file): staff open registration with one place,
// a waiting list and a question of their own; one visitor registers in English, another in Hindi
// without JavaScript and waits. The first cancels from the link in her e-mail; the second gets
// the place and an e-mail in Hindi with a link of his own; staff see both moves.
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { mimePart } from "../support/mime";
import { fill, press, signIn, tag } from "./content-helpers";
import { axeClean, expect, type Page, test } from "./fixtures";

const MAIL_DIR = process.env.E2E_MAIL_FILES ?? "";

/** The text of the newest e-mail to `address` whose text contains `containing`, once it is there. */
async function mailTo(address: string, containing: string): Promise<string> {
  let text = "";
  await expect
    .poll(
      async () => {
        const names = (await readdir(MAIL_DIR)).filter((n) => n.includes(address)).sort();
        for (const name of names.reverse()) {
          const raw = await readFile(join(MAIL_DIR, name), "utf8");
          const body = mimePart(raw, "text/plain") ?? "";
          if (body.includes(containing)) {
            text = body;
            return true;
          }
        }
        return false;
      },
      { timeout: 20_000, message: `an e-mail to ${address} saying “${containing}”` },
    )
    .toBe(true);
  return text;
}

const linkIn = (text: string) => /https?:\/\/\S+\/cancel\?t=[\w-]+/.exec(text)?.[0] ?? "";

async function fillPerson(page: Page, name: string, email: string, labels = ENGLISH) {
  await page.getByLabel(labels.name).fill(name);
  await page.getByLabel(labels.email).fill(email);
  await page.getByLabel(labels.phone).fill("98765 43210");
}
const ENGLISH = { name: "Full Name", email: "Email Address", phone: "Phone Number" };
const HINDI = { name: "पूरा नाम", email: "ई-मेल पता", phone: "फ़ोन नंबर" };

test("A registrant cancels from her e-mail and the first person waiting gets the place and an e-mail", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  expect(MAIL_DIR, "the mail project's server keeps its e-mails in E2E_MAIL_FILES").not.toBe("");
  const slug = `mentoring-${tag()}`;
  const asha = `asha.${tag()}@example.co.in`;
  const bilal = `bilal.${tag()}@example.co.in`;

  await signIn(page);
  await page.goto("/admin-dashboard/events/new");
  await fill(page, {
    Title: "Mentoring evening",
    "Page address (URL)": slug,
    Starts: "12/12/2030 17:00",
    "Venue (English)": "Aryabhata Hall, Main Campus",
    "Summary (English)": "Meet the centre's mentors.",
    "Description (English)": "Bring your questions.",
    Places: "1",
    "Question 1: answer": "One of the choices",
    "Question 1: question (English)": "Your branch",
    "Question 1: question (Hindi)": "आपकी शाखा",
    "Question 1: choices (English, one per line)": "CSE\nECE\nCivil",
    "Question 1: choices (Hindi, one per line)": "सीएसई\nईसीई\nसिविल",
  });
  await page.getByLabel("Take registrations on the event's page").check();
  await page
    .getByLabel("Once the places are taken, put further registrations on a waiting list")
    .check();
  await page.getByLabel("Question 1: an answer is required").check();
  const id = await press(page, "Publish");

  // Asha, with JavaScript, in English: the place.
  const visitor = await browser.newContext({ baseURL });
  const one = await visitor.newPage();
  await one.goto(`/events/${slug}`);
  await fillPerson(one, "Asha Kumari", asha);
  await one.getByRole("button", { name: "Register", exact: true }).click();
  await expect(one.getByText("Please choose one of the answers.")).toBeVisible();
  await expect(one.getByLabel("Full Name")).toHaveValue("Asha Kumari");
  await one.getByLabel("ECE").check();
  await one.getByRole("button", { name: "Register", exact: true }).click();
  const outcome = one.getByRole("region", { name: "Register" }).getByRole("status");
  await expect(outcome).toContainText("You are registered.");
  await expect(outcome).toContainText("Your branch");
  await visitor.close();

  // Bilal, without JavaScript, on the Hindi page: the waiting list.
  const plain = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const two = await plain.newPage();
  await two.goto(`/hi/events/${slug}`);
  await fillPerson(two, "Bilal Ahmad", bilal, HINDI);
  await two.getByLabel("सिविल").check();
  await two.getByRole("button", { name: "प्रतीक्षा सूची में नाम लिखवाएँ" }).click();
  await expect(two.getByRole("status")).toContainText("प्रतीक्षा सूची");
  await plain.close();

  // Asha's confirmation carries her choice and her own cancel link.
  const confirmation = await mailTo(asha, "is confirmed");
  expect(confirmation).toContain("Your branch: ECE");
  const cancel = linkIn(confirmation);
  expect(cancel).toContain(`/events/${slug}/cancel?t=`);

  // She opens it on her phone: nothing changes until she presses the button.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const mobile = await phone.newPage();
  await mobile.goto(cancel.replace(/^https?:\/\/[^/]+/, baseURL ?? ""));
  await expect(mobile.getByRole("heading", { level: 1 })).toHaveText("Cancel your registration");
  await expect(mobile.getByText("You have a place at this event.")).toBeVisible();
  await axeClean(mobile);
  await mobile.getByRole("button", { name: "Cancel my registration" }).click();
  await expect(mobile.getByRole("status")).toContainText("Your registration is cancelled.");
  await mobile.reload();
  await expect(mobile.getByText("This registration is already cancelled.")).toBeVisible();
  await phone.close();

  // Bilal is told in Hindi, with a cancel link of his own on the Hindi page.
  const promoted = await mailTo(bilal, "अब वह आपकी है");
  expect(promoted).toContain("आपकी शाखा: सिविल");
  expect(linkIn(promoted)).toContain(`/hi/events/${slug}/cancel?t=`);
  await mailTo(asha, "is cancelled");

  // Staff see the moves.
  await page.goto(`/admin-dashboard/events/${id}/registrations`);
  const rows = page.locator("tbody tr");
  await expect(rows.nth(0)).toContainText("Cancelled");
  await expect(rows.nth(1)).toContainText("Confirmed (from the waiting list)");
  await expect(rows.nth(1)).toContainText("Your branch: Civil");
  await axeClean(page);
});
