import { describe, expect, it } from "vitest";
import { delayOf, nextState, PHRASES, START, TIMING, textOf } from "./typewriter-steps";

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
