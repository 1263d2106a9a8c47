// Writing the content file: every section's items (not the trash), each in its state (draft,
// published, scheduled, with its unpublished changes), the pictures and PDFs they name, in one zip.
// The rows are read in one snapshot, so the file is the site at one moment; the files they name
// are read afterwards, one at a time (their ids are their contents' hashes: they cannot change).
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { inScope, pick, type Row, valueKeys } from "~/.server/content/items";
import { SECTIONS } from "~/.server/content/kinds/index";
import type { Section } from "~/.server/content/section";
import { revive } from "~/.server/content/visibility";
import type { Db } from "~/.server/db/database";
import { attachments } from "~/.server/db/schema/attachments";
import { media, mediaVariants } from "~/.server/db/schema/media";
import { version } from "../../../../package.json";
import {
  CONTENT_JSON,
  type ContentFile,
  type FileItem,
  FORMAT,
  formFields,
  keyOf,
  sectionsInOrder,
  siteKeyOf,
} from "./format";
import { imageEntry, imageIdKeys, pdfEntry, toFileValues } from "./values";
import { writeZip } from "./zip";

/** A section's live rows (not the trash), in the list's order. */
export async function liveRows(db: Db, section: Section): Promise<Row[]> {
  const t = section.table;
  return (await db
    .select()
    .from(t)
    .where(and(inScope(section), isNull(t.deletedAt)))
    // An unordered list (notices) in the order its items were made: imported into an empty
    // site, they are made in the same order again.
    .orderBy(asc(section.ordered ? t.position : t.id), asc(t.id))) as Row[];
}

/** The site's content as the file holds it, and the pictures and PDFs it names (by their ids). */
export async function readContent(
  db: Db,
): Promise<{ file: ContentFile; images: Set<string>; pdfs: Set<string> }> {
  const images = new Set<string>();
  const pdfs = new Set<string>();
  const sections = sectionsInOrder();
  const file = await db.transaction(async (tx) => {
    await tx.execute(sql`set transaction isolation level repeatable read, read only`);
    const rows = new Map<string, Row[]>();
    for (const section of sections) rows.set(section.key, await liveRows(tx as never, section));
    // A reference names the other item by its key; an id means nothing on another site.
    const keys = new Map<string, Map<number, string>>();
    for (const section of sections)
      keys.set(
        section.key,
        new Map(
          (rows.get(section.key) ?? []).map((row, i) => [row.id, keyOf(section, row, i)] as const),
        ),
      );
    const names = {
      reference: (field: { to?: string }, id: number) => keys.get(field.to ?? "")?.get(id) ?? null,
    };
    const out: ContentFile = {
      format: FORMAT,
      app: version,
      exported: new Date().toISOString(),
      sections: {},
    };
    // In the dashboard's order (SECTIONS), which reads better than the order of applying.
    for (const section of sections.toSorted((a, b) => order(a) - order(b))) {
      const fields = formFields(section);
      const keysOfRow = valueKeys(section);
      out.sections[section.key] = (rows.get(section.key) ?? []).map((row): FileItem => {
        const values = pick(row, keysOfRow);
        const pending = row.pending ? { ...values, ...revive(pick(row.pending, keysOfRow)) } : null;
        for (const v of [values, pending ?? {}]) {
          for (const key of imageIdKeys(fields))
            if (typeof v[key] === "string") images.add(v[key] as string);
          if (typeof v.attachmentId === "string") pdfs.add(v.attachmentId);
        }
        const siteKey = siteKeyOf(section);
        return {
          ...(siteKey && { key: String(row[siteKey]) }),
          status: row.status,
          values: toFileValues(fields, values, names),
          ...(pending && { pending: toFileValues(fields, pending, names) }),
        };
      });
    }
    return out;
  });
  return { file, images, pdfs };
}

const order = (section: Section) => SECTIONS.indexOf(section);

export type ExportSummary = {
  file: string;
  bytes: number;
  items: number;
  images: number;
  pdfs: number;
  ms: number;
};

/** Writes the content file to `file` (which must not exist yet). */
export async function exportContent(db: Db, file: string): Promise<ExportSummary> {
  const started = Date.now();
  const { file: content, images, pdfs } = await readContent(db);
  const json = Buffer.from(`${JSON.stringify(content, null, 2)}\n`, "utf8");
  const bytes = await writeZip(file, async (add) => {
    await add(CONTENT_JSON, json, true);
    for (const id of [...images].sort()) {
      const [source] = await db
        .select({ bytes: mediaVariants.bytes })
        .from(mediaVariants)
        .innerJoin(media, eq(media.id, mediaVariants.mediaId))
        .where(and(eq(mediaVariants.mediaId, id), eq(mediaVariants.format, "source")))
        .limit(1);
      if (!source) throw new Error(`The picture ${id} is named by an item but not stored.`);
      await add(imageEntry(id), source.bytes, false);
    }
    const ids = [...pdfs].sort();
    for (const id of ids) {
      const [pdf] = await db
        .select({ bytes: attachments.bytes })
        .from(attachments)
        .where(inArray(attachments.id, [id]));
      if (!pdf) throw new Error(`The PDF ${id} is named by a notice but not stored.`);
      await add(pdfEntry(id), pdf.bytes, false);
    }
  });
  const items = Object.values(content.sections).reduce((n, list) => n + list.length, 0);
  return {
    file,
    bytes,
    items,
    images: images.size,
    pdfs: pdfs.size,
    ms: Date.now() - started,
  };
}
