import { describe, expect, it } from "vitest";
import { backoffMs, DEFAULT_RETRY } from "./backoff";

describe("delivery backoff", () => {
  const policy = { baseMs: 1000, maxMs: 60_000, maxAttempts: 5 };

  it("doubles from the base and stops at the cap", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => backoffMs(n, policy))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 32_000, 60_000, 60_000,
    ]);
  });

  it("stays finite and capped for absurd attempt counts", () => {
    expect(backoffMs(5000, policy)).toBe(60_000);
    expect(backoffMs(0, policy)).toBe(1000);
  });

  it("adds at most 10 % of jitter", () => {
    expect(backoffMs(3, policy, 0.999)).toBeLessThanOrEqual(4400);
    expect(backoffMs(3, policy, 0.5)).toBe(4200);
  });

  it("keeps retrying for more than a day by default", () => {
    let total = 0;
    for (let n = 1; n < DEFAULT_RETRY.maxAttempts; n++) total += backoffMs(n);
    expect(total).toBeGreaterThan(24 * 3_600_000);
  });
});
