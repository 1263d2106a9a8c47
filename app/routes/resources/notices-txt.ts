import { formatNoticesText, listNotices } from "~/.server/content/notices";
import { dbContext } from "~/.server/context";

import type { Route } from "./+types/notices-txt";
/** The notices in the spec's `key: value` block format, straight from the database. */
export async function loader({ context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  return new Response(formatNoticesText(await listNotices(db)), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-cache" },
  });
}
