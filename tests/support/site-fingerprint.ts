// The database rows a restore must bring back, read straight from a closed site's database.
import { sql } from "drizzle-orm";
import { rowsOf as rows } from "~/.server/backup/catalog";
import type { Db } from "~/.server/db/database";

/** What must survive a backup and restore, in a form two databases can be compared by. */
export async function siteFingerprint(db: Db) {
  const variants = await rows<{ media_id: string; format: string; width: number; bytes: string }>(
    db,
    sql`select media_id, format, width, encode(sha256(bytes), 'hex') as bytes from media_variants
        order by media_id, format, width`,
  );
  const pdfs = await rows<{ id: string; bytes: string }>(
    db,
    sql`select id::text, encode(sha256(bytes), 'hex') as bytes from attachments order by id`,
  );
  const ideas = await rows<Record<string, string>>(
    db,
    sql`select to_jsonb(i)::text as row from ideas i order by id`,
  );
  const users = await rows<{ email: string }>(db, sql`select email from "user" order by email`);
  return { variants, pdfs, ideas, users };
}
