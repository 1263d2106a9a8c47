// Tests that change process.env (settings read by getConfig) give it back: each test starts with
// the environment the file started with, minus `unset`, plus `set`, and the config read afresh;
// after the file, the environment is as it was.
import { afterAll, afterEach, beforeEach } from "vitest";
import { resetConfig } from "~/.server/config";

export function isolateEnv(options: { unset?: string[]; set?: Record<string, string> } = {}): void {
  const { unset = [], set = {} } = options;
  const saved = { ...process.env };
  beforeEach(() => {
    for (const key of unset) delete process.env[key];
    resetConfig();
  });
  afterEach(() => {
    process.env = { ...saved, ...set };
    resetConfig();
  });
  afterAll(() => {
    process.env = { ...saved };
    resetConfig();
  });
}
