import { formatNoticesText, listNotices } from "~/.server/content/notices";
import { getDb } from "~/.server/db/client";

/** The notices in the spec's `key: value` block format, straight from the database. */
export async function loader() {
  const db = await getDb();
  return new Response(formatNoticesText(await listNotices(db)), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-cache" },
  });
}
