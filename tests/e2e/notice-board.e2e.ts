import {
  apiSession,
  baseURL,
  createAccount,
  E2E_ADMIN,
  loginUi,
  newMember,
  uid,
} from "./auth-helpers";
import { expect, test } from "./fixtures";

// The members' notice board, and the admin dashboard's notices and users.

test.describe("The notice board at /Notice", () => {
  test("Members add a notice (the input clears), see it on the home page and notices.txt, and delete it", async ({
    page,
  }) => {
    const member = await newMember();
    await loginUi(page, member.email, member.password);
    await expect(page).toHaveURL(/\/Notice$/);
    const title = `Lab closed on Friday ${uid()}`;
    const input = page.getByRole("textbox", { name: "New notice" });
    await input.fill(title);
    await page.getByRole("button", { name: "Change" }).click();
    await expect(page.getByText(title)).toBeVisible();
    await expect(input).toHaveValue("");

    const home = await page.request.get("/");
    expect(await home.text()).toContain(title);
    const txt = await page.request.get("/notices.txt");
    expect(await txt.text()).toContain(`title: ${title}`);

    await page.getByLabel(`Delete notice: ${title}`, { exact: true }).click();
    await page
      .getByRole("listitem")
      .filter({ hasText: title })
      .getByRole("button", { name: "Yes, delete" })
      .click();
    await expect(page.getByText(title)).toHaveCount(0);
    expect(await (await page.request.get("/notices.txt")).text()).not.toContain(title);
  });

  test("Members confirm a delete, by mouse or keyboard; cancelling keeps the notice", async ({
    page,
  }) => {
    const member = await newMember();
    await loginUi(page, member.email, member.password);
    await expect(page).toHaveURL(/\/Notice$/);
    const title = `Cancelled talk ${uid()}`;
    await page.getByRole("textbox", { name: "New notice" }).fill(title);
    await page.getByRole("button", { name: "Change" }).click();
    const item = page.getByRole("listitem").filter({ hasText: title });
    const trash = item.getByLabel(`Delete notice: ${title}`, { exact: true });
    const yes = item.getByRole("button", { name: "Yes, delete" });

    // One tap only asks.
    await trash.click();
    await expect(item.getByText("Delete this notice?")).toBeVisible();
    await item.getByRole("button", { name: "Cancel" }).click();
    await expect(yes).toBeHidden();
    await expect(trash).toBeFocused();
    await page.reload();
    await expect(item).toHaveCount(1);

    // Escape closes it too; Enter on the icon, Tab, Enter deletes.
    await trash.focus();
    await page.keyboard.press("Enter");
    await expect(yes).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(yes).toBeHidden();
    await expect(trash).toBeFocused();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(yes).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByText(title)).toHaveCount(0);
    // Focus lands on what happened, not on the next notice's delete icon.
    const done = page.getByRole("status").filter({ hasText: "Notice deleted." });
    await expect(done).toBeFocused();
    expect(await (await page.request.get("/notices.txt")).text()).not.toContain(title);
  });

  test("Visitors who submit a notice are sent to /login and nothing is added", async ({
    page,
    request,
  }) => {
    await page.goto("/Notice");
    await expect(page.getByLabel(/Delete notice/)).toHaveCount(0);
    const title = `Visitor notice ${uid()}`;
    await page.getByRole("textbox", { name: "New notice" }).fill(title);
    await page.getByRole("button", { name: "Change" }).click();
    await expect(page).toHaveURL(/\/login\?next=%2FNotice$/);
    expect(await (await request.get("/notices.txt")).text()).not.toContain(title);
  });

  test("The board works without JavaScript", async ({ browser }) => {
    const member = await newMember();
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await loginUi(page, member.email, member.password);
    const title = `No-JS notice ${uid()}`;
    await page.getByRole("textbox", { name: "New notice" }).fill(title);
    await page.getByRole("button", { name: "Change" }).click();
    await expect(page.getByText(title)).toBeVisible();
    // The confirmation is a disclosure: it opens and deletes without JavaScript too.
    const item = page.getByRole("listitem").filter({ hasText: title });
    await item.getByLabel(`Delete notice: ${title}`, { exact: true }).click();
    await item.getByRole("button", { name: "Yes, delete" }).click();
    await expect(page.getByText(title)).toHaveCount(0);
    await expect(page.getByRole("status")).toHaveText("Notice deleted.");
    await context.close();
  });

  test("Members who open /admin-dashboard are sent to /Notice; visitors to /login", async ({
    page,
  }) => {
    await page.goto("/admin-dashboard/users");
    await expect(page).toHaveURL(/\/login\?next=%2Fadmin-dashboard%2Fusers$/);
    const member = await newMember();
    await loginUi(page, member.email, member.password);
    await expect(page).toHaveURL(/\/Notice$/);
    await page.goto("/admin-dashboard");
    await expect(page).toHaveURL(/\/Notice$/);
    await expect(page.locator(".viewer-menu")).toContainText(member.name);
    await expect(
      page.locator(".viewer-menu").getByRole("link", { name: "Notice board" }),
    ).toBeVisible();
  });
});

