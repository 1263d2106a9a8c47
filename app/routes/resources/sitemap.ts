import { getConfig } from "~/.server/config";
import { listReleasedNoticeIds } from "~/.server/content/notice-page";
import { listEvents, listStartups } from "~/.server/content/queries";
import { dbContext } from "~/.server/context";
import { noticePath } from "~/lib/attachments";
import { PUBLIC_PAGES } from "~/lib/public-pages";
import type { Route } from "./+types/sitemap";

const escapeXml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export async function loader({ context }: Route.LoaderArgs) {
  const base = getConfig().publicUrl;
  const db = context.get(dbContext);
  const [startups, events, notices] = await Promise.all([
    listStartups(db),
    listEvents(db),
    listReleasedNoticeIds(db),
  ]);
  const paths = [
    ...PUBLIC_PAGES,
    ...startups.map((s) => `/startups/${encodeURIComponent(s.slug)}`),
    ...events.map((e) => `/events/${encodeURIComponent(e.slug)}`),
    ...notices.map((id) => noticePath(id)),
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
