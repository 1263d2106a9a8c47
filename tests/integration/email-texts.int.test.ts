// The wording of the e-mails visitors receive is content (issue 24): it starts as the e-mails
// read before; staff rewrite it in both languages, a placeholder the message does not have is
// refused with a message naming it, the preview shows unpublished wording with made-up values,
// and an e-mail sent after publishing says the new words.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formSchema } from "~/.server/content/field-schema";
import { getEmailTexts, sampleEmail } from "~/.server/content/kinds/email-texts";
import { emailTexts } from "~/.server/content/kinds/index";
import { saveItem } from "~/.server/content/lifecycle";
import { getSiteSettings } from "~/.server/content/site";
import { emailTexts as table } from "~/.server/db/schema/email-texts";
import { feedbackAcknowledgement } from "~/.server/feedback/emails";
import { founderAcknowledgement } from "~/.server/ideas/emails";
import { createTestDb, dbKinds, type TestDb } from "../support/test-db";

const editor = { id: null, email: "test:editor" };
const idea = { email: "founder@example.org", reference: "SIC-2026-0001", lang: "en" as const };

describe.each(await dbKinds())("the e-mails' wording on %s", (kind) => {
  let t: TestDb;
  const values = async () => {
    const [row] = await t.db.select().from(table);
    const { id, status, pending, isSample, deletedAt, position, createdAt, updatedAt, ...rest } =
      row;
    return { id, rest };
  };

  beforeAll(async () => {
    t = await createTestDb(kind);
  });
  afterAll(() => t.close());

  it("starts as the e-mails read, the centre's name and the reference filled in", async () => {
    const names = await getSiteSettings(t.db);
    const mail = founderAcknowledgement(idea, names, await getEmailTexts(t.db));
    expect(mail.subject).toBe("We received your idea (SIC-2026-0001)");
    expect(mail.text).toContain(`Thank you for sharing your idea with the ${names.centreName}.`);
    expect(mail.text).toContain("    SIC-2026-0001");
    const hindi = feedbackAcknowledgement(
      { ...idea, lang: "hi" },
      names,
      await getEmailTexts(t.db),
    );
    expect(hindi.subject).toBe("आपकी राय हमें मिल गई है (SIC-2026-0001)");
  });

  it("refuses a placeholder the message does not have, naming it and those it has", () => {
    const parsed = formSchema(emailTexts.fields).safeParse({
      ideaReceivedSubject: "Dear {name}, we got {reference}",
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.message)).toContain(
      "Idea received (to the founder): subject (English) uses {name}, which this text does not have. It may use {reference}, {centre}.",
    );
  });

  it("shows a draft in the preview only, and sends the new words once published", async () => {
    const { id, rest } = await values();
    const draft = {
      ...rest,
      ideaReceivedSubject: "Idea {reference} is with us",
      ideaReceivedBodyHi: null,
    };
    await saveItem(t.db, emailTexts, editor, { id, values: draft, publish: false });
    // The preview page's reading: the saved wording, drafts included, with made-up values.
    const saved = await getEmailTexts(t.db, "preview");
    const origin = "http://centre.example.org";
    expect(sampleEmail(saved, "ideaReceived", "en", "SIC", origin).subject).toBe(
      "Idea SIC-2026-0042 is with us",
    );
    // No Hindi written: the Hindi message is the English one.
    expect(sampleEmail(saved, "ideaReceived", "hi", "SIC", origin).text).toContain(
      "Thank you for sharing your idea",
    );
    const names = await getSiteSettings(t.db);
    expect(founderAcknowledgement(idea, names, await getEmailTexts(t.db)).subject).toBe(
      "We received your idea (SIC-2026-0001)",
    );
    await saveItem(t.db, emailTexts, editor, { id, values: draft, publish: true });
    expect(founderAcknowledgement(idea, names, await getEmailTexts(t.db)).subject).toBe(
      "Idea SIC-2026-0001 is with us",
    );
  });
});
