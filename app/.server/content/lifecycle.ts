// The life of every content item (decision 014), the same for every section: saved as a draft,
// published, changed (the public keeps the published version until the changes are published),
// unpublished, moved in its list, deleted to the trash and restored from it. Every change is one
// transaction with its revision and its audit row.
import { and, asc, desc, eq, gt, isNull, lt, max, ne, type SQL } from "drizzle-orm";
import { type Actor, withAudit } from "~/.server/audit/audit-log";
import { getConfig } from "~/.server/config";
import type { Db } from "~/.server/db/database";
import { media } from "~/.server/db/schema/media";
import { DomainError } from "~/.server/errors";
import { imageFields, imageKeys } from "~/lib/content/fields";
import { formatDateTime } from "~/lib/format/dates";
import { inScope, pick, type Row, valueKeys, workingValues } from "./items";
import { followMove } from "./redirects";
import { changedKeys, type RevisionAction, recordRevision } from "./revisions";
import { column, columnOf, type Section, type Values } from "./section";
import { revive } from "./visibility";

/**
 * A form leaves a blank optional text as null; a column that may not be null (a mentor's blurb,
 * the centre's address and phone) takes its default instead, or the write would fail.
 */
function fitColumns(section: Section, values: Values): Values {
  const fitted = { ...values };
  for (const [key, value] of Object.entries(values)) {
    const column = columnOf(section.table, key);
    if (value === null && column?.notNull && column.hasDefault && column.default !== undefined)
      fitted[key] = column.default;
  }
  return fitted;
}

const note = (section: Section, verb: string, id: number, title: string) => ({
  action: section.auditNames?.[verb] ?? `content.${verb}`,
  target: `${section.key} #${id}`,
  detail: title,
});

/** Refuses a slug another item of the section has (the column is unique across drafts too). */
async function checkUnique(db: Db, section: Section, values: Values, id: number | undefined) {
  const slugField = section.fields.find((f) => f.kind === "slug");
  if (!slugField) return;
  const t = section.table;
  const slug = values[slugField.name];
  const [other] = await db
    .select({ id: t.id })
    .from(t)
    // Within the section's rows: a table shared by sections (the vocabularies) keys each apart.
    .where(
      and(eq(column(t, slugField.name), slug), inScope(section), id ? ne(t.id, id) : undefined),
    );
  if (other) {
    // Said with the field's own label ("page address (URL)", a term's "key").
    const what = slugField.label.charAt(0).toLowerCase() + slugField.label.slice(1);
    throw new DomainError(`Another ${section.item} already has the ${what} “${slug}”.`, 400, {
      errors: { [slugField.name]: `Another ${section.item} already has this ${what}.` },
    });
  }
}

/**
 * Saves an item's values: a new item, a draft's changes, or (`publish`) makes them public. A
 * published item's saved changes wait in `pending` until published: the public keeps seeing
 * what it saw. Returns the item's id.
 */
