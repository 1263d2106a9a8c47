import { getConfig } from "~/.server/config";
import { listEvents } from "~/.server/content/kinds/events";
import { listStartups } from "~/.server/content/kinds/startups";
import { dbContext } from "~/.server/context";
import { listReleasedNoticeIds } from "~/.server/pages/notice-page";
import { noticePath } from "~/lib/attachments";
import { localize } from "~/lib/i18n/lang";
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
  // Each page in both languages, each entry naming its twin (Google's hreflang in sitemaps).
  const address = (p: string) => escapeXml(`${base}${p}`);
  const urls = paths.flatMap((p) => {
    const twins = [
      ["en", p],
      ["hi", localize(p, "hi")],
    ];
    const links = twins
      .map(([lang, at]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${address(at)}"/>`)
      .join("");
    return twins.map(([, at]) => `  <url><loc>${address(at)}</loc>${links}</url>`);
  });
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
