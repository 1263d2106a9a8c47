// When logging in goes wrong (the request fails, the server errs, too many attempts) and logging
// out: SPEC §8's messages on /login and /admin, and the session really ends.
import { type RunningServer, startServer } from "../support/server";
import { baseURL, E2E_ADMIN, loginUi, newMember, uid } from "./auth-helpers";
import { expect, type Page, test } from "./fixtures";

/** Makes the forms' POSTs (React Router posts to `<path>.data`) fail; page loads still work. */
async function breakLoginPosts(page: Page, how: "network" | "500") {
  await page.route(
    (url) => url.pathname.endsWith(".data"),
    (route) => {
      if (route.request().method() !== "POST") return route.continue();
      if (how === "network") return route.abort("failed");
      return route.fulfill({ status: 500, contentType: "text/html", body: "" });
    },
  );
}

/** Logs in on /login at `url` (the shared server's or another). */
async function loginAt(page: Page, url: string, login: string, password: string) {
  await page.goto(url);
  await page.getByLabel("Email (or phone)").fill(login);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log In" }).click();
}

/** Logs in on the admin login at `url` (/admin or /Admin, here or on another server). */
async function adminLoginUi(page: Page, url: string, login: string, password: string) {
  await page.goto(url);
  await page.getByLabel("Email or Username").fill(login);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
}

test.describe("A login request that fails", () => {
  for (const how of ["network", "500"] as const) {
    const what = how === "network" ? "the network fails" : "the server answers 500 with no message";
    test(`On /login, when ${what}, people read "Login failed" and keep the form`, async ({
      page,
    }) => {
      await breakLoginPosts(page, how);
      await loginUi(page, E2E_ADMIN.email, E2E_ADMIN.password);
      await expect(page.getByRole("alert")).toHaveText("Login failed");
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole("button", { name: "Log In" })).toBeEnabled();
    });
  }

  for (const [path, how] of [
    ["/admin", "network"],
    ["/Admin", "500"],
    ["/admin", "500"],
  ] as const) {
    const what = how === "network" ? "the network fails" : "the server answers 500 with no message";
    test(`On ${path}, when ${what}, the error line says "Login failed. Please try again."`, async ({
      page,
    }) => {
      await breakLoginPosts(page, how);
      await adminLoginUi(page, path, E2E_ADMIN.email, E2E_ADMIN.password);
      await expect(page.getByRole("alert")).toHaveText("Login failed. Please try again.");
      await expect(page).toHaveURL(`${baseURL}${path}`);
      await expect(page.getByRole("heading", { name: "Login to Your Account" })).toBeVisible();
    });
  }

  test("Once the network is back, the same form logs in", async ({ page }) => {
    await breakLoginPosts(page, "network");
    await loginUi(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page.getByRole("alert")).toHaveText("Login failed");
    await page.unrouteAll();
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(page).toHaveURL(/\/admin-dashboard$/);
  });
});

// Throttling gets its own server, so the shared one never locks other stories out.
test.describe("Too many failed logins", () => {
  test.describe.configure({ mode: "serial", timeout: 90_000 });
  let server: RunningServer;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await startServer({
      env: {
        SEED: "0",
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        ADMIN_NAME: E2E_ADMIN.name,
        LOGIN_ACCOUNT_RATE_LIMIT: "2",
        LOGIN_RATE_LIMIT: "100",
        LOGIN_RATE_WINDOW_MINUTES: "10",
      },
    });
  });
  test.afterAll(() => server?.stop());

  const tooMany = "Too many login attempts. Please wait 10 minutes and try again.";

  test("On /login, people who keep failing are told to wait, even with the right password", async ({
    page,
  }) => {
    for (let i = 0; i < 2; i++) {
      await loginAt(page, `${server.url}/login`, E2E_ADMIN.email, "not the password");
      await expect(page.getByRole("alert")).toHaveText("Wrong email (or phone) or password.");
    }
    await loginAt(page, `${server.url}/login`, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page.getByRole("alert")).toHaveText(tooMany);
    await expect(page).toHaveURL(`${server.url}/login`);
  });

  test("On /admin, the error line tells people who keep failing to wait", async ({ page }) => {
    const login = `nobody-${uid()}`;
    for (let i = 0; i < 2; i++) {
      await adminLoginUi(page, `${server.url}/admin`, login, "not the password");
      await expect(page.getByRole("alert")).toHaveText("Wrong email (or phone) or password.");
    }
    await adminLoginUi(page, `${server.url}/Admin`, login, "not the password");
    await expect(page.getByRole("alert")).toHaveText(tooMany);
  });
});

test.describe("Logging out", () => {
  async function expectSignedOut(page: Page) {
    await expect(page).toHaveURL(/\/login$/);
    await page.goto("/Notice");
    await expect(page.getByRole("button", { name: "Log out" })).toHaveCount(0);
    await expect(page.getByLabel(/Delete notice/)).toHaveCount(0);
    await page.getByRole("textbox", { name: "New notice" }).fill(`After logout ${uid()}`);
    await page.getByRole("button", { name: "Change" }).click();
    await expect(page).toHaveURL(/\/login\?next=%2FNotice$/);
    await page.goto("/account");
    await expect(page).toHaveURL(/\/login\?next=%2Faccount$/);
  }

  test("Members log out from the notice board and are signed out", async ({ page }) => {
    const member = await newMember();
    await loginUi(page, member.email, member.password);
    await expect(page).toHaveURL(/\/Notice$/);
    await page.getByRole("button", { name: "Log out" }).click();
    await expectSignedOut(page);
  });

  test("Members log out from their account page and are signed out", async ({ page }) => {
    const member = await newMember();
    await loginUi(page, member.email, member.password);
    await page.getByRole("link", { name: "My account" }).click();
    await expect(page).toHaveURL(/\/account$/);
    await page.getByRole("button", { name: "Log out" }).click();
    await expectSignedOut(page);
  });
});
