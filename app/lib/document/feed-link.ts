import type { MetaDescriptor } from "react-router";
import { messagesAt } from "~/lib/i18n/catalogue";
import { brandingFrom, type MetaContext } from "./seo";

/**
 * `<link rel="alternate">` to the notices feed, for the pages that list notices (the home page
 * and /notices): a feed reader given either address finds the feed. One feed for both languages;
 * its link is named in the page's.
 */
export function noticesFeedLink(args: MetaContext): MetaDescriptor {
  const base = brandingFrom(args)?.publicUrl ?? "";
  return {
    tagName: "link",
    rel: "alternate",
    type: "application/rss+xml",
    // From the shell's strings, which every page has loaded: a head-only read of another area
    // would hold up hydration while it loads.
    title: messagesAt(args.location).shell.noticesFeed,
    href: `${base}/notices.xml`,
  };
}
