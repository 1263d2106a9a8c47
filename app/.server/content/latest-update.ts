// "Last updated" (issue 13): a page's loader returns `updatedAt`, the latest change among the
// content rows it shows, and the footer says it.

/** The latest of the rows' `updatedAt` as ISO text, or undefined when none has one. */
export function latestUpdate(rows: { updatedAt?: Date | string | null }[]): string | undefined {
  let latest = 0;
  for (const row of rows) {
    const time = row.updatedAt ? new Date(row.updatedAt).getTime() : 0;
    if (Number.isFinite(time) && time > latest) latest = time;
  }
  return latest ? new Date(latest).toISOString() : undefined;
}
