import AxeBuilder from "@axe-core/playwright";
import { MIN_FILL_MS, TIMING_FIELD } from "~/lib/forms/idea-rules";
import { E2E_ADMIN, type RunningServer, startServer } from "../support/server";
import { type Browser, expect, type Page, runsTheApp, test, waitForHydration } from "./fixtures";

// The idea pipeline as founders and staff meet it. The shared e2e server throttles ideas per
// address (60 per 10 minutes) and per e-mail address (3): each story sends as a founder of its
// own; the throttle has its own server.

// Several page loads per story on a busy machine: more room than the default 30 s.
test.describe.configure({ timeout: 90_000 });

const idea = {
  name: "Meera Nair",
  email: "meera.nair@example.co.in",
  phone: "98450 12345",
  subject: "Solar cold storage for farmers",
  message: "Small cold rooms run on solar power.\n<b>This must stay text</b>",
};

async function fillIdea(page: Page, values: Partial<typeof idea> = idea) {
  const form = page.locator("#idea");
  if (values.name) await form.getByLabel("Full Name").fill(values.name);
  if (values.email) await form.getByLabel("Email Address").fill(values.email);
  if (values.phone) await form.getByLabel("Phone Number").fill(values.phone);
  if (values.subject) await form.getByLabel("Subject").fill(values.subject);
  if (values.message) await form.getByLabel("Message").fill(values.message);
}

const submit = (page: Page) => page.locator("#idea").getByRole("button", { name: "Submit" });

/**
 * Sends the form at a person's pace: the server refuses a form sent within MIN_FILL_MS of being
 * shown (a bot's pace), and Playwright types far faster than anyone. `shownAt` is when the form
 * was ready (after page.goto, which waits for hydration, or after the previous idea went).
 */
async function sendLikeAPerson(page: Page, shownAt: number) {
  const wait = shownAt + MIN_FILL_MS + 200 - Date.now();
  // Nothing in the page to wait for: the rule is about time passing.
  if (wait > 0) await page.waitForTimeout(wait);
  await submit(page).click();
}

test("Founders see the spec's message for every blank field, and a mark clears as they type", async ({
  page,
}) => {
  const posts: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST") posts.push(r.url());
  });
  await page.goto("/idea?form=idea");
  await expect(page.locator("#idea-title")).toHaveText("Incubate u'r Idea");
  await submit(page).click();
  const messages = [
    "Full Name can't be blank",
    "Email Address can't be blank",
    "Phone Number can't be blank",
    "Subject can't be blank",
    "Message can't be blank",
  ];
  for (const message of messages) await expect(page.getByText(message)).toBeVisible();
  const name = page.locator("#idea").getByLabel("Full Name");
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(name).toHaveAccessibleDescription("Full Name can't be blank");
  expect((await new AxeBuilder({ page }).include("#idea").analyze()).violations).toEqual([]);

  await name.pressSequentially("M");
  await expect(page.getByText("Full Name can't be blank")).toHaveCount(0);
  await expect(name).not.toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Subject can't be blank")).toBeVisible();

  await fillIdea(page, { ...idea, email: "Meera@Example" });
  await submit(page).click();
  await expect(page.getByText("Enter a valid email address")).toBeVisible();
  // A phone number is not checked for format; nothing was sent while the form was invalid.
  await expect(page.getByText(/Phone Number/).and(page.locator(".idea__error"))).toHaveCount(0);
  expect(posts).toEqual([]);
});