export async function saveItem(
  db: Db,
  section: Section,
  actor: Actor,
  change: {
    id?: number;
    values: Values;
    publish: boolean;
    action?: RevisionAction;
    /** The item's `updatedAt` (ms) when its form was opened: a later save by someone else wins no race silently. */
    basedOn?: number;
  },
): Promise<number> {
  const values = fitColumns(section, pick(change.values, valueKeys(section)));
  await checkUnique(db, section, values, change.id);
  const problems = (await section.check?.(db, values, change.id)) ?? {};
  const first = Object.values(problems)[0];
  if (first) throw new DomainError(first, 400, { errors: problems });
  const t = section.table;
  const title = String(values[section.titleField] ?? "");
  const verb =
    change.action ?? (change.id === undefined ? "create" : change.publish ? "publish" : "save");
  return withAudit(
    db,
    actor,
    async (tx) => {
      const now = new Date();
      if (change.id === undefined) {
        const [{ last }] = await tx
          .select({ last: max(t.position) })
          .from(t)
          .where(inScope(section));
        const [row] = (await tx
          .insert(t)
          .values({
            ...section.defaults?.(),
            ...scopeValue(section),
            ...values,
            status: change.publish ? "published" : "draft",
            position: Number(last ?? -1) + 1,
          } as never)
          .returning()) as Row[];
        await recordRevision(tx, section, row.id, verb, values, undefined, actor);
        if (change.publish) await followMove(tx, section, row.id, null, values, actor);
        return row.id;
      }
      const row = await lockRow(tx, section, change.id);
      if (!row || row.deletedAt)
        throw new DomainError(`That ${section.item} no longer exists.`, 404);
      if (change.basedOn !== undefined && row.updatedAt.getTime() !== change.basedOn)
        throw savedMeanwhile(section, row.updatedAt);
      const before = workingValues(section, row);
      const published = pick(row, valueKeys(section));
      let update: Record<string, unknown>;
      if (row.status === "draft" || change.publish) {
        // A draft's columns are its working copy; publishing makes the values the public ones.
        update = { ...values, pending: null, status: change.publish ? "published" : row.status };
      } else {
        // Saved, not published: the public keeps the published columns.
        const differs = changedKeys(published, values).length > 0;
        update = { pending: differs ? JSON.parse(JSON.stringify(values)) : null };
      }
      // Editing a sample item makes it the centre's: "Remove sample content" leaves it alone.
      if (row.isSample && changedKeys(before, values).length > 0) update.isSample = false;
      await tx
        .update(t)
        .set({ ...update, updatedAt: now } as never)
        .where(eq(t.id, row.id));
      await recordRevision(tx, section, row.id, verb, values, before, actor);
      if (change.publish) {
        const wasPublic = row.status === "published" ? published : null;
        await followMove(tx, section, row.id, wasPublic, values, actor);
      }
      return row.id;
    },
    (id) => note(section, verb, id, title),
  );
}

/**
 * Two people edited the same item: the second save is refused rather than silently replacing the
 * first. The form keeps what this person typed and now counts as based on the newer version, so
 * saving again (after reading this) replaces the other's; theirs stays in the history.
 */
function savedMeanwhile(section: Section, at: Date): DomainError {
  const when = formatDateTime(at, getConfig().TIME_ZONE);
  return new DomainError(
    `Someone else saved this ${section.item} (${when}) after you opened it. Your changes are still in the form: save again to replace theirs (theirs stays in the History), or open the ${section.item} again to start from theirs.`,
    409,
    { values: { basedOn: String(at.getTime()) } },
  );
}

/** A new item's place in a shared table (its form may choose among the scope's values). */
function scopeValue(section: Section): Values {
  if (!section.scope) return {};
  const key = Object.entries(section.table).find(([, c]) => c === section.scope?.column)?.[0];
  return key ? { [key]: section.scope.values[0] } : {};
}

/** An item's row, locked until the transaction ends (two saves of one item never interleave). */
async function lockRow(tx: Db, section: Section, id: number): Promise<Row | undefined> {
  const t = section.table;
  const [row] = (await tx
    .select()
    .from(t)
    .where(and(eq(t.id, id), inScope(section)))
    .for("update")) as Row[];
  return row;
}

/** Takes an item off the public site; its unpublished changes become its draft. */
export async function unpublishItem(db: Db, section: Section, actor: Actor, id: number) {
  if (section.singleton)
    throw new DomainError(`${section.label} are always public: change them instead.`, 400);
  const t = section.table;
  await withAudit(
    db,
    actor,
    async (tx) => {
      const row = await lockRow(tx, section, id);
      if (!row || row.deletedAt)
        throw new DomainError(`That ${section.item} no longer exists.`, 404);
      const values = workingValues(section, row);
      await refuseInUse(tx, section, row);
      await tx
        .update(t)
        .set({ ...values, pending: null, status: "draft", updatedAt: new Date() } as never)
        .where(eq(t.id, id));
      await recordRevision(tx, section, id, "unpublish", values, values, actor);
      return String(values[section.titleField] ?? "");
    },
    (title) => note(section, "unpublish", id, title),
  );
}

/** Refuses to take away an item other content still uses (a sector its startups have). */
async function refuseInUse(tx: Db, section: Section, row: Row) {
  const used = await section.inUse?.(tx, row);
  if (used) throw new DomainError(used, 409);
}

