import { afterEach, vi } from "vitest";

// A console.error that a test did not expect is a bug the test should see.
let unexpected: unknown[][] = [];
const original = console.error;
console.error = (...args: unknown[]) => {
  unexpected.push(args);
  original(...args);
};

/** Call in a test that expects console.error; returns what was logged. */
export function expectConsoleErrors(): unknown[][] {
  const seen = unexpected;
  unexpected = [];
  return seen;
}

afterEach(() => {
  const seen = unexpected;
  unexpected = [];
  vi.restoreAllMocks();
  if (seen.length)
    throw new Error(`Unexpected console.error:\n${seen.map((a) => a.join(" ")).join("\n")}`);
});
