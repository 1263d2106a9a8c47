// How long to wait, in words, in a page's language: the rule of throttle/wait-words.ts (whole
// seconds under a minute, else whole minutes, rounded up, never zero) with the catalogue's words.
import type { Messages } from "~/lib/i18n/messages/types.ts";

export function waitWordsIn(t: Pick<Messages["notices"], "wait">, seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  return whole < 60 ? t.wait.seconds(whole) : t.wait.minutes(Math.ceil(whole / 60));
}
