// better-auth swallows errors thrown while sending the reset e-mail, and sends none for an
// unknown address; this carries "one was sent" or "it failed" from the sender back to the
// request that asked, so the page can say so.
import { AsyncLocalStorage } from "node:async_hooks";

type MailState = { sent: boolean; failed: boolean };

const status = new AsyncLocalStorage<MailState>();

export async function trackMail<T>(run: () => Promise<T>): Promise<{ result: T } & MailState> {
  const state = { sent: false, failed: false };
  const result = await status.run(state, run);
  return { result, ...state };
}

export function markMailSent() {
  const state = status.getStore();
  if (state) state.sent = true;
}

export function markMailFailed() {
  const state = status.getStore();
  if (state) state.failed = true;
}
