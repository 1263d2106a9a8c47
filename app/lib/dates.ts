// Dates as people in India write them (DD/MM/YYYY, as the spec does), formatted by hand so the
// server and every browser print exactly the same text (ICU data differs: "Sep" vs "Sept").

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

function parts(isoDate: string): [string, string, string] {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) throw new Error(`Not an ISO date: ${isoDate}`);
  return [match[1], match[2], match[3]];
}

/** "2023-09-21" → "21/09/2023". */
export function formatIndianDate(isoDate: string): string {
  const [y, m, d] = parts(isoDate);
  return `${d}/${m}/${y}`;
}

/** "2023-09-21" → "21 Sep 2023" (for headings and badges). */
export function formatLongDate(isoDate: string): string {
  const [y, m, d] = parts(isoDate);
  return `${Number(d)} ${MONTHS[Number(m) - 1]} ${y}`;
}

/** One date or a range: "24/11/2023 – 18/12/2023". */
export function formatDateRange(start: string, end?: string | null): string {
  return end && end !== start
    ? `${formatIndianDate(start)} – ${formatIndianDate(end)}`
    : formatIndianDate(start);
}
