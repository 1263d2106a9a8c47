// Numbers as India writes them, in both languages: 10,00,000 (lakh grouping), with the digits
// 0–9 that Hindi print and government sites use. By hand, like the dates: the server and every
// browser must print the same text, whatever their ICU data.

/** 1000000 → "10,00,000"; 1234.5 → "1,234.5"; -12000 → "-12,000". */
export function formatIndianNumber(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  const [whole, fraction] = Math.abs(n).toString().split(".");
  const last3 = whole.slice(-3);
  const rest = whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ",");
  const grouped = rest ? `${rest},${last3}` : last3;
  return `${n < 0 ? "-" : ""}${grouped}${fraction ? `.${fraction}` : ""}`;
}
