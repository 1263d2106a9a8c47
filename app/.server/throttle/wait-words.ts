// How long to wait, in words, for every "too many attempts" answer (login, password reset, the
// idea form): one rule, so none of them says "1 minutes" or "1 seconds".

const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;

/**
 * "1 second", "45 seconds", "1 minute", "15 minutes": whole seconds under a minute, else whole
 * minutes, always rounded up (nobody is told to come back too early) and never zero.
 */
export function waitWords(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  return whole < 60 ? count(whole, "second") : count(Math.ceil(whole / 60), "minute");
}
