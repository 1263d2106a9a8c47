import { afterEach, describe, expect, it } from "vitest";
import { getConfig, resetConfig } from "./config";

describe("METRICS_TOKEN", () => {
  const before = process.env.METRICS_TOKEN;
  afterEach(() => {
    // Assigning undefined would store the text "undefined".
    if (before === undefined) delete process.env.METRICS_TOKEN;
    else process.env.METRICS_TOKEN = before;
    resetConfig();
  });
  const read = (value: string) => {
    process.env.METRICS_TOKEN = value;
    resetConfig();
    return getConfig().METRICS_TOKEN;
  };

  it("is unset when empty, kept when long enough", () => {
    expect(read("")).toBeUndefined();
    expect(read(` ${"a1".repeat(16)} `)).toBe("a1".repeat(16));
  });

  it("stops the start when short enough to guess or holding a space", () => {
    expect(() => read("letmein")).toThrow(/METRICS_TOKEN: at least 32 characters/);
    expect(() => read(`${"a".repeat(32)} b`)).toThrow(/METRICS_TOKEN/);
  });
});
