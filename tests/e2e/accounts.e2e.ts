import { adminSession, apiSession, loginUi, newMember } from "./auth-helpers";
import { expect, test } from "./fixtures";

// Each person's own account (password, other sessions) and the password reset page.

test.describe("My account", () => {
  test("Admins change their password; other sessions end; sign out everywhere ends this one", async ({
    page,
  }) => {
    const admin = await newMember("admin");
    const elsewhere = await apiSession(admin.email, admin.password);
    await loginUi(page, admin.email, admin.password);
    await expect(page).toHaveURL(/\/admin-dashboard$/);
    await page.goto("/admin-dashboard/account");
    await page.getByLabel("Current password").fill("not my password");
    await page.getByLabel("New password", { exact: true }).fill("a whole new password");
    await page.getByLabel("New password again").fill("a whole new password");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByRole("alert")).toHaveText("The current password is not right.");

    await page.getByLabel("Current password").fill(admin.password);
    await page.getByLabel("New password", { exact: true }).fill("a whole new password");
    await page.getByLabel("New password again").fill("a whole new password");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByRole("status")).toHaveText(
      "Password changed. Your other sessions were ended.",
    );
    // This browser stays signed in; the other session does not.
    expect((await elsewhere.get("/admin-dashboard", { maxRedirects: 0 })).status()).toBe(302);
    await elsewhere.dispose();
    await page.reload();
    await expect(page.getByRole("heading", { name: "My account" })).toBeVisible();

    await page.getByRole("button", { name: "Sign out everywhere" }).click();
    await expect(page).toHaveURL(/\/login$/);
    const again = await adminSession();
    expect(
      (
        await again.post("/api/login", { data: { email: admin.email, password: admin.password } })
      ).status(),
    ).toBe(401);
    await again.dispose();
  });
});

test.describe("A member's account", () => {
  test("Members change their own password at /account", async ({ page }) => {
    const member = await newMember();
    await loginUi(page, member.email, member.password);
    await expect(page).toHaveURL(/\/Notice$/);
    await page.getByRole("link", { name: "My account" }).click();
    await expect(page.getByRole("heading", { name: "My account" })).toBeVisible();
    await page.getByLabel("Current password").fill(member.password);
    await page.getByLabel("New password", { exact: true }).fill("member new password");
    await page.getByLabel("New password again").fill("member new password");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByRole("status")).toHaveText(
      "Password changed. Your other sessions were ended.",
    );
    await expect(page).toHaveURL(/\/account\?changed$/);
  });
});

test.describe("Password reset", () => {
  test("Without SMTP the page says to ask an administrator", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible();
    await expect(page.getByText("Ask an administrator")).toBeVisible();
  });

  test("A made-up reset link is refused", async ({ page }) => {
    await page.goto("/reset-password?token=made-up");
    await page.getByLabel("New password", { exact: true }).fill("some new password");
    await page.getByLabel("New password again").fill("some new password");
    await page.getByRole("button", { name: "Set password" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "This link is invalid or has expired. Ask for a new one.",
    );
  });
});
