import { dbContext } from "~/.server/context";
import { getNoticesFeed } from "~/.server/pages/notice-feed";
import type { Route } from "./+types/notices-xml";

/** The notices as an RSS 2.0 feed: the archive's newest page, with absolute links. */
export async function loader({ context }: Route.LoaderArgs) {
  return new Response(await getNoticesFeed(context.get(dbContext)), {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      // Readers poll; a notice added or scheduled shows on their next visit.
      "Cache-Control": "no-cache",
    },
  });
}
