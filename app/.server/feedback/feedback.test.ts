import { describe, expect, it } from "vitest";
import { firstEmailTexts } from "~/.server/content/kinds/email-texts";
import { waitWordsIn } from "~/.server/throttle/wait-words";
import { PHONE_PATTERN } from "~/lib/forms/feedback-rules";
import en from "~/lib/i18n/messages/en.ts";
import hi from "~/lib/i18n/messages/hi.ts";
import { feedbackAcknowledgement } from "./emails";
import { feedbackFormSchema } from "./schema";
import { feedbackReference } from "./store";

const filled = {
  name: "Sunita Devi",
  email: "sunita@example.co.in",
  phone: "",
  category: "accessibility",
  message: "The menu cannot be opened with the keyboard.",
};

const TOPICS = ["website", "accessibility", "other"];

describe("the feedback form's check", () => {
  it("accepts a message without a phone number, trimmed", () => {
    const parsed = feedbackFormSchema(en.contact, TOPICS).parse({
      ...filled,
      name: "  Sunita Devi ",
    });
    expect(parsed).toEqual({ ...filled, website: "" });
  });

  it("answers in the language it is built for", () => {
    const english = feedbackFormSchema(en.contact, TOPICS).safeParse({ ...filled, category: "" });
    const hindi = feedbackFormSchema(hi.contact, TOPICS).safeParse({ ...filled, category: "" });
    expect(english.error?.issues[0]?.message).toBe("Choose what your feedback is about");
    expect(hindi.error?.issues[0]?.message).toBe("बताइए कि आपकी राय किस बारे में है");
  });

  it("takes only a topic the form offers", () => {
    const gone = feedbackFormSchema(en.contact, TOPICS).safeParse({
      ...filled,
      category: "centre",
    });
    expect(gone.error?.issues[0]?.message).toBe("Choose what your feedback is about");
  });

  it("takes phone numbers as people write them, and refuses words", () => {
    for (const phone of ["+91 612 255 0000", "0612-2550000", "(0612) 255.0000", "९८७६५ ४३२१०"])
      expect(PHONE_PATTERN.test(phone), phone).toBe(true);
    for (const phone of ["call me", "12345", "+91 612 255 0000 ext 4 please", "फ़ोन नहीं"])
      expect(PHONE_PATTERN.test(phone), phone).toBe(false);
  });

  it("says how long to wait in each language, rounded up and never zero", () => {
    // The feedback form's throttle words (submit.ts): the shared rule, milliseconds in.
    const waitIn = (t: typeof en, ms: number) => waitWordsIn(t.notices.wait, ms / 1000);
    expect(waitIn(en, 0)).toBe("1 second");
    expect(waitIn(en, 45_200)).toBe("46 seconds");
    expect(waitIn(en, 60_000)).toBe("1 minute");
    expect(waitIn(en, 9 * 60_000 + 1)).toBe("10 minutes");
    expect(waitIn(hi, 45_000)).toBe("45 सेकंड");
    expect(waitIn(hi, 600_000)).toBe("10 मिनट");
  });
});

describe("the acknowledgement", () => {
  const centre = { centreName: "Sankalp Incubation Centre", centreNameHi: "संकल्प इन्क्यूबेशन केंद्र" };

  it("carries the reference and the centre's name, in the sender's language", () => {
    const english = feedbackAcknowledgement(
      { email: "a@example.org", reference: "FB-2026-000042", lang: "en" },
      centre,
      firstEmailTexts(),
    );
    expect(english).toMatchObject({
      to: "a@example.org",
      subject: "We received your feedback (FB-2026-000042)",
    });
    expect(english.text).toContain("Thank you for writing to the Sankalp Incubation Centre.");
    const hindi = feedbackAcknowledgement(
      { email: "a@example.org", reference: "FB-2026-000042", lang: "hi" },
      centre,
      firstEmailTexts(),
    );
    expect(hindi.subject).toBe("आपकी राय हमें मिल गई है (FB-2026-000042)");
    expect(hindi.text).toContain("संकल्प इन्क्यूबेशन केंद्र को अपनी राय भेजने के लिए धन्यवाद।");
    // Without a Hindi name the English one is used.
    expect(
      feedbackAcknowledgement(
        { email: "a@example.org", reference: "FB-2026-000042", lang: "hi" },
        { ...centre, centreNameHi: null },
        firstEmailTexts(),
      ).text,
    ).toContain("Sankalp Incubation Centre को");
  });

  it("takes nothing the sender typed but the address (anyone may type anyone's address)", () => {
    const mail = feedbackAcknowledgement(
      { email: "victim@example.org", reference: "FB-2026-000001", lang: "en" },
      centre,
      firstEmailTexts(),
    );
    // The function's input has no room for name, message or category: only these keys exist.
    expect(Object.keys(mail).sort()).toEqual(["subject", "text", "to"]);
    expect(mail.text).not.toMatch(/https?:/);
  });

  it("numbers feedback by year and id", () => {
    expect(feedbackReference(42, new Date("2026-12-31T23:00:00Z"))).toBe("FB-2026-000042");
  });
});
