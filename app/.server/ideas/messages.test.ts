// The idea form's English lives in the catalogue (what pages show) and in lib/forms (the server's
// English-only uses: event registration, the status e-mail, tests); both are the spec's words.

import { describe, expect, it } from "vitest";
import { firstHomeWords } from "~/.server/content/kinds/home-sections";
import {
  EMAIL_MESSAGE,
  IDEA_FIELDS,
  IDEA_MAX,
  IDEA_RULES,
  tooLongIn,
  tooLongMessage,
} from "~/lib/forms/idea-rules";
import { STATUS_FIELDS, STATUS_NOT_FOUND } from "~/lib/forms/idea-status";
import en from "~/lib/i18n/messages/en.ts";
import hi from "~/lib/i18n/messages/hi.ts";
import { formatWhenIn } from "./format";
import { lookupThrottledMessage } from "./status";
import {
  emailThrottledMessage,
  HONEYPOT_MESSAGE,
  TOO_LARGE_MESSAGE,
  throttledMessage,
  tooLargeMessage,
} from "./submit";

describe("the English catalogue and the English constants", () => {
  it("say the same, word for word", () => {
    const t = en.notices;
    for (const field of IDEA_FIELDS) {
      expect(t.ideaRules.labels[field]).toBe(IDEA_RULES[field].label);
      expect(t.ideaRules.required[field]).toBe(IDEA_RULES[field].required);
      expect(IDEA_MAX[field]).toBe(IDEA_RULES[field].max);
      expect(tooLongIn(t.ideaRules, field)).toBe(tooLongMessage(field));
    }
    expect(t.ideaRules.email).toBe(EMAIL_MESSAGE);
    expect(t.status.reference).toBe(STATUS_FIELDS.reference);
    expect(t.status.email).toBe(STATUS_FIELDS.email);
    expect(t.status.notFound).toBe(STATUS_NOT_FOUND);
  });

  it("keep the spec's messages and the old refusals exactly", () => {
    expect(en.notices.idea.successTitle).toBe("Success!");
    // The message is content now (Home sections); the spec's wording is its first version.
    expect(firstHomeWords("en").ideaSuccess.text).toBe("Your message has been sent successfully!");
    expect(en.notices.idea.errorTitle).toBe("Error!");
    expect(en.notices.idea.fallbackError).toBe("Something went wrong.");
    expect(TOO_LARGE_MESSAGE).toBe(
      "Your submission is too large. Please keep the message under 10,000 characters.",
    );
    expect(HONEYPOT_MESSAGE).toBe("Your submission could not be accepted. Please try again.");
    expect(tooLongMessage("message")).toBe("Message is too long (at most 10,000 characters)");
  });
});

describe("waiting words in the page's language", () => {
  it("are Hindi on Hindi pages", () => {
    expect(throttledMessage(60_000, hi.notices)).toBe(
      "आपके नेटवर्क पते से बहुत सारे फ़ॉर्म आए हैं। कृपया 1 मिनट बाद फिर कोशिश करें।",
    );
    expect(emailThrottledMessage(1_000, hi.notices)).toContain("1 सेकंड बाद");
    expect(lookupThrottledMessage(900_000, hi.notices)).toContain("15 मिनट बाद");
    expect(lookupThrottledMessage(900_000)).toBe(
      "Too many look-ups from your address. Please try again in 15 minutes.",
    );
    expect(tooLargeMessage(hi.notices)).toContain("10,000 अक्षरों");
  });
});

describe("formatWhenIn", () => {
  it("writes the month in Hindi and the 24-hour clock on Hindi pages", () => {
    const when = new Date("2026-11-23T08:35:00Z"); // 14:05 in India
    expect(formatWhenIn(when, "hi")).toBe("23 नवंबर 2026, 14:05 बजे");
    expect(formatWhenIn(when, "en")).toBe("23/11/2026, 14:05");
    expect(formatWhenIn(null, "hi")).toBe("");
  });
});
