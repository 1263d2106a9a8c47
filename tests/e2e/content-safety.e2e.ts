// What keeps content safe: a deleted item can be brought back (Undo at once, or from the trash),
// and only staff with the right may change it: an editor edits content but not the centre's
// accounts or settings; members and visitors do not get in at all.
import { asVisitor, fill, press, publishNew, signIn, tag } from "./content-helpers";
import { type Browser, expect, type Page, test } from "./fixtures";

/** Whether a visitor finds `text` in the home page's questions. */
async function onHomeFaq(browser: Browser, text: string, shown: boolean) {
  await asVisitor(browser, async (visitor) => {
    await visitor.goto("/");
    const faq = visitor.locator("#faq");
    await expect(faq).toBeAttached();
    if (shown) await expect(faq).toContainText(text);
    else await expect(faq).not.toContainText(text);
  });
}

/** Opens a delete's confirmation (its summary names what it deletes) and confirms it. */
async function confirmDelete(page: Page, name: string) {
  const summary = page.getByLabel(name, { exact: true });
  await summary.click();
  await page
    .locator("details", { has: summary })
    .getByRole("button", { name: "Yes, delete" })
    .click();
}

test("A deleted question comes back with Undo, and again from the trash", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const question = `Do you offer housing ${tag()}?`;
  await signIn(page);
  await publishNew(page, "faq", {
    "Question (English)": question,
    "Answer (English)": "Yes, for six months.",
  });
  await onHomeFaq(browser, question, true);

  // Deleted from its own page: the list says so and offers Undo.
  await confirmDelete(page, `Delete question: ${question}`);
  await page.waitForURL(/\/admin-dashboard\/faq\?done=delete/);
  const note = page.getByRole("status");
  await expect(note).toContainText(`The question “${question}” was moved to the trash.`);
  await expect(page.getByRole("link", { name: question, exact: true })).toHaveCount(0);
  await onHomeFaq(browser, question, false);
  await note.getByRole("button", { name: "Undo" }).click();
  await expect(page.getByRole("status")).toHaveText("Restored from the trash.");
  await expect(page.getByRole("link", { name: question, exact: true })).toBeVisible();
  await onHomeFaq(browser, question, true);

  // Deleted from the list, then restored from the trash, published as it was.
  await confirmDelete(page, `Delete question: ${question}`);
  await expect(page.getByRole("status")).toContainText("was moved to the trash.");
  await page.goto("/admin-dashboard/trash");
  await expect(page.getByRole("heading", { level: 1, name: "Trash" })).toBeVisible();
  await page.getByRole("button", { name: `Restore: ${question}`, exact: true }).click();
  await expect(page.getByText("The question is restored.")).toBeVisible();
  await expect(page.getByRole("button", { name: `Restore: ${question}` })).toHaveCount(0);
  await onHomeFaq(browser, question, true);
});

test("An editor edits content but not accounts or settings; members and visitors are kept out", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const t = tag();
  const editor = {
    name: `Esha Editor ${t}`,
    email: `editor-${t}@example.org`,
    password: `editor pass ${t}`,
  };
  const member = {
    name: `Manoj Member ${t}`,
    email: `member-${t}@example.org`,
    password: `member pass ${t}`,
  };
  await signIn(page);
  await page.goto("/admin-dashboard/users");
  for (const [person, role] of [
    [editor, "editor"],
    [member, "member"],
  ] as const) {
    // Made as the tests make accounts (people are invited: tests/e2e/accounts-invite.e2e.ts).
    const made = await page.request.post("/admin-dashboard/users", {
      form: { intent: "add", role, ...person },
      maxRedirects: 0,
    });
    expect(made.status()).toBe(302);
  }
  await page.reload();
  for (const person of [editor, member])
    await expect(page.getByRole("cell", { name: person.email, exact: true })).toBeVisible();
  // A question of the admin's, for the editor to change.
  const question = `Who may apply ${t}?`;
  const id = await publishNew(page, "faq", {
    "Question (English)": question,
    "Answer (English)": "Students only.",
  });

  const editorContext = await browser.newContext();
  const editorPage = await editorContext.newPage();
  await signIn(editorPage, editor.email, editor.password);
  await expect(editorPage).toHaveURL(/\/admin-dashboard$/);
  const nav = editorPage.getByRole("navigation", { name: "Admin sections" });
  await expect(nav.getByRole("link", { name: "Startups" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Trash" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Users" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Settings" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Brand" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Standard pages" })).toBeVisible();
  await nav.getByRole("link", { name: "FAQ" }).click();
  await editorPage.getByRole("link", { name: question, exact: true }).click();
  await editorPage.waitForURL(`**/admin-dashboard/faq/${id}`);
  const answer = `Students, alumni and staff ${t}.`;
  await fill(editorPage, { "Answer (English)": answer });
  await press(editorPage, "Publish");
  await onHomeFaq(browser, answer, true);
  for (const path of ["/admin-dashboard/settings", "/admin-dashboard/users"]) {
    const res = await editorPage.goto(path);
    expect(res?.status(), path).toBe(403);
  }
  await editorContext.close();

  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await signIn(memberPage, member.email, member.password);
  await memberPage.goto("/admin-dashboard/startups");
  // Members have the notice board, not the dashboard.
  await expect(memberPage).toHaveURL(/\/Notice$/);
  await memberContext.close();

  await asVisitor(browser, async (visitor) => {
    await visitor.goto("/admin-dashboard/startups");
    await expect(visitor).toHaveURL(/\/login\?next=%2Fadmin-dashboard%2Fstartups$/);
    await expect(visitor.getByRole("button", { name: "Log In" })).toBeVisible();
  });
});
