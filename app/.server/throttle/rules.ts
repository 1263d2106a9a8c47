// The arithmetic of throttling, apart from storage so it can be tested alone.
import { waitWords } from "./wait-words";

/** Attempts counted in one fixed window that started at `windowStart` (ms since the epoch). */
export type ThrottleWindow = { count: number; windowStart: number };

/** The window after one more attempt at `now`: a new window once the old one has run out. */
export function nextWindow(
  previous: ThrottleWindow | undefined,
  now: number,
  windowMs: number,
): ThrottleWindow {
  if (!previous || now - previous.windowStart >= windowMs) return { count: 1, windowStart: now };
  return { count: previous.count + 1, windowStart: previous.windowStart };
}

/** Over the limit: `limit` attempts are allowed per window, the next one is refused. */
export function isOverLimit(window: ThrottleWindow, limit: number): boolean {
  return window.count > limit;
}

/** Whole seconds until the window ends (at least 1). */
export function retryAfterSeconds(window: ThrottleWindow, now: number, windowMs: number): number {
  return Math.max(1, Math.ceil((window.windowStart + windowMs - now) / 1000));
}

/**
 * How long to hold an attempt on a login name that has failed `count` times in the window, from
 * anywhere: nothing up to `limit`, then half a second doubling per further failure, at most
 * five seconds. It slows a guesser spread over many addresses; it never refuses the owner.
 */
export function slowDownMs(count: number, limit: number): number {
  const over = count - limit;
  return over <= 0 ? 0 : Math.min(5_000, 500 * 2 ** Math.min(over - 1, 10));
}

/** The 429 message people read at login. */
export function tooManyAttemptsMessage(seconds: number): string {
  return `Too many login attempts. Please wait ${waitWords(seconds)} and try again.`;
}

/** The 429 message of the password reset form (asking for links too often). */
export function tooManyResetsMessage(seconds: number): string {
  return `Too many requests. Please wait ${waitWords(seconds)} and try again.`;
}
