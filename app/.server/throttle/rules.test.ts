import { describe, expect, it } from "vitest";
import {
  isOverLimit,
  nextWindow,
  retryAfterSeconds,
  tooManyAttemptsMessage,
  tooManyResetsMessage,
} from "./rules";

const minute = 60_000;

describe("login throttle arithmetic", () => {
  it("counts attempts inside one window and starts afresh after it", () => {
    let w = nextWindow(undefined, 1_000, 15 * minute);
    expect(w).toEqual({ count: 1, windowStart: 1_000 });
    w = nextWindow(w, 1_000 + 14 * minute, 15 * minute);
    expect(w).toEqual({ count: 2, windowStart: 1_000 });
    w = nextWindow(w, 1_000 + 15 * minute, 15 * minute);
    expect(w).toEqual({ count: 1, windowStart: 1_000 + 15 * minute });
  });

  it("allows exactly `limit` attempts per window", () => {
    expect(isOverLimit({ count: 5, windowStart: 0 }, 5)).toBe(false);
    expect(isOverLimit({ count: 6, windowStart: 0 }, 5)).toBe(true);
  });

  it("says how long to wait, rounded up, never zero", () => {
    expect(retryAfterSeconds({ count: 9, windowStart: 0 }, 0, 15 * minute)).toBe(900);
    expect(retryAfterSeconds({ count: 9, windowStart: 0 }, 899_001, 15 * minute)).toBe(1);
    expect(retryAfterSeconds({ count: 9, windowStart: 0 }, 2 * 15 * minute, 15 * minute)).toBe(1);
  });

  it("words the 429 message clearly", () => {
    expect(tooManyAttemptsMessage(900)).toBe(
      "Too many login attempts. Please wait 15 minutes and try again.",
    );
    expect(tooManyAttemptsMessage(61)).toBe(
      "Too many login attempts. Please wait 2 minutes and try again.",
    );
    expect(tooManyAttemptsMessage(60)).toBe(
      "Too many login attempts. Please wait 1 minute and try again.",
    );
    expect(tooManyAttemptsMessage(9)).toBe(
      "Too many login attempts. Please wait 9 seconds and try again.",
    );
    expect(tooManyAttemptsMessage(1)).toBe(
      "Too many login attempts. Please wait 1 second and try again.",
    );
  });

  it("words the password reset 429 by the same rule (never '1 minutes')", () => {
    expect(tooManyResetsMessage(60)).toBe("Too many requests. Please wait 1 minute and try again.");
    expect(tooManyResetsMessage(900)).toBe(
      "Too many requests. Please wait 15 minutes and try again.",
    );
    expect(tooManyResetsMessage(30)).toBe(
      "Too many requests. Please wait 30 seconds and try again.",
    );
  });
});
