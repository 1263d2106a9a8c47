// What visitors' pages read is remembered until content changes (decision 043): a change saved
// through the app is seen by the next read at once, one made behind the app's back (another
// server, a job) once the change signal is heard (startup.ts calls forgetReads then); a page cannot
// change a remembered answer; a transaction or a database the app does not run is asked every time.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forgetReads, rememberReads } from "~/.server/cache/remembered";
import { faqs } from "~/.server/content/kinds/index";
import { listFaqs } from "~/.server/content/kinds/site";
import { lastContentChange } from "~/.server/content/last-change";
import { saveItem } from "~/.server/content/lifecycle";
import { faqs as faqTable } from "~/.server/db/schema/site";
import { createTestDb, dbKinds, type TestDb } from "../support/test-db";

const editor = { id: null, email: "test:editor" };
const questions = async (t: TestDb) => (await listFaqs(t.db)).map((f) => f.question);

describe.each(await dbKinds())("remembered reads on %s", (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(kind);
  });
  afterAll(() => t.close());

  it("are asked every time where the app did not say the database is its own", async () => {
    await t.db
      .insert(faqTable)
      .values({ question: "Unremembered?", answer: "Yes.", status: "published" });
    expect(await questions(t)).toContain("Unremembered?");
  });

  it("see a change saved through the app at once, and one behind its back once it is heard", async () => {
    rememberReads(t.db);
    const before = await lastContentChange(t.db);
    await questions(t);
    await new Promise((r) => setTimeout(r, 20));
    await saveItem(t.db, faqs, editor, {
      values: { question: "When is the next intake?", answer: "In January." },
      publish: true,
    });
    expect(await questions(t)).toContain("When is the next intake?");
    const after = await lastContentChange(t.db);
    expect(Date.parse(after ?? "")).toBeGreaterThan(Date.parse(before ?? "1970-01-01"));

    await t.db
      .insert(faqTable)
      .values({ question: "Behind its back?", answer: "Yes.", status: "published" });
    expect(await questions(t)).not.toContain("Behind its back?");
    forgetReads();
    expect(await questions(t)).toContain("Behind its back?");
  });

  it("cannot be changed by the page that reads them", async () => {
    rememberReads(t.db);
    const list = await listFaqs(t.db);
    expect(() => {
      (list as { question: string }[])[0].question = "Changed by a page";
    }).toThrow(TypeError);
    expect(() => (list as unknown[]).push({})).toThrow(TypeError);
    expect((await listFaqs(t.db))[0]?.question).not.toBe("Changed by a page");
  });
});
