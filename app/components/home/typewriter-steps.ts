// The typewriter's state machine, kept pure so it can be tested without timers.

export const PHRASES = ["we Incubate.", "we Mentor.", "we Support."] as const;

export const TIMING = { typeMs: 110, deleteMs: 55, holdMs: 1600, gapMs: 350 } as const;

/** Phrase index, characters shown, and whether the phrase is being erased. */
export type TypeState = { phrase: number; chars: number; deleting: boolean };

/** The first phrase, fully typed: what the server renders. */
export const START: TypeState = { phrase: 0, chars: PHRASES[0].length, deleting: false };

export function textOf(s: TypeState, phrases: readonly string[] = PHRASES): string {
  return phrases[s.phrase].slice(0, s.chars);
}

/** How long state `s` stays on screen before the next step. */
export function delayOf(s: TypeState, phrases: readonly string[] = PHRASES): number {
  if (s.deleting) return s.chars > 0 ? TIMING.deleteMs : TIMING.gapMs;
  return s.chars < phrases[s.phrase].length ? TIMING.typeMs : TIMING.holdMs;
}

export function nextState(s: TypeState, phrases: readonly string[] = PHRASES): TypeState {
  if (s.deleting) {
    if (s.chars > 0) return { ...s, chars: s.chars - 1 };
    return { phrase: (s.phrase + 1) % phrases.length, chars: 0, deleting: false };
  }
  if (s.chars < phrases[s.phrase].length) return { ...s, chars: s.chars + 1 };
  return { ...s, deleting: true };
}
