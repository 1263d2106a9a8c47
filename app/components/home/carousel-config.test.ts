import { describe, expect, it } from "vitest";
import {
  arrowStep,
  CAROUSEL,
  carouselCss,
  layoutAt,
  loopOffset,
  slidePlace,
  visibleRadius,
  wrap,
} from "./carousel-config";

describe("carousel constants", () => {
  it("are the spec's", () => {
    expect(CAROUSEL.autoplayDelayMs).toBe(3000);
    expect(CAROUSEL.autoplayContinuesAfterInteraction).toBe(true);
    expect(CAROUSEL.loop).toBe(true);
    expect(CAROUSEL.centeredSlides).toBe(true);
    expect(CAROUSEL.coverflow).toEqual({
      depth: 300,
      rotate: 0,
      stretch: 0,
      modifier: 1,
      slideShadows: false,
    });
    expect(CAROUSEL.base.spaceBetween).toBe(30);
    expect(CAROUSEL.breakpoints).toEqual({
      320: { slidesPerView: 1, spaceBetween: 20 },
      640: { slidesPerView: 1, spaceBetween: 20 },
      768: { slidesPerView: 2, spaceBetween: 30 },
      1024: { slidesPerView: 3, spaceBetween: 40 },
      1440: { slidesPerView: 3, spaceBetween: 50 },
    });
  });
});

describe("layoutAt", () => {
  it.each([
    [300, 1, 30],
    [320, 1, 20],
    [390, 1, 20],
    [640, 1, 20],
    [767, 1, 20],
    [768, 2, 30],
    [1023, 2, 30],
    [1024, 3, 40],
    [1280, 3, 40],
    [1440, 3, 50],
    [2560, 3, 50],
  ])("at %i px shows %i slides %i px apart", (width, slidesPerView, spaceBetween) => {
    expect(layoutAt(width)).toEqual({ slidesPerView, spaceBetween });
  });
});

describe("carouselCss", () => {
  it("writes the base and one media query per breakpoint, in ascending order", () => {
    const css = carouselCss(".c");
    expect(css).toContain(".c{--depth:300px;--perspective:1200px}");
    expect(css).toContain(".c{--spv:1;--gap:30px}");
    const queries = [
      ...css.matchAll(/@media \(min-width:(\d+)px\)\{\.c\{--spv:(\d);--gap:(\d+)px\}\}/g),
    ];
    expect(queries.map((m) => m.slice(1).map(Number))).toEqual([
      [320, 1, 20],
      [640, 1, 20],
      [768, 2, 30],
      [1024, 3, 40],
      [1440, 3, 50],
    ]);
  });
});

describe("loop maths", () => {
  it("wraps indexes both ways", () => {
    expect(wrap(30, 30)).toBe(0);
    expect(wrap(-1, 30)).toBe(29);
    expect(wrap(61, 30)).toBe(1);
    expect(wrap(3, 0)).toBe(0);
  });

  it("places slides around the active one on a loop", () => {
    expect(loopOffset(5, 5, 30)).toBe(0);
    expect(loopOffset(6, 5, 30)).toBe(1);
    expect(loopOffset(4, 5, 30)).toBe(-1);
    // The last slide sits just left of the first: the loop has no end.
    expect(loopOffset(29, 0, 30)).toBe(-1);
    expect(loopOffset(0, 29, 30)).toBe(1);
    const all = Array.from({ length: 30 }, (_, i) => loopOffset(i, 12, 30)).sort((a, b) => a - b);
    expect(all[0]).toBe(-15);
    expect(all[29]).toBe(14);
    expect(new Set(all).size).toBe(30);
  });

  it("handles odd and tiny loops", () => {
    expect([0, 1, 2].map((i) => loopOffset(i, 0, 3))).toEqual([0, 1, -1]);
    expect(loopOffset(0, 0, 1)).toBe(0);
  });

  it("knows which neighbours are in view", () => {
    expect(visibleRadius(1)).toBe(0);
    expect(visibleRadius(2)).toBe(1);
    expect(visibleRadius(3)).toBe(1);
  });
});

describe("a slide's place", () => {
  it("centres the active slide, steps the others away and fades those past two", () => {
    expect(slidePlace(3, 3, 10, 1)).toEqual({
      offset: 0,
      away: 0,
      zIndex: 10,
      active: true,
      far: false,
      inert: false,
    });
    expect(slidePlace(1, 3, 10, 3)).toMatchObject({ offset: -2, away: 2, zIndex: 8, far: false });
    expect(slidePlace(0, 3, 10, 3)).toMatchObject({ offset: -3, far: true, inert: true });
    // Round the loop: the last slide sits left of the first.
    expect(slidePlace(9, 0, 10, 3)).toMatchObject({ offset: -1, active: false });
  });

  it("keeps the neighbours in reach only where they are in view", () => {
    expect(slidePlace(4, 3, 10, 1).inert).toBe(true);
    expect(slidePlace(4, 3, 10, 2).inert).toBe(false);
    expect(slidePlace(5, 3, 10, 3).inert).toBe(true);
  });
});

describe("arrow keys", () => {
  it("step left and right, and nothing else moves", () => {
    expect(arrowStep("ArrowLeft")).toBe(-1);
    expect(arrowStep("ArrowRight")).toBe(1);
    expect(arrowStep("ArrowUp")).toBe(0);
    expect(arrowStep("Enter")).toBe(0);
  });
});
