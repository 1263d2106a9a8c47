// Addresses that last (issue 25): when a published item's page address changes (a startup's,
// an event's, a page's slug), its old path answers with a 301 to the new one, in both
// languages, so links already shared on WhatsApp or printed on a poster keep working. A moved
// item's older redirects follow it (no chains), and a live page always wins over a redirect.
import { desc, eq } from "drizzle-orm";
import { redirect } from "react-router";
import { type Actor, withAudit } from "~/.server/audit/audit-log";
import type { Db } from "~/.server/db/database";
import { redirects } from "~/.server/db/schema/redirects";
import { DomainError } from "~/.server/errors";
import type { Section, Values } from "./section";

export type Redirect = typeof redirects.$inferSelect;

/** A page of its own: redirects are kept for paths, not for anchors or list filters. */
const isPagePath = (path: string) => path.startsWith("/") && !/[?#]/.test(path);

/**
 * Called in the transaction that publishes an item's values: when its public path changes,
 * the old path redirects to the new one. The new path stops redirecting (it is live now).
 */
export async function followMove(
  tx: Db,
  section: Section,
  id: number,
  before: Values | null,
  after: Values,
  actor: Actor,
) {
  const to = section.publicPath(after, id);
  if (!isPagePath(to)) return;
  await tx.delete(redirects).where(eq(redirects.fromPath, to));
  const from = before ? section.publicPath(before, id) : to;
  if (from === to || !isPagePath(from)) return;
  await tx.update(redirects).set({ toPath: to }).where(eq(redirects.toPath, from));
  await tx
    .insert(redirects)
    .values({
      fromPath: from,
      toPath: to,
      section: section.key,
      itemId: id,
      createdBy: actor.email,
    })
    .onConflictDoUpdate({
      target: redirects.fromPath,
      set: { toPath: to, section: section.key, itemId: id, createdBy: actor.email },
    });
}

/**
 * Where a path that found nothing moved to, in the request's language ("/hi/startups/old" →
 * "/hi/startups/new"), with its query kept; null when it never moved.
 */
export async function movedTo(db: Db, url: URL): Promise<string | null> {
  const hindi = url.pathname === "/hi" || url.pathname.startsWith("/hi/");
  const path = hindi ? url.pathname.slice(3) || "/" : url.pathname;
  const [found] = await db
    .select({ toPath: redirects.toPath })
    .from(redirects)
    .where(eq(redirects.fromPath, decodeURIComponent(path)));
  if (!found) return null;
  return `${hindi ? "/hi" : ""}${found.toPath}${url.search}`;
}

/**
 * The loaders' "not found": a 301 to where the page moved, or the 404 it was. `url` is the
 * loader's (a client navigation's request asks for "<path>.data").
 */
export async function notFoundOrMoved(db: Db, url: URL, notFound: unknown): Promise<never> {
  const to = await movedTo(db, url);
  // Permanent for search engines, yet checked again by browsers: a 301 without caching rules is
  // kept forever, and an address staff later move back (or free) would loop or stay moved.
  if (to) throw redirect(to, { status: 301, headers: { "Cache-Control": "no-cache" } });
  throw notFound;
}

export function listRedirects(db: Db): Promise<Redirect[]> {
  return db.select().from(redirects).orderBy(desc(redirects.createdAt), desc(redirects.id));
}

/** Staff remove a redirect they no longer want (the old address then answers 404). */
export async function removeRedirect(db: Db, actor: Actor, id: number) {
  await withAudit(
    db,
    actor,
    async (tx) => {
      const [gone] = await tx.delete(redirects).where(eq(redirects.id, id)).returning();
      if (!gone) throw new DomainError("That redirect no longer exists.", 404);
      return gone;
    },
    (gone) => ({
      action: "redirect.remove",
      target: gone.fromPath,
      detail: `${gone.fromPath} → ${gone.toPath}`,
    }),
  );
}