test("Founders get a Success! dialog with a reference number and stay on the page", async ({
  page,
}) => {
  await page.goto("/");
  const shownAt = Date.now();
  const sent = page.waitForRequest((r) => r.method() === "POST");
  await fillIdea(page, { ...idea, email: "meera.success@example.co.in" });
  await sendLikeAPerson(page, shownAt);
  // The form says how long it was in front of the founder (the server's bot check).
  const elapsed = Number(new URLSearchParams((await sent).postData() ?? "").get(TIMING_FIELD));
  expect(elapsed).toBeGreaterThanOrEqual(MIN_FILL_MS);
  const dialog = page.getByRole("dialog", { name: "Success!" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription(
    /Your message has been sent successfully! Your reference number is IDEA-\d{4}-\d{6}\./,
  );
  await expect(dialog.getByRole("button", { name: "OK" })).toBeFocused();
  expect((await new AxeBuilder({ page }).include("dialog").analyze()).violations).toEqual([]);
  expect(new URL(page.url()).pathname).toBe("/");
  await expect(page.locator("#idea").getByLabel("Full Name")).toHaveValue("");

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(submit(page)).toBeFocused();
});

test("Founders see an Error! dialog when sending fails, and keep what they typed", async ({
  page,
}) => {
  await page.goto("/idea?form=idea");
  // The visitor's page (no React app) posts to /idea itself; the app's fetcher to /idea.data.
  await page.route(/\/idea(\.data)?(\?.*)?$/, (route) =>
    route.request().method() === "POST" ? route.abort("connectionfailed") : route.continue(),
  );
  await fillIdea(page);
  await submit(page).click();
  const dialog = page.getByRole("alertdialog", { name: "Error!" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription("Something went wrong.");
  await dialog.getByRole("button", { name: "OK" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator("#idea").getByLabel("Full Name")).toHaveValue(idea.name);
  await expect(page.locator("#home, main").first()).toBeVisible();
});

test("Founders without JavaScript get the messages, then the success message and a reference", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/");
  await submit(page).click();
  await expect(page).toHaveURL(/\/idea$/);
  await expect(page.getByText("Full Name can't be blank")).toBeVisible();
  await expect(page.getByText("Message can't be blank")).toBeVisible();

  await fillIdea(page, { ...idea, email: "not-an-email" });
  await submit(page).click();
  await expect(page.getByText("Enter a valid email address")).toBeVisible();
  // What was typed comes back in the fields, as text.
  await expect(page.getByLabel("Subject")).toHaveValue(idea.subject);
  await expect(page.getByLabel("Message")).toHaveValue(idea.message);

  // Without JavaScript the timing field stays empty: no wait is needed.
  await page.getByLabel("Email Address").fill("meera.nojs@example.co.in");
  await submit(page).click();
  const outcome = page.getByRole("status").filter({ hasText: "Success!" });
  await expect(outcome).toContainText("Your message has been sent successfully!");
  await expect(outcome).toContainText(/IDEA-\d{4}-\d{6}/);
  await context.close();
});

test("Founders with addresses such as rahul_kumar@gmail.com get through; a@b is still refused", async ({
  page,
}) => {
  await page.goto("/idea?form=idea");
  const shownAt = Date.now();
  await fillIdea(page, { ...idea, name: "Rahul Kumar", email: "a@b" });
  await submit(page).click();
  const email = page.locator("#idea").getByLabel("Email Address");
  await expect(email).toHaveAccessibleDescription("Enter a valid email address");
  await expect(email).toBeFocused();

  await email.fill("rahul_kumar@gmail.com");
  await sendLikeAPerson(page, shownAt);
  const dialog = page.getByRole("dialog", { name: "Success!" });
  await expect(dialog).toHaveAccessibleDescription(
    /Your message has been sent successfully! Your reference number is IDEA-\d{4}-\d{6}\./,
  );
});

test("On a visitor's page the idea form's island alone checks, sends and answers, in Hindi too", async ({
  page,
}) => {
  await page.goto("/hi/idea?form=idea");
  expect(await runsTheApp(page)).toBe(false);
  const form = page.locator("#idea");
  await expect(form).toHaveAttribute("data-island-state", "ready");
  const shownAt = Date.now();
  // The rules in Hindi, from the words the server put in the page; nothing is sent.
  const posts: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST") posts.push(r.url());
  });
  const send = form.getByRole("button", { name: "भेजें" });
  await send.click();
  await expect(form.getByText("पूरा नाम भरना ज़रूरी है")).toBeVisible();
  await expect(form.getByText("संदेश भरना ज़रूरी है")).toBeVisible();
  const name = form.getByLabel("पूरा नाम");
  await expect(name).toBeFocused();
  await expect(name).toHaveAccessibleDescription("पूरा नाम भरना ज़रूरी है");
  await name.pressSequentially("मीरा नायर");
  await expect(form.getByText("पूरा नाम भरना ज़रूरी है")).toHaveCount(0);
  await form.getByLabel("ई-मेल पता").fill("meera.hindi@example");
  await form.getByLabel("फ़ोन नंबर").fill("98450 12345");
  await form.getByLabel("विषय").fill("सौर कोल्ड स्टोरेज");
  await form.getByLabel("संदेश").fill("किसानों के लिए छोटे कोल्ड रूम।");
  await send.click();
  await expect(form.getByLabel("ई-मेल पता")).toHaveAccessibleDescription("सही ई-मेल पता लिखें");
  expect(posts).toEqual([]);

  // A field the server refuses (the request changed on its way): its message beside the field,
  // in the Error! dialog too, and nothing typed is lost.
  await form.getByLabel("ई-मेल पता").fill("meera.hindi@example.co.in");
  const wait = shownAt + MIN_FILL_MS + 200 - Date.now();
  if (wait > 0) await page.waitForTimeout(wait);
  await page.route("**/hi/idea", async (route) => {
    const body = new URLSearchParams(route.request().postData() ?? "");
    body.set("email", "not-an-address");
    await route.continue({ postData: body.toString() });
  });
  await send.click();
  const refused = page.getByRole("alertdialog", { name: "त्रुटि!" });
  await expect(refused).toHaveAccessibleDescription("सही ई-मेल पता लिखें");
  await page.keyboard.press("Escape");
  await expect(send).toBeFocused();
  await expect(form.getByLabel("ई-मेल पता")).toHaveAccessibleDescription("सही ई-मेल पता लिखें");
  await expect(form.getByLabel("संदेश")).toHaveValue("किसानों के लिए छोटे कोल्ड रूम।");
  await page.unroute("**/hi/idea");

  // Sent as it is: the success dialog in Hindi, with the reference and a Hindi link.
  await form.getByLabel("ई-मेल पता").fill("meera.hindi@example.co.in");
  await send.click();
  const dialog = page.getByRole("dialog", { name: "भेज दिया गया!" });
  await expect(dialog).toHaveAccessibleDescription(/आपकी संदर्भ संख्या है IDEA-\d{4}-\d{6}।/);
  await expect(dialog.getByRole("button", { name: "ठीक है" })).toBeFocused();
  await expect(dialog.getByRole("link", { name: "आइडिया की स्थिति वाले पेज" })).toHaveAttribute(
    "href",
    "/hi/idea/status",
  );
  expect((await new AxeBuilder({ page }).include("dialog").analyze()).violations).toEqual([]);
  await dialog.getByRole("button", { name: "ठीक है" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(name).toHaveValue("");
  expect(new URL(page.url()).pathname).toBe("/hi/idea");
  expect(await runsTheApp(page)).toBe(false);
});

test.describe("Throttling", () => {
  let server: RunningServer;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await startServer({
      env: { IDEAS_RATE_LIMIT: "1", SEED: "0", ADMIN_EMAIL: "", ADMIN_PASSWORD: "" },
    });
  });
  test.afterAll(() => server?.stop());

  test("Founders who send too many ideas are told to wait in the Error! dialog", async ({
    page,
  }) => {
    // This server allows one idea per address (IDEAS_RATE_LIMIT=1); the second founder on the
    // same address, with an e-mail address of their own, is told to wait.
    await page.goto(`${server.url}/idea`);
    await fillIdea(page);
    await sendLikeAPerson(page, Date.now());
    const ok = page.getByRole("dialog", { name: "Success!" });
    await expect(ok).toBeVisible();
    await ok.getByRole("button", { name: "OK" }).click();
    const shownAt = Date.now();
    await fillIdea(page, { ...idea, name: "Second Founder", email: "second.founder@example.in" });
    await sendLikeAPerson(page, shownAt);
    const refused = page.getByRole("alertdialog", { name: "Error!" });
    await expect(refused).toHaveAccessibleDescription(
      /^Too many submissions from your address\. Please try again in \d+ minutes?\.$/,
    );
    await refused.getByRole("button", { name: "OK" }).click();
    // What was typed is kept for the next try.
    await expect(page.locator("#idea").getByLabel("Full Name")).toHaveValue("Second Founder");
    await expect(page.locator("#idea").getByLabel("Message")).toHaveValue(idea.message);
  });
});

test("Signed-in staff keep the app's idea form: its rules, and its Error! dialog through the fetcher", async ({
  browser,
}) => {
  const page = await logIn(browser, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto("/idea?form=idea");
  await waitForHydration(page);
  expect(await runsTheApp(page)).toBe(true);
  await submit(page).click();
  await expect(page.getByText("Message can't be blank")).toBeVisible();
  await expect(page.locator("#idea").getByLabel("Full Name")).toBeFocused();
  await page.route("**/idea.data*", (route) => route.abort("connectionfailed"));
  await fillIdea(page);
  await submit(page).click();
  const dialog = page.getByRole("alertdialog", { name: "Error!" });
  await expect(dialog).toHaveAccessibleDescription("Something went wrong.");
  await dialog.getByRole("button", { name: "OK" }).click();
  await expect(page.locator("#idea").getByLabel("Message")).toHaveValue(idea.message);
  await page.context().close();
});

async function logIn(browser: Browser, email: string, password: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/login");
  await page.getByLabel("Email (or phone)").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log In" }).click();
  await page.waitForURL((url) => url.pathname !== "/login");
  return page;
}

test("Admins triage ideas in the inbox: search, open, set a status with a note, export CSV", async ({
  browser,
  request,
}) => {
  const subject = `=HYPERLINK("http://evil.example","Drone seeding ${Date.now()}")`;
  const sent = await request.post("/idea", {
    form: { ...idea, email: "meera.inbox@example.co.in", subject },
  });
  expect(sent.status()).toBe(200);

  const page = await logIn(browser, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto("/admin-dashboard/ideas");
  await expect(page.getByRole("heading", { name: "Ideas inbox" })).toBeVisible();
  await page.getByRole("main").getByLabel("Search", { exact: true }).fill("Drone seeding");
  await page.getByRole("main").getByRole("button", { name: "Search", exact: true }).click();
  const row = page.getByRole("row").filter({ hasText: "Drone seeding" });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("not configured");
  await expect(row).toContainText("Received");
  await row.getByRole("link", { name: /IDEA-\d{4}-\d{6}/ }).click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText(subject);
  await expect(
    page.getByText(/from the English site; the founder's e-mails are in English/),
  ).toBeVisible();
  await expect(page.getByText("This must stay text", { exact: false })).toContainText("<b>");
  await page.getByLabel("Stage", { exact: true }).selectOption("shortlisted");
  await page.getByLabel(/^Why/).fill("Invite to the January pitch day");
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(page.getByRole("status")).toHaveText("Status saved.");
  await expect(page.getByLabel("Stage", { exact: true })).toHaveValue("shortlisted");
  // The note went with the move, into the history.
  await expect(page.getByRole("row").filter({ hasText: "Received → Shortlisted" })).toContainText(
    "Invite to the January pitch day",
  );

  const csv = await page.request.get("/admin-dashboard/ideas/export.csv");
  expect(csv.headers()["content-type"]).toContain("text/csv");
  const text = await csv.text();
  expect(text).toContain(`"'=HYPERLINK(""http://evil.example""`);
  expect(text).toContain('"shortlisted","Shortlisted","","not configured"');
  await page.context().close();
});

test("Visitors and members are refused the ideas inbox", async ({ browser, request }) => {
  // Visitors are sent to log in; nothing of the inbox or the export reaches them.
  const visitor = await request.get("/admin-dashboard/ideas", { maxRedirects: 0 });
  expect(visitor.status()).toBe(302);
  expect(visitor.headers().location).toMatch(/^\/login/);
  const exported = await request.get("/admin-dashboard/ideas/export.csv", { maxRedirects: 0 });
  expect(exported.status()).toBe(302);
  const change = await request.post("/admin-dashboard/ideas/1", {
    form: { status: "declined", note: "" },
    maxRedirects: 0,
  });
  expect([302, 403]).toContain(change.status());

  // A member account, made by the admin.
  const admin = await logIn(browser, E2E_ADMIN.email, E2E_ADMIN.password);
  const member = { email: `member-${Date.now()}@example.org`, password: "member password 123" };
  // Made as the tests make accounts (people are invited: tests/e2e/accounts-invite.e2e.ts).
  const made = await admin.request.post("/admin-dashboard/users", {
    form: { intent: "add", name: "Manu Member", role: "member", ...member },
    maxRedirects: 0,
  });
  expect(made.status()).toBe(302);
  await admin.goto("/admin-dashboard/users");
  await expect(admin.getByRole("cell", { name: member.email }).first()).toBeVisible();
  await admin.context().close();

  const page = await logIn(browser, member.email, member.password);
  // Members are sent to their notice board (the admin area's rule); nothing of the inbox shows.
  for (const path of ["/admin-dashboard/ideas", "/admin-dashboard/ideas/export.csv"]) {
    const answer = await page.request.get(path, { maxRedirects: 0 });
    expect(answer.status(), path).toBe(302);
    expect(answer.headers().location).toBe("/Notice");
  }
  await page.goto("/admin-dashboard/ideas");
  await expect(page).toHaveURL(/\/Notice$/);
  await expect(page.getByRole("heading", { name: "Ideas inbox" })).toHaveCount(0);
  const post = await page.request.post("/admin-dashboard/ideas/1", {
    form: { status: "declined", note: "" },
    maxRedirects: 0,
  });
  expect(post.status()).toBe(403);
  await page.context().close();
});
