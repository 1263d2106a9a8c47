// The incubations carousel's constants (SPEC section 9), in one place. The layout CSS is
// generated from them (carouselCss), so the stylesheet cannot drift from the spec.

export type CarouselLayout = { slidesPerView: number; spaceBetween: number };

export const CAROUSEL = {
  autoplayDelayMs: 3000,
  /** Autoplay keeps running after the user navigates (the old site's disableOnInteraction: false). */
  autoplayContinuesAfterInteraction: true,
  loop: true,
  centeredSlides: true,
  coverflow: { depth: 300, rotate: 0, stretch: 0, modifier: 1, slideShadows: false },
  /** Below the first breakpoint. */
  base: { slidesPerView: 1, spaceBetween: 30 },
  /** Keyed by minimum viewport width in CSS pixels. */
  breakpoints: {
    320: { slidesPerView: 1, spaceBetween: 20 },
    640: { slidesPerView: 1, spaceBetween: 20 },
    768: { slidesPerView: 2, spaceBetween: 30 },
    1024: { slidesPerView: 3, spaceBetween: 40 },
    1440: { slidesPerView: 3, spaceBetween: 50 },
  } satisfies Record<number, CarouselLayout>,
  /** Perspective of the coverflow stage (the value Swiper's coverflow uses). */
  perspectivePx: 1200,
} as const;

/** The layout that applies at a viewport width: the largest breakpoint not above it. */
export function layoutAt(width: number, config = CAROUSEL): CarouselLayout {
  let layout: CarouselLayout = config.base;
  for (const [min, value] of Object.entries(config.breakpoints)) {
    if (width >= Number(min)) layout = value;
  }
  return layout;
}

/** CSS custom properties for `scope`: one media query per breakpoint, smallest first. */
export function carouselCss(scope: string, config = CAROUSEL): string {
  const vars = (l: CarouselLayout) =>
    `${scope}{--spv:${l.slidesPerView};--gap:${l.spaceBetween}px}`;
  const { depth, modifier } = config.coverflow;
  const rules = [
    `${scope}{--depth:${depth * modifier}px;--perspective:${config.perspectivePx}px}`,
    vars(config.base),
    ...Object.entries(config.breakpoints)
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([min, l]) => `@media (min-width:${min}px){${vars(l)}}`),
  ];
  return rules.join("");
}

/** `i` wrapped into 0..n-1 (loop). */
export function wrap(i: number, n: number): number {
  return n > 0 ? ((i % n) + n) % n : 0;
}

/**
 * Where slide `i` sits relative to the active one on a loop of `n`: 0 is centred, negative is
 * to the left. The result lies in [-floor(n/2), ceil(n/2) - 1], so the slides split evenly.
 */
export function loopOffset(i: number, active: number, n: number): number {
  const half = Math.floor(n / 2);
  return wrap(i - active + half, n) - half;
}

/** How many slides either side of the centre are at least partly in view. */
export function visibleRadius(slidesPerView: number): number {
  return slidesPerView > 1 ? 1 : 0;
}

/** Where slide `i` is drawn while slide `active` of `n` is centred, `perView` slides wide. */
export type SlidePlace = {
  /** Steps from the centre, negative to the left (the CSS's `--o`). */
  offset: number;
  /** Steps away either side (the CSS's `--a`). */
  away: number;
  zIndex: number;
  active: boolean;
  /** Faded out: more than two steps away. */
  far: boolean;
  /** Out of view, so out of reach of Tab and assistive technology. */
  inert: boolean;
};

export function slidePlace(i: number, active: number, n: number, perView: number): SlidePlace {
  const offset = loopOffset(i, active, n);
  const away = Math.abs(offset);
  return {
    offset,
    away,
    zIndex: n - away,
    active: offset === 0,
    far: away > 2,
    inert: away > visibleRadius(perView),
  };
}

/** The step an arrow key takes (the carousel and the talks slider): -1, 1, or 0 for other keys. */
export function arrowStep(key: string): number {
  return key === "ArrowLeft" ? -1 : key === "ArrowRight" ? 1 : 0;
}
