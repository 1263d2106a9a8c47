// The team's notes on an application: a thread, each note kept as written, newest last. Notes are
// for staff only; the founder never sees them.
import { asc, eq } from "drizzle-orm";
import { z } from "zod";
import { type Actor, withAudit } from "~/.server/audit/audit-log";
import type { Db } from "~/.server/db/database";
import { ideas } from "~/.server/db/schema/ideas";
import { ideaNotes } from "~/.server/db/schema/rounds";
import { textField } from "~/.server/forms/fields";
import { NOTE_MAX } from "~/lib/forms/idea-rules";

/** A note's longest text: the idea rules' note limit (the page's box says it too). */
export const NOTE_BODY_MAX = NOTE_MAX;

export const ideaNoteSchema = z.object({
  intent: z.literal("note"),
  body: textField({ error: "Write the note." })
    .min(1, "Write the note.")
    .max(NOTE_BODY_MAX, "The note is too long (at most 2,000 characters)"),
});

export type IdeaNote = typeof ideaNotes.$inferSelect;

/** Adds a note to an idea's thread, audited; false when there is no such idea. */
export async function addIdeaNote(
  db: Db,
  actor: Actor,
  ideaId: number,
  body: string,
  now = new Date(),
): Promise<boolean> {
  const reference = await withAudit(
    db,
    actor,
    async (tx) => {
      const [idea] = await tx
        .select({ reference: ideas.reference })
        .from(ideas)
        .where(eq(ideas.id, ideaId));
      if (!idea) return null;
      await tx.insert(ideaNotes).values({ ideaId, body, authorEmail: actor.email, createdAt: now });
      return idea.reference;
    },
    (r) =>
      r === null ? null : { action: "idea.note", target: r, detail: `${body.length} characters` },
  );
  return reference !== null;
}

/** An idea's notes, oldest first (the thread reads top to bottom). */
export function notesOf(db: Db, ideaId: number): Promise<IdeaNote[]> {
  return db
    .select()
    .from(ideaNotes)
    .where(eq(ideaNotes.ideaId, ideaId))
    .orderBy(asc(ideaNotes.createdAt), asc(ideaNotes.id));
}
