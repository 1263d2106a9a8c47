import { defineConfig } from "vitest/config";

// Unit tests (rules) live beside the code as *.test.ts; integration tests (real databases,
// real SMTP) in tests/integration as *.int.test.ts. Browser tests are Playwright's (tests/e2e).
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: [
      "app/**/*.test.ts",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
      "tests/integration/**/*.int.test.ts",
    ],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    maxWorkers: 2,
    setupFiles: ["tests/support/vitest-setup.ts"],
  },
});
