// better-auth swallows errors thrown while sending the reset e-mail; this carries "it failed"
// from the sender back to the request that asked, so the page can say so.
import { AsyncLocalStorage } from "node:async_hooks";

const status = new AsyncLocalStorage<{ failed: boolean }>();

export async function trackMail<T>(run: () => Promise<T>): Promise<{ result: T; failed: boolean }> {
  const state = { failed: false };
  const result = await status.run(state, run);
  return { result, failed: state.failed };
}

export function markMailFailed() {
  const state = status.getStore();
  if (state) state.failed = true;
}
