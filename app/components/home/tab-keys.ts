// The support tabs' keyboard (APG tabs pattern, automatic activation), shared by the React
// component (support-tabs.tsx) and the page's own script (app/islands/widgets/support-tabs.ts).

const KEYS: Partial<Record<string, (i: number, n: number) => number>> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/** The tab a key moves to from tab `i` of `n` (wrapping at either end), or null for other keys. */
export function tabAfterKey(key: string, i: number, n: number): number | null {
  const move = KEYS[key];
  return move && n > 0 ? move(i, n) : null;
}
