// "Last updated" (GIGW 3.0): a page's loader returns `updatedAt`, the latest change among the
// content rows it shows, and the footer says it (components/last-updated.tsx). One rule for
// every page: the newest instant, as ISO text; null when there is none.

/** The newest of `instants` as ISO text; null when none is a valid time. */
export function latest(instants: Iterable<Date | string | null | undefined>): string | null {
  let newest = 0;
  for (const at of instants) {
    const time = at ? new Date(at).getTime() : 0;
    if (Number.isFinite(time) && time > newest) newest = time;
  }
  return newest ? new Date(newest).toISOString() : null;
}

/** The newest `updatedAt` of the rows a page shows. */
export const latestUpdate = (rows: Iterable<{ updatedAt?: Date | string | null }>) =>
  latest([...rows].map((row) => row.updatedAt));
