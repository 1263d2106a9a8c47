import { getBranding } from "~/.server/branding";
import { listStartups } from "~/.server/content/queries";
import { getDb } from "~/.server/db/client";

/** Public pages, in the order a visitor meets them; every startup's page is added after them. */
export const PUBLIC_PATHS = [
  "/",
  "/professor",
  "/student",
  "/timeline",
  "/gallery",
  "/talksmore",
  "/pag",
  "/idea",
  "/privacy",
];

const escapeXml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export async function loader() {
  const base = getBranding().publicUrl;
  const startups = await listStartups(await getDb());
  const paths = [
    ...PUBLIC_PATHS,
    ...startups.map((s) => `/startups/${encodeURIComponent(s.slug)}`),
  ];
  const urls = paths.map((p) => `  <url><loc>${escapeXml(`${base}${p}`)}</loc></url>`).join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
