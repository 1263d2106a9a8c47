import { baseURL, createAccount, E2E_ADMIN, loginUi, uid } from "./auth-helpers";
import { expect, test } from "./fixtures";

test.describe("Logging in on /login", () => {
  test("The form asks for an email or phone and a masked password, both required", async ({
    page,
  }) => {
    await page.goto("/login");
    const login = page.getByLabel("Email (or phone)");
    const password = page.getByLabel("Password");
    await expect(login).toHaveAttribute("required", "");
    await expect(password).toHaveAttribute("required", "");
    await expect(password).toHaveAttribute("type", "password");
    await expect(page.getByRole("button", { name: "Log In" })).toBeVisible();
  });

  test("Admins land on the admin dashboard and can log out", async ({ page }) => {
    await loginUi(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page).toHaveURL(/\/admin-dashboard$/);
    await expect(page.getByRole("heading", { name: "Overview", exact: true })).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Admin sections" });
    await expect(nav.getByRole("link", { name: "Gallery" })).toHaveAttribute(
      "href",
      "/admin-dashboard/gallery",
    );
    await expect(nav.getByRole("link", { name: "Ideas inbox" })).toHaveAttribute(
      "href",
      "/admin-dashboard/ideas",
    );
    await page.getByRole("button", { name: "Log out" }).first().click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto("/admin-dashboard");
    await expect(page).toHaveURL(/\/login\?next=%2Fadmin-dashboard$/);
  });

  test("Members land on the notice board, by e-mail, username or phone", async ({ page }) => {
    const tag = uid();
    const member = await createAccount({
      email: `phone-${tag}@example.org`,
      name: `Neha ${tag}`,
      role: "member",
      password: `member ${tag} password`,
      username: `neha_${tag}`,
      phone: `+91 90000 ${Math.floor(10000 + Math.random() * 89999)}`,
    });
    for (const login of [member.email, member.username ?? "", member.phone ?? ""]) {
      await loginUi(page, login, member.password);
      await expect(page).toHaveURL(/\/Notice$/);
      await expect(page.getByRole("heading", { name: "Notice Board" })).toBeVisible();
      await page.context().clearCookies();
    }
  });

  test("A wrong password shows the server's message", async ({ page }) => {
    await loginUi(page, E2E_ADMIN.email, "not the password");
    await expect(page.getByRole("alert")).toHaveText("Wrong email (or phone) or password.");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("It works without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await loginUi(page, E2E_ADMIN.email, "wrong wrong wrong");
    await expect(page.getByRole("alert")).toHaveText("Wrong email (or phone) or password.");
    await loginUi(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page).toHaveURL(/\/admin-dashboard$/);
    await context.close();
  });
});

test.describe("The admin login at /admin and /Admin", () => {
  for (const path of ["/admin", "/Admin"]) {
    test(`People see "Login to Your Account" at ${path}, with Login disabled while a field is blank`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: "Login to Your Account" })).toBeVisible();
      const button = page.getByRole("button", { name: "Login", exact: true });
      await expect(button).toBeDisabled();
      await page.getByLabel("Email or Username").fill("   ");
      await expect(button).toBeDisabled();
      await page.getByLabel("Password").fill("   ");
      await expect(button).toBeEnabled();
      await button.click();
      await expect(page.getByRole("alert")).toHaveText("All fields are required.");
      await page.getByLabel("Email or Username").fill(E2E_ADMIN.email);
      await page.getByLabel("Password").fill("wrong password!");
      await button.click();
      await expect(page.getByRole("alert")).toHaveText("Wrong email (or phone) or password.");
      await page.getByLabel("Password").fill(E2E_ADMIN.password);
      await button.click();
      await expect(page).toHaveURL(`${baseURL}/`);
      await expect(page.locator(".viewer-menu")).toContainText(E2E_ADMIN.name);
    });
  }

  test("Without JavaScript the server answers blanks with All fields are required.", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto("/Admin");
    await page.getByLabel("Email or Username").fill("  ");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText("All fields are required.");
    await context.close();
  });
});

test.describe("POST /api/login", () => {
  test("API clients get role and name, or a message", async ({ request }) => {
    const ok = await request.post("/api/login", {
      data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
    });
    expect(ok.status()).toBe(200);
    expect(await ok.json()).toEqual({ role: "admin", name: E2E_ADMIN.name });
    expect(ok.headers()["set-cookie"]).toMatch(/HttpOnly/i);
    expect(ok.headers()["set-cookie"]).toMatch(/SameSite=Lax/i);
    const bad = await request.post("/api/login", {
      data: { email: E2E_ADMIN.email, password: "nope" },
    });
    expect(bad.status()).toBe(401);
    expect(await bad.json()).toEqual({ message: "Wrong email (or phone) or password." });
    const blank = await request.post("/api/login", { data: { email: "", password: "" } });
    expect(await blank.json()).toEqual({ message: "All fields are required." });
  });
});
