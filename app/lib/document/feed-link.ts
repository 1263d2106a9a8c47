import type { MetaDescriptor } from "react-router";
import { brandingFrom, type MetaContext } from "./seo";

/**
 * `<link rel="alternate">` to the notices feed, for the pages that list notices (the home page
 * and /notices): a feed reader given either address finds the feed.
 */
export function noticesFeedLink(args: MetaContext): MetaDescriptor {
  const base = brandingFrom(args)?.publicUrl ?? "";
  return {
    tagName: "link",
    rel: "alternate",
    type: "application/rss+xml",
    title: "Notices",
    href: `${base}/notices.xml`,
  };
}
