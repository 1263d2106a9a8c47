// How long to wait, in words, for every "too many attempts" answer (login, password reset, the
// idea, status, registration and feedback forms): one rule, so none of them says "1 minutes" or
// "1 seconds", and one set of words per language (the catalogue's notices.wait).
import { formatIndianNumber } from "~/lib/format/numbers";
import en from "~/lib/i18n/messages/en.ts";
import type { Messages } from "~/lib/i18n/messages/types.ts";

/**
 * "1 second", "45 seconds", "1 minute", "15 minutes" (in Hindi "45 सेकंड", "15 मिनट"): whole
 * seconds under a minute, else whole minutes, always rounded up (nobody is told to come back too
 * early) and never zero; numbers grouped the Indian way.
 */
export function waitWordsIn(words: Messages["notices"]["wait"], seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  return whole < 60
    ? words.seconds(formatIndianNumber(whole))
    : words.minutes(formatIndianNumber(Math.ceil(whole / 60)));
}

/** The same in English, for the answers that are English only (logging in, password reset). */
export function waitWords(seconds: number): string {
  return waitWordsIn(en.notices.wait, seconds);
}
