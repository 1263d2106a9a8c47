// Accounts staff manage themselves (issue 25): an admin invites a person with a role in words;
// without a mail server the page hands the admin the link to pass on; the person opens it,
// chooses a password and is signed in with that role; the link then no longer works. The
// login pages link to the password reset. Axe finds nothing on the new pages.
import { E2E_ADMIN, loginUi, uid } from "./auth-helpers";
import { axeClean, expect, test } from "./fixtures";

test("An admin invites an editor, who chooses a password and signs in; the link works once", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const tag = uid();
  const email = `meera-${tag}@example.org`;
  await loginUi(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await page.goto("/admin-dashboard/users");
  await expect(page.getByText("npm run users")).toHaveCount(0);
  await expect(page.getByText(/^Editor — keeps the content/).first()).toBeVisible();
  await page.getByLabel("Name", { exact: true }).fill(`Meera ${tag}`);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Role", { exact: true }).selectOption("editor");
  await page.getByRole("button", { name: "Send invitation" }).click();
  const status = page.getByRole("status");
  await expect(status).toContainText(`The e-mail to ${email} could not be sent`);
  const link = (await status.locator("code").textContent()) ?? "";
  expect(link).toMatch(/\/invitation\?token=[\w-]{30,}$/);
  await expect(page.getByRole("row", { name: new RegExp(email) })).toContainText("Editor");
  await axeClean(page);

  // The invited person, in a browser of their own.
  const theirs = await browser.newContext();
  const person = await theirs.newPage();
  await person.goto(link);
  await expect(person.getByRole("heading", { name: "Choose your password" })).toBeVisible();
  await expect(person.getByText(email)).toBeVisible();
  await axeClean(person);
  await person.getByLabel("New password", { exact: true }).fill("meera's own password");
  await person.getByLabel("New password again").fill("meera's own password");
  await person.getByRole("button", { name: "Set my password and log in" }).click();
  await expect(person).toHaveURL(/\/admin-dashboard$/);
  await expect(person.getByRole("heading", { level: 1 })).toHaveText("Overview");
  const nav = person.getByRole("navigation", { name: "Admin sections" });
  await expect(nav.getByRole("link", { name: "Startups" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Users" })).toHaveCount(0);
  // Used once: the same link is dead.
  await person.goto(link);
  await expect(person.getByRole("heading", { name: "This link no longer works" })).toBeVisible();
  await theirs.close();

  // The invitation left the waiting list; the account is there, with its role.
  await page.goto("/admin-dashboard/users");
  await expect(page.getByRole("heading", { name: /^Invitations waiting/ })).toHaveCount(0);
  await expect(page.locator(`tr[data-email="${email}"]`)).toBeVisible();

  // On a phone: the same page reads in one column.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await axeClean(page);
});

test("Both login pages link to the password reset", async ({ page }) => {
  for (const path of ["/login", "/admin", "/Admin"]) {
    await page.goto(path);
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible();
  }
});
