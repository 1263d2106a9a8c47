// The lightbox's rules, shared by the React viewer (lightbox.tsx, the app) and the script of the
// pages without the app (islands/widgets/lightbox.ts): no React and no catalogue here.
// Nothing is imported here, so the script carries these few lines only.

/** The photo `delta` steps from `index`, wrapping at both ends (Left on the first: the last). */
export function stepIndex(index: number, delta: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + delta) % count) + count) % count;
}

/** The placeholders of the dialog's name, as the server writes it for the script to fill. */
export const LABEL_N = "{n}";
export const LABEL_COUNT = "{count}";

/** The dialog's name from its template ("Photo {n} of {count}"), for photo `index` (from 0). */
export function fillLabel(template: string, index: number, count: number): string {
  return template.replace(LABEL_N, String(index + 1)).replace(LABEL_COUNT, String(count));
}
