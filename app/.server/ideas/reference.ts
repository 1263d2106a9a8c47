/** The number a founder quotes, e.g. IDEA-2026-000042: the year it arrived and the row's id. */
export function formatReference(id: number, at: Date): string {
  return `IDEA-${at.getUTCFullYear()}-${String(id).padStart(6, "0")}`;
}
