// "Last updated" on pages without rows of their own: the newest change of public content,
// remembered until a change is heard (app/.server/startup.ts forgets it then).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { faqs } from "~/.server/content/kinds/index";
import { forgetLastContentChange, lastContentChange } from "~/.server/content/last-change";
import { saveItem } from "~/.server/content/lifecycle";
import { createTestDb, dbKinds, type TestDb } from "../support/test-db";

const editor = { id: null, email: "test:editor" };

describe.each(await dbKinds())("the last content change on %s", (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(kind);
  });
  afterAll(() => t.close());

  it("is the newest change, remembered until the next change is heard", async () => {
    forgetLastContentChange();
    const before = await lastContentChange(t.db);
    await new Promise((r) => setTimeout(r, 20));
    await saveItem(t.db, faqs, editor, {
      values: { question: "When is the next intake?", answer: "In January." },
      publish: true,
    });
    expect(await lastContentChange(t.db)).toBe(before);
    forgetLastContentChange();
    const after = await lastContentChange(t.db);
    expect(after).not.toBeNull();
    expect(Date.parse(after ?? "")).toBeGreaterThan(Date.parse(before ?? "1970-01-01"));
  });
});
