import { describe, expect, it } from "vitest";
import { throttledMessage } from "~/.server/ideas/submit";
import hi from "~/lib/i18n/messages/hi.ts";
import { waitWords, waitWordsIn } from "./wait-words";

describe("waitWords", () => {
  it("says one in the singular and every other number in the plural", () => {
    expect(waitWords(1)).toBe("1 second");
    expect(waitWords(2)).toBe("2 seconds");
    expect(waitWords(59)).toBe("59 seconds");
    expect(waitWords(60)).toBe("1 minute");
    expect(waitWords(120)).toBe("2 minutes");
    expect(waitWords(900)).toBe("15 minutes");
  });

  it("rounds up, and never says zero", () => {
    expect(waitWords(0)).toBe("1 second");
    expect(waitWords(0.2)).toBe("1 second");
    expect(waitWords(59.5)).toBe("1 minute");
    expect(waitWords(61)).toBe("2 minutes");
  });

  it("says it in Hindi without an English plural, and groups large numbers the Indian way", () => {
    expect(waitWordsIn(hi.notices.wait, 1)).toBe("1 सेकंड");
    expect(waitWordsIn(hi.notices.wait, 45)).toBe("45 सेकंड");
    expect(waitWordsIn(hi.notices.wait, 61)).toBe("2 मिनट");
    expect(waitWords(1_440 * 60)).toBe("1,440 minutes");
  });

  it("words the idea form's 429 the same way", () => {
    expect(throttledMessage(60_000)).toBe(
      "Too many submissions from your address. Please try again in 1 minute.",
    );
    expect(throttledMessage(9 * 60_000 + 1)).toBe(
      "Too many submissions from your address. Please try again in 10 minutes.",
    );
    expect(throttledMessage(1_000)).toBe(
      "Too many submissions from your address. Please try again in 1 second.",
    );
  });
});
