// Bulk decisions (issue 26): two founders apply, one from the English site and one from the Hindi
// site; staff tick both in the ideas inbox (the plain "Tick all" link, no script needed), move
// them to Shortlisted with a message, and read the move in the idea's history; each founder then
// looks up /idea/status and sees the stage, its date and the message, in Hindi and in English,
// never a member of staff's address. The inbox and the idea's page pass axe at 390 and 1366 px.
// Its own server (the content project).
import hi from "~/lib/i18n/messages/hi.ts";
import { E2E_ADMIN, signIn, tag } from "./content-helpers";
import { axeClean, expect, type Page, test } from "./fixtures";

async function axeAtBothWidths(page: Page) {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await axeClean(page);
  }
}

test("Staff move two ideas at once to Shortlisted with a message; the founders read the stage and its date in Hindi and English", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const t = tag();
  const founders = [
    { lang: "en", email: `asha.${t}@example.co.in`, subject: `Solar dryer ${t}` },
    { lang: "hi", email: `bina.${t}@example.co.in`, subject: `Village clinic ${t}` },
  ] as const;
  const visitor = await browser.newContext({ baseURL });
  for (const f of founders) {
    const sent = await visitor.request.post(`${f.lang === "hi" ? "/hi" : ""}/idea?form=idea`, {
      form: {
        name: "Kavya Rao",
        email: f.email,
        phone: "98450 12345",
        subject: f.subject,
        message: "Cheap sensors for village wells.",
      },
    });
    expect(sent.status()).toBe(200);
  }
  await visitor.close();

  // Staff find both, tick them all without a script, and move them with a message.
  await signIn(page);
  await page.goto(`/admin-dashboard/ideas?q=${t}`);
  await expect(page.getByText("2 ideas match.")).toBeVisible();
  await page.getByRole("link", { name: "Tick all on this page" }).click();
  for (const f of founders) {
    const row = page.getByRole("row").filter({ hasText: f.subject });
    await expect(row.getByRole("checkbox")).toBeChecked();
  }
  const references: string[] = [];
  for (const f of founders) {
    const link = page.getByRole("row").filter({ hasText: f.subject }).getByRole("link");
    references.push((await link.innerText()).trim());
  }
  const message = `Please come to the pitch day on 5 December ${t}.`;
  await page.getByLabel("To the stage").selectOption("shortlisted");
  await page.getByLabel(/^Message to the founders/).fill(message);
  await expect(page.getByLabel(/^E-mail each founder/)).toBeChecked();
  await page.getByRole("button", { name: "Move ticked applications" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "2 applications moved; 2 e-mails to founders queued.",
  );
  for (const f of founders) {
    await expect(page.getByRole("row").filter({ hasText: f.subject })).toContainText("Shortlisted");
  }
  await axeAtBothWidths(page);

  // The idea's page keeps the move: when, from and to, who.
  await page.getByRole("link", { name: references[0] }).click();
  const move = page.getByRole("row").filter({ hasText: "Received → Shortlisted" });
  await expect(move).toContainText(E2E_ADMIN.email);
  await axeAtBothWidths(page);

  // The founders look their applications up: the stage, its date and the message, in their
  // language, and nothing of who moved it.
  const founder = await browser.newContext({ baseURL });
  const look = await founder.newPage();
  await look.goto("/hi/idea/status");
  await look.getByLabel(hi.notices.status.reference).fill(references[1]);
  await look.getByLabel(hi.notices.status.email).fill(founders[1].email);
  await look.getByRole("button", { name: hi.notices.status.check }).click();
  const hindi = look.getByRole("status").filter({ hasText: references[1] });
  await expect(hindi).toContainText("शॉर्टलिस्ट");
  await expect(hindi).toContainText(message);
  await expect(hindi.getByRole("listitem")).toHaveCount(2);
  await expect(hindi.getByRole("listitem").last()).toHaveText(/^\d{1,2} \S+ \d{4}: शॉर्टलिस्ट$/);
  await expect(hindi).not.toContainText(E2E_ADMIN.email);

  await look.goto("/idea/status");
  await look.getByLabel("Reference number").fill(references[0]);
  await look.getByLabel("Email Address").fill(founders[0].email);
  await look.getByRole("button", { name: "Check status" }).click();
  const english = look.getByRole("status").filter({ hasText: references[0] });
  await expect(english).toContainText("Shortlisted");
  await expect(english).toContainText(message);
  await expect(english.getByRole("listitem").first()).toHaveText(
    /^\d{1,2} [A-Z][a-z]{2} \d{4}: Received$/,
  );
  await expect(english.getByRole("listitem").last()).toHaveText(
    /^\d{1,2} [A-Z][a-z]{2} \d{4}: Shortlisted$/,
  );
  await expect(english).not.toContainText(E2E_ADMIN.email);
  await axeAtBothWidths(look);
  await founder.close();
});
