// The notices as an RSS 2.0 feed (/notices.xml): the archive's newest page, so a reader that
// subscribes sees what the archive shows. Every address in it is absolute (PUBLIC_URL): a feed is
// read away from the site.
import { getBranding } from "~/.server/branding";
import { getConfig } from "~/.server/config";
import type { Notice } from "~/.server/content/notices";
import type { Db } from "~/.server/db/database";
import { type NoticeAttachment, noticePath } from "~/lib/attachments";
import { fromLocalDateTime, isoWithOffset } from "~/lib/format/dates";
import { getNoticeArchive } from "./notice-archive";
import { attachmentsOf } from "./notice-page";

export type FeedNotice = Pick<Notice, "id" | "title" | "url" | "date"> & {
  attachment?: NoticeAttachment | null;
};

/** The feed as the site serves it now. */
export async function getNoticesFeed(db: Db, now = new Date()): Promise<string> {
  const { publicUrl, TIME_ZONE } = getConfig();
  const [branding, archive] = await Promise.all([
    getBranding(db),
    getNoticeArchive(db, "public", 1, { now }),
  ]);
  const pdfs = await attachmentsOf(db, archive.notices);
  return renderNoticesFeed({
    base: publicUrl,
    centreName: branding.centreName,
    timeZone: TIME_ZONE,
    notices: archive.notices.map((n) => ({ ...n, attachment: pdfs[n.id] ?? null })),
  });
}

/** The RSS document for `notices`, newest first as given. */
export function renderNoticesFeed({
  base,
  centreName,
  timeZone,
  notices,
}: {
  base: string;
  centreName: string;
  timeZone: string;
  notices: FeedNotice[];
}): string {
  const archive = `${base}/notices`;
  const items = notices.map((n) => {
    // Every notice has its own page, for good: its address is the item's link and its name.
    const page = `${base}${noticePath(n.id)}`;
    return [
      "    <item>",
      `      <title>${xml(n.title)}</title>`,
      `      <link>${xml(page)}</link>`,
      `      <guid isPermaLink="true">${xml(page)}</guid>`,
      `      <pubDate>${rfc822Date(n.date, timeZone)}</pubDate>`,
      ...(n.url?.trim()
        ? [`      <description>${xml(`More: ${absoluteLink(base, n.url)}`)}</description>`]
        : []),
      ...(n.attachment
        ? [
            `      <enclosure url="${xml(`${base}${n.attachment.href}`)}" length="${n.attachment.size}" type="application/pdf"/>`,
          ]
        : []),
      "    </item>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "  <channel>",
    `    <title>${xml(`Notices · ${centreName}`)}</title>`,
    `    <link>${xml(archive)}</link>`,
    `    <description>${xml(`The latest notices of ${centreName}, newest first.`)}</description>`,
    "    <language>en-in</language>",
    `    <atom:link href="${xml(`${base}/notices.xml`)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}

/** A notice's link as an absolute address: a site path gets the site's address in front. */
function absoluteLink(base: string, url: string | null): string | null {
  const link = url?.trim();
  if (!link) return null;
  return link.startsWith("/") ? `${base}${link}` : link;
}

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * A notice's day (YYYY-MM-DD) as an RFC 822 date: its midnight on the centre's clock, with that
 * zone's offset ("Mon, 23 Nov 2026 00:00:00 +0530"), so a reader shows the day staff chose.
 */
export function rfc822Date(isoDate: string, timeZone: string): string {
  // A zone that skips midnight that day (a DST change) has no 00:00: one o'clock then.
  const instant =
    fromLocalDateTime(`${isoDate}T00:00`, timeZone) ??
    fromLocalDateTime(`${isoDate}T01:00`, timeZone) ??
    new Date(`${isoDate}T00:00:00Z`);
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2}:\d{2})([+-])(\d{2}):(\d{2})$/.exec(
    isoWithOffset(instant, timeZone),
  );
  if (!m) throw new Error(`Not a date: ${isoDate}`);
  const [, y, mo, d, time, sign, oh, om] = m;
  const day = DAYS[new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d))).getUTCDay()];
  return `${day}, ${d} ${MONTHS[Number(mo) - 1]} ${y} ${time} ${sign}${oh}${om}`;
}

/** Text for XML: the five special characters escaped, characters XML 1.0 forbids dropped. */
function xml(text: string): string {
  let clean = "";
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    const allowed =
      code === 0x9 ||
      code === 0xa ||
      code === 0xd ||
      (code >= 0x20 && code <= 0xd7ff) ||
      (code >= 0xe000 && code <= 0xfffd) ||
      code >= 0x10000;
    if (allowed) clean += ch;
  }
  return clean
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}
