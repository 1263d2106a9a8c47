// The mail tests' SMTP server for a describe block (kept apart from smtp.ts, which the e2e server
// imports as plain Node, without vitest or the app's path aliases).
import { afterAll, beforeAll, beforeEach } from "vitest";
import { resetConfig } from "~/.server/config";
import { type Received, startSmtp } from "./smtp";

/**
 * A test SMTP server for the describe block it is called in, with SMTP_URL set before each test
 * (isolateEnv gives each test the file's first environment back) and taken away after the block.
 */
export function useTestSmtp() {
  let server: Awaited<ReturnType<typeof startSmtp>> | undefined;
  beforeAll(async () => {
    server = await startSmtp();
  });
  beforeEach(() => {
    process.env.SMTP_URL = `smtp://127.0.0.1:${server?.port}`;
    resetConfig();
  });
  afterAll(async () => {
    await server?.close();
    delete process.env.SMTP_URL;
    resetConfig();
  });
  return {
    /** What arrived so far (empty it with `received.length = 0`). */
    get received(): Received[] {
      return server?.received ?? [];
    },
  };
}