/** Moves an item to the trash (restorable for 30 days), or back out of it. */
export async function trashItem(
  db: Db,
  section: Section,
  actor: Actor,
  id: number,
  to: "trash" | "restore",
) {
  if (section.singleton || section.fixed)
    throw new DomainError(`${section.label} cannot be deleted, only changed.`, 400);
  const t = section.table;
  await withAudit(
    db,
    actor,
    async (tx) => {
      const row = await lockRow(tx, section, id);
      if (!row || (to === "trash") === (row.deletedAt !== null))
        throw new DomainError(
          to === "trash"
            ? `That ${section.item} no longer exists.`
            : `That ${section.item} is not in the trash.`,
          404,
        );
      if (to === "trash") await refuseInUse(tx, section, row);
      await tx
        .update(t)
        .set({ deletedAt: to === "trash" ? new Date() : null, updatedAt: new Date() } as never)
        .where(eq(t.id, id));
      const values = workingValues(section, row);
      await recordRevision(
        tx,
        section,
        id,
        to === "trash" ? "delete" : "undelete",
        values,
        values,
        actor,
      );
      return String(values[section.titleField] ?? "");
    },
    (title) => note(section, to === "trash" ? "delete" : "undelete", id, title),
  );
}

/**
 * Swaps an item with its neighbour in the list, or among the rows `within` picks (a photo among
 * its album's).
 */
export async function moveItem(
  db: Db,
  section: Section,
  actor: Actor,
  id: number,
  direction: "up" | "down",
  within?: SQL,
) {
  if (!section.ordered) throw new DomainError(`${section.label} have no order to change.`, 400);
  const t = section.table;
  await withAudit(
    db,
    actor,
    async (tx) => {
      const [row] = (await tx
        .select()
        .from(t)
        .where(and(eq(t.id, id), inScope(section), isNull(t.deletedAt)))) as Row[];
      if (!row) throw new DomainError(`That ${section.item} no longer exists.`, 404);
      const [neighbour] = (await tx
        .select()
        .from(t)
        .where(
          and(
            inScope(section),
            isNull(t.deletedAt),
            within,
            direction === "up" ? lt(t.position, row.position) : gt(t.position, row.position),
          ),
        )
        .orderBy(direction === "up" ? desc(t.position) : asc(t.position))
        .limit(1)) as Row[];
      if (!neighbour) return null;
      await tx
        .update(t)
        .set({ position: neighbour.position } as never)
        .where(eq(t.id, row.id));
      await tx
        .update(t)
        .set({ position: row.position } as never)
        .where(eq(t.id, neighbour.id));
      return String(workingValues(section, row)[section.titleField] ?? "");
    },
    (title) =>
      title === null
        ? null
        : { ...note(section, "move", id, title), detail: `${title} (${direction})` },
  );
}

/** The values of an old revision as the item's working copy (a new revision says so). */
export async function restoreValues(
  db: Db,
  section: Section,
  actor: Actor,
  id: number,
  snapshot: Values,
) {
  const values = revive(pick(snapshot, valueKeys(section)));
  // An image purged since (a replaced photo after its grace period) cannot come back.
  for (const field of imageFields(section.fields)) {
    const key = imageKeys(field.name).id;
    const id = values[key];
    if (typeof id !== "string") continue;
    const [found] = await db.select({ id: media.id }).from(media).where(eq(media.id, id));
    if (!found) values[key] = null;
  }
  return saveItem(db, section, actor, { id, values, publish: false, action: "restore" });
}

/**
 * Puts a section's items in the given order (a content file's), as one audited move: like moving
 * an item up or down, the order is not a change of any item's content, so it makes no revision.
 */
export async function placeItems(db: Db, section: Section, actor: Actor, ids: number[]) {
  if (!section.ordered) throw new DomainError(`${section.label} have no order to change.`, 400);
  const t = section.table;
  await withAudit(
    db,
    actor,
    async (tx) => {
      for (const [position, id] of ids.entries())
        await tx
          .update(t)
          .set({ position } as never)
          .where(and(eq(t.id, id), inScope(section)));
    },
    {
      action: section.auditNames?.move ?? "content.move",
      target: section.key,
      detail: `${ids.length} item(s) put in a content file's order`,
    },
  );
}
