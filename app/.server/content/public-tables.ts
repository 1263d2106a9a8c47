// The tables public pages read, derived from the content sections (decision 020's invalidation
// depends on it): each has a `content_changed` trigger, so a write to it empties every server's
// page cache, and tests/integration/public-tables.int.test.ts fails when a table lacks one. A new
// section is in both lists by being declared; only what pages read beside the sections is named.
import { getTableName } from "drizzle-orm";
import { attachments } from "~/.server/db/schema/attachments";
import { redirects } from "~/.server/db/schema/redirects";
import { eventRegistrations } from "~/.server/db/schema/registrations";
import { rounds, stageTexts } from "~/.server/db/schema/rounds";
import { SECTIONS } from "./kinds";

const unique = (names: string[]) => [...new Set(names)];

/** The sections' tables: the content staff edit, each row with its `updated_at`. */
export const CONTENT_TABLES: readonly string[] = unique(SECTIONS.map((s) => getTableName(s.table)));

/**
 * Every table a public page reads: the sections', a notice's PDF, an event's registrations
 * (its page says how many places are left), and the redirects of moved addresses (a page that
 * is not found may have moved).
 */
export const PUBLIC_TABLES: readonly string[] = unique([
  ...CONTENT_TABLES,
  getTableName(attachments),
  getTableName(eventRegistrations),
  getTableName(redirects),
  // /idea shows the open round's form; the status page names the stages as staff wrote them.
  getTableName(rounds),
  getTableName(stageTexts),
]);