test.describe("The admin dashboard", () => {
  test.beforeEach(async ({ page }) => {
    await loginUi(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page).toHaveURL(/\/admin-dashboard$/);
    // The back office opens on its overview; the notices have a page of their own.
    await page.goto("/admin-dashboard/notices");
  });

  test("Admins add, edit and delete notices with a link and a date; the home page follows at once", async ({
    page,
  }) => {
    const title = `Demo day ${uid()}`;
    await page.getByLabel("Title").first().fill(title);
    await page.getByLabel("Link (optional)").first().fill("https://example.org/demo-day");
    await page.getByLabel("Date").first().fill("15/01/2031");
    await page.getByRole("button", { name: "Add notice" }).click();
    await expect(page.getByRole("status")).toHaveText("Notice added.");
    const row = page.getByRole("row", { name: new RegExp(title) });
    await expect(row.getByRole("link", { name: title })).toHaveAttribute(
      "href",
      "https://example.org/demo-day",
    );
    expect(await (await page.request.get("/notices.txt")).text()).toContain(
      `title: ${title}\nurl: https://example.org/demo-day\ndate: 2031-01-15`,
    );

    await row.getByText("Edit").click();
    // Exact: the row's form also has "Title (Hindi)".
    await row.getByLabel("Title", { exact: true }).fill(`${title} (moved)`);
    await row.getByLabel("Link (optional)").fill("");
    await row.getByLabel("Date").fill("01/02/2031");
    await row.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status")).toHaveText("Notice saved.");
    const home = await (await page.request.get("/")).text();
    expect(home).toContain(`${title} (moved)`);

    const moved = page.getByRole("row", { name: new RegExp(`${title} \\(moved\\)`) });
    const remove = moved.getByLabel(`Delete notice: ${title} (moved)`, { exact: true });
    // Delete asks first; closing the question again keeps the notice.
    await remove.click();
    await expect(moved.getByText("Delete this notice?")).toBeVisible();
    await remove.click();
    await expect(moved.getByRole("button", { name: "Yes, delete" })).toBeHidden();
    await page.reload();
    await expect(moved).toHaveCount(1);
    await remove.click();
    await moved.getByRole("button", { name: "Yes, delete" }).click();
    // Deleting moves it to the trash, and the page offers to undo that.
    const status = page.getByRole("status");
    await expect(status).toHaveText(`The notice “${title} (moved)” was moved to the trash. Undo`);
    await expect(status).toBeFocused();
    expect(await (await page.request.get("/notices.txt")).text()).not.toContain(title);
    await status.getByRole("button", { name: "Undo" }).click();
    await expect(page.getByRole("status")).toHaveText("Restored from the trash.");
    await expect(moved).toHaveCount(1);
    expect(await (await page.request.get("/notices.txt")).text()).toContain(`${title} (moved)`);
    await remove.click();
    await moved.getByRole("button", { name: "Yes, delete" }).click();
    await expect(status).toContainText("was moved to the trash.");
    expect(await (await page.request.get("/notices.txt")).text()).not.toContain(title);

    await page.goto("/admin-dashboard/audit");
    // Deleted, restored by Undo, deleted again.
    await expect(
      page.getByRole("row", { name: new RegExp(`notice.delete.*${title}`) }),
    ).toHaveCount(2);
    await expect(
      page.getByRole("row", { name: new RegExp(`notice.restore.*${title}`) }),
    ).toBeVisible();
  });

  test("Admins re-save a seeded notice with a link to a page of the site, and add one to /timeline", async ({
    page,
  }) => {
    const seeded = page.getByRole("row", { name: /Applications open for the 2027 spring/ });
    await seeded.getByText("Edit").click();
    const link = seeded.getByLabel("Link (optional)");
    await expect(link).toHaveValue("/#idea");
    await expect(link).toHaveAccessibleDescription(/starting with \//);
    await seeded.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status")).toHaveText("Notice saved.");
    expect(await (await page.request.get("/notices.txt")).text()).toContain(
      "title: Applications open for the 2027 spring incubation cohort\nurl: /#idea\n",
    );

    const title = `Workshop schedule ${uid()}`;
    await page.getByLabel("Title").first().fill(title);
    await page.getByLabel("Link (optional)").first().fill("javascript:alert(1)");
    await page.getByRole("button", { name: "Add notice" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      /Links start with https:\/\/, http:\/\/ or \//,
    );
    expect(await (await page.request.get("/notices.txt")).text()).not.toContain(title);

    await page.getByLabel("Title").first().fill(title);
    await page.getByLabel("Link (optional)").first().fill("/timeline");
    await page.getByRole("button", { name: "Add notice" }).click();
    await expect(page.getByRole("status")).toHaveText("Notice added.");
    await expect(
      page.getByRole("row", { name: new RegExp(title) }).getByRole("link", { name: title }),
    ).toHaveAttribute("href", "/timeline");
  });

  test("Admins add accounts, change roles and remove them; the audit log records who did it", async ({
    page,
  }) => {
    const tag = uid();
    const email = `staff-${tag}@example.org`;
    // Made as the tests make accounts (people are invited: tests/e2e/accounts-invite.e2e.ts).
    await createAccount({
      email,
      name: `Staff ${tag}`,
      role: "member",
      password: `staff ${tag} password`,
    });
    await page.getByRole("link", { name: "Users" }).first().click();
    const row = page.locator(`tr[data-email="${email}"]`);
    await row.getByLabel(`Role of ${email}`).selectOption("admin");
    await row.getByRole("button", { name: "Set role" }).click();
    await expect(page.getByRole("status")).toHaveText("Role changed.");
    await expect(row.getByLabel(`Role of ${email}`)).toHaveValue("admin");

    // The new admin can log in and reach the dashboard.
    const other = await apiSession(email, `staff ${tag} password`);
    expect((await other.get("/admin-dashboard/users", { maxRedirects: 0 })).status()).toBe(200);

    await row.getByText(`Manage ${email}`).click();
    await row.getByRole("button", { name: `Remove ${email}` }).click();
    await expect(page.getByRole("status")).toHaveText("Account removed.");
    await expect(row).toHaveCount(0);
    // Its session ended with it.
    expect((await other.get("/admin-dashboard/users", { maxRedirects: 0 })).status()).toBe(302);
    await other.dispose();

    await page.getByRole("link", { name: "Audit log" }).click();
    for (const action of ["user.add", "user.role", "user.remove"]) {
      await expect(
        page.getByRole("row", { name: new RegExp(`${E2E_ADMIN.email}.*${action}.*${email}`) }),
      ).toBeVisible();
    }
  });

  test("The last admin cannot be removed or demoted by mistake", async ({ page }) => {
    await page.goto("/admin-dashboard/users");
    const row = page.locator(`tr[data-email="${E2E_ADMIN.email}"]`);
    await expect(row).toContainText("(you)");
    await expect(row.getByRole("button", { name: /^Remove/ })).toHaveCount(0);
  });
});
