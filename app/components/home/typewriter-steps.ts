// The typewriter's state machine, kept pure so it can be tested without timers. Shared by the
// React component (typewriter.tsx) and the page's own script without React
// (app/islands/widgets/typewriter.ts), so it imports nothing of React's.

/** The spec's phrases, the English page's (the catalogue holds each language's: home.hero). */
export const PHRASES = ["we Incubate.", "we Mentor.", "we Support."] as const;

export const TIMING = { typeMs: 110, deleteMs: 55, holdMs: 1600, gapMs: 350 } as const;

/** Phrase index, letters shown, and whether the phrase is being erased. */
export type TypeState = { phrase: number; chars: number; deleting: boolean };

let graphemes: Intl.Segmenter | undefined;

/**
 * A phrase's letters as a reader sees them: one per key press. A Devanagari consonant keeps its
 * vowel sign ("हैं" is two, not four), so a half-typed Hindi word never shows a broken sign.
 */
export function lettersOf(phrase: string): string[] {
  graphemes ??= new Intl.Segmenter(undefined, { granularity: "grapheme" });
  return Array.from(graphemes.segment(phrase), (s) => s.segment);
}

const lengthOf = (phrase: string) => lettersOf(phrase).length;

/** The first phrase, fully typed: what the server renders. */
export function startOf(phrases: readonly string[]): TypeState {
  return { phrase: 0, chars: lengthOf(phrases[0]), deleting: false };
}

export const START: TypeState = startOf(PHRASES);

export function textOf(s: TypeState, phrases: readonly string[] = PHRASES): string {
  return lettersOf(phrases[s.phrase]).slice(0, s.chars).join("");
}

/** How long state `s` stays on screen before the next step. */
export function delayOf(s: TypeState, phrases: readonly string[] = PHRASES): number {
  if (s.deleting) return s.chars > 0 ? TIMING.deleteMs : TIMING.gapMs;
  return s.chars < lengthOf(phrases[s.phrase]) ? TIMING.typeMs : TIMING.holdMs;
}

export function nextState(s: TypeState, phrases: readonly string[] = PHRASES): TypeState {
  if (s.deleting) {
    if (s.chars > 0) return { ...s, chars: s.chars - 1 };
    return { phrase: (s.phrase + 1) % phrases.length, chars: 0, deleting: false };
  }
  if (s.chars < lengthOf(phrases[s.phrase])) return { ...s, chars: s.chars + 1 };
  return { ...s, deleting: true };
}

/** A paused tagline shows its whole phrase, never half a word. */
export function whole(s: TypeState, phrases: readonly string[] = PHRASES): TypeState {
  return { phrase: s.phrase, chars: lengthOf(phrases[s.phrase]), deleting: false };
}

/** The pause button's sign: bars while it types, a triangle while it is still. */
export const toggleIcon = (playing: boolean) => (playing ? "❚❚" : "▶");
