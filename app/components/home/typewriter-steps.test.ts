import { describe, expect, it } from "vitest";
import {
  delayOf,
  lettersOf,
  nextState,
  PHRASES,
  START,
  startOf,
  TIMING,
  textOf,
  whole,
} from "./typewriter-steps";

describe("typewriter steps", () => {
  it("starts on the full first phrase and holds it", () => {
    expect(textOf(START)).toBe("we Incubate.");
    expect(delayOf(START)).toBe(TIMING.holdMs);
  });

  it("types the phrases in order and loops back to the first", () => {
    const shown: string[] = [];
    let s = START;
    for (let i = 0; i < 200; i++) {
      s = nextState(s);
      const text = textOf(s);
      if (!s.deleting && text === PHRASES[s.phrase] && shown.at(-1) !== text) shown.push(text);
    }
    expect(shown.slice(0, 4)).toEqual(["we Mentor.", "we Support.", "we Incubate.", "we Mentor."]);
  });

  it("erases one character at a time, then pauses before the next phrase", () => {
    let s = nextState(START);
    expect(s.deleting).toBe(true);
    s = nextState(s);
    expect(textOf(s)).toBe("we Incubate");
    expect(delayOf(s)).toBe(TIMING.deleteMs);
    while (s.chars > 0) s = nextState(s);
    expect(delayOf(s)).toBe(TIMING.gapMs);
    s = nextState(s);
    expect(s).toEqual({ phrase: 1, chars: 0, deleting: false });
    expect(delayOf(s)).toBe(TIMING.typeMs);
  });
});

describe("typewriter steps in Hindi", () => {
  const hindi = ["हम साथ देते हैं।", "हम राह दिखाते हैं।"];

  it("types a letter with its vowel sign at once, never a bare sign", () => {
    expect(lettersOf("हैं")).toEqual(["हैं"]);
    expect(lettersOf("साथ")).toEqual(["सा", "थ"]);
    expect(lettersOf("we")).toEqual(["w", "e"]);
    const start = startOf(hindi);
    expect(textOf(start, hindi)).toBe(hindi[0]);
    let s = nextState(start, hindi);
    const shown: string[] = [];
    for (let i = 0; i < 60 && s.phrase === 0; i++) {
      s = nextState(s, hindi);
      shown.push(textOf(s, hindi));
    }
    // Each step removes one whole letter: what is cut off never starts with a vowel sign,
    // a nasal mark or a virama (which would leave the shown consonant without its sign).
    for (const text of shown)
      expect(hindi[0].slice(text.length)).not.toMatch(/^[\u0901-\u0903\u093E-\u094D]/u);
    expect(shown).toContain("हम सा");
    expect(shown).not.toContain("हम स");
  });

  it("holds a whole phrase when paused", () => {
    const s = { phrase: 1, chars: 3, deleting: true };
    expect(textOf(whole(s, hindi), hindi)).toBe(hindi[1]);
  });
});
