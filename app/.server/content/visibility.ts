// Who sees what (decision 014). One predicate says what is public, for pages, sitemaps, feeds and
// search alike; staff previewing the site see every item that is not in the trash, each with its
// unpublished changes.
import { and, eq, gt, isNull, lte, or, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/** "public": what visitors see; "preview": what staff will see once everything is published. */
export type View = "public" | "preview";

type Lifecycle = {
  status: AnyPgColumn;
  publishFrom: AnyPgColumn;
  unpublishAt: AnyPgColumn;
  deletedAt: AnyPgColumn;
};

/** Published, not in the trash, and within its publish-from / unpublish-at window. */
export function isPublic(table: Lifecycle, now = new Date()): SQL {
  return and(
    eq(table.status, "published"),
    isNull(table.deletedAt),
    or(isNull(table.publishFrom), lte(table.publishFrom, now)),
    or(isNull(table.unpublishAt), gt(table.unpublishAt, now)),
  ) as SQL;
}

/**
 * Published, not in the trash, and its publish-from time has come, whether or not its unpublish-at
 * time has passed since: what an archive keeps (an expired notice leaves the home page, not the
 * record of what was said).
 */
export function isReleased(table: Lifecycle, now = new Date()): SQL {
  return and(
    eq(table.status, "published"),
    isNull(table.deletedAt),
    or(isNull(table.publishFrom), lte(table.publishFrom, now)),
  ) as SQL;
}

/** The rows a view shows. */
export function visible(table: Lifecycle, view: View, now = new Date()): SQL {
  return view === "public" ? isPublic(table, now) : isNull(table.deletedAt);
}

/**
 * A row as the view shows it: in preview, with its saved but unpublished changes applied. Dates
 * come back from JSON as text and are made dates again.
 */
export function asViewed<T extends { pending?: Record<string, unknown> | null }>(
  row: T,
  view: View,
): T {
  if (view === "public" || !row.pending) return row;
  return { ...row, ...revive(row.pending) };
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** Values read back from JSON: instants (ISO text ending in Z) become dates again. */
export function revive(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).map(([k, v]) => [
      k,
      typeof v === "string" && ISO_INSTANT.test(v) ? new Date(v) : v,
    ]),
  );
}
