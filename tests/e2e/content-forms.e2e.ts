// The item form as staff use it: complete without JavaScript (a picture goes with the form),
// and with it, messages as fields are left, a question before unsaved changes are lost, and a
// chosen picture uploaded at once with its progress shown.
import { makeJpeg } from "../support/jpeg-fixtures";
import {
  asVisitor,
  choosePicture,
  expectLoaded,
  fill,
  noisyJpeg,
  pictureStored,
  press,
  signIn,
  tag,
} from "./content-helpers";
import { expect, test } from "./fixtures";

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an admin adds a student with a photo through the plain form and publishes it", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const t = tag();
    const name = `Sana Parveen ${t}`;
    await signIn(page);
    await page.goto("/admin-dashboard/students/new");
    await fill(page, { Section: "Secretary", Name: name, "Post (English)": "Secretary" });
    await choosePicture(page, "sana.jpg", await makeJpeg({ width: 900, height: 1200 }), name);
    await press(page, "Publish");
    // The file went with the form: the page shows the stored picture.
    await expectLoaded(page.getByRole("button", { name: /^Set the focal point/ }).locator("img"));
    await expect(page.getByLabel("Alt text (English)", { exact: true })).toHaveValue(name);

    await asVisitor(browser, async (visitor) => {
      await visitor.goto("/student");
      const section = visitor.locator("section#secretary");
      await expect(section.getByRole("heading", { name })).toBeVisible();
      await expectLoaded(section.getByRole("img", { name: `Portrait of ${name}` }));
    });
  });
});

test("A field left empty says so at once, and Publish with a mistake stays on the form", async ({
  page,
}) => {
  await signIn(page);
  await page.goto("/admin-dashboard/faq/new");
  const question = page.getByLabel("Question (English)", { exact: true });
  const answer = page.getByLabel("Answer (English)", { exact: true });
  await question.focus();
  await page.keyboard.press("Tab");
  await expect(question).toHaveAttribute("aria-invalid", "true");
  await expect(question).toHaveAccessibleDescription(/Question \(English\) is required\./);
  await question.fill(`When is the next cohort ${tag()}?`);
  await expect(question).not.toHaveAttribute("aria-invalid");
  await expect(page.getByText("Question (English) is required.")).toHaveCount(0);

  let posts = 0;
  page.on("request", (r) => {
    if (r.method() === "POST") posts += 1;
  });
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(answer).toBeFocused();
  await expect(answer).toHaveAccessibleDescription(/Answer \(English\) is required\./);
  expect(posts).toBe(0);
  await expect(page).toHaveURL(/\/admin-dashboard\/faq\/new$/);
});

test("Leaving a form with unsaved changes asks first", async ({ page }) => {
  await signIn(page);
  await page.goto("/admin-dashboard/faq/new");
  const typed = `Half a question ${tag()}`;
  await page.getByLabel("Question (English)", { exact: true }).fill(typed);
  const nav = page.getByRole("navigation", { name: "Admin sections" });
  const questions: string[] = [];

  page.once("dialog", (dialog) => {
    questions.push(dialog.message());
    void dialog.dismiss();
  });
  await nav.getByRole("link", { name: "Startups" }).click();
  await expect.poll(() => questions.length).toBe(1);
  await expect(page).toHaveURL(/\/admin-dashboard\/faq\/new$/);
  await expect(page.getByLabel("Question (English)", { exact: true })).toHaveValue(typed);

  // Closing the tab or reloading asks the browser's own question.
  const unload = page.waitForEvent("dialog");
  await page.close({ runBeforeUnload: true });
  const asked = await unload;
  expect(asked.type()).toBe("beforeunload");
  await asked.dismiss();
  expect(page.isClosed()).toBe(false);

  page.once("dialog", (dialog) => {
    questions.push(dialog.message());
    void dialog.accept();
  });
  await nav.getByRole("link", { name: "Startups" }).click();
  await page.waitForURL(/\/admin-dashboard\/startups$/);
  expect(questions).toEqual([
    "You have unsaved changes. Leave this page without saving them?",
    "You have unsaved changes. Leave this page without saving them?",
  ]);
});

test("A chosen picture is uploaded at once with a progress bar, then shown", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.goto("/admin-dashboard/talks/new");
  // A slow uplink, so that the upload takes long enough to watch.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 200 * 1024,
  });
  const picture = await noisyJpeg();
  expect(picture.length).toBeGreaterThan(400 * 1024);
  await expect(page.getByText("No picture yet.")).toBeVisible();
  await page
    .getByLabel("Choose a file")
    .setInputFiles({ name: "speaker.jpg", mimeType: "image/jpeg", buffer: picture });
  const progress = page.getByRole("status").filter({ hasText: /^Uploading/ });
  await expect(progress.getByRole("progressbar")).toBeVisible();
  await pictureStored(page);
  await expect(progress).toHaveCount(0);
  await expect(page.getByText("No picture yet.")).toHaveCount(0);
  // Stored already: a description is now required, and the label offers a replacement.
  await expect(page.getByLabel("Alt text (English)", { exact: true })).toHaveAttribute(
    "required",
    "",
  );
  await expect(page.getByLabel("Replace with a file")).toBeVisible();
});
