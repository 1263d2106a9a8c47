// Stored PDFs (decision 017): one row per distinct file, named by the SHA-256 of its bytes.
// Storing is not a change of content by itself: a notice pointing at the file is, and that save
// is audited with its revision (lifecycle.ts).
import { createHash } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import type { Db } from "~/.server/db/database";
import { attachments } from "~/.server/db/schema/attachments";
import { DomainError } from "~/.server/errors";
import type { AttachmentRef } from "~/lib/attachments";
import { checkPdf, isAttachmentId, pdfFileName } from "./pdf";

/** Checks and stores an uploaded PDF; returns its id. Storing the same file again is a no-op. */
export async function storePdf(db: Db, bytes: Buffer, name: string, max: number): Promise<string> {
  checkPdf(bytes, max);
  const id = createHash("sha256").update(bytes).digest("hex");
  await db
    .insert(attachments)
    .values({
      id,
      fileName: pdfFileName(name),
      contentType: "application/pdf",
      size: bytes.length,
      bytes,
    })
    .onConflictDoNothing();
  return id;
}

/** The stored attachments among `ids` (name and size, not the bytes), by id. */
export async function attachmentRefs(
  db: Db,
  ids: unknown[],
): Promise<Record<string, AttachmentRef>> {
  const wanted = [...new Set(ids.filter(isAttachmentId))];
  if (!wanted.length) return {};
  const rows = await db
    .select({ id: attachments.id, fileName: attachments.fileName, size: attachments.size })
    .from(attachments)
    .where(inArray(attachments.id, wanted));
  return Object.fromEntries(rows.map(({ id, ...ref }) => [id, ref]));
}

/** One stored attachment with its bytes, or undefined. */
export async function readAttachment(db: Db, id: string) {
  if (!isAttachmentId(id)) return undefined;
  const [row] = await db.select().from(attachments).where(eq(attachments.id, id)).limit(1);
  return row;
}

/**
 * The PDF field of a submitted form (decision 017), settled before the form is checked: a chosen
 * file is stored and its id kept, so a refusal of another field does not ask for it again;
 * "Remove" lets go of it. A refusal names the field. `sent` is changed in place.
 */
export async function takePdf(
  db: Db,
  sent: Record<string, string>,
  file: File | undefined,
  max: number,
): Promise<void> {
  if (sent.attachmentRemove === "on") {
    sent.attachmentId = "";
    sent.attachmentName = "";
    return;
  }
  if (file) {
    try {
      sent.attachmentId = await storePdf(db, Buffer.from(await file.arrayBuffer()), file.name, max);
      sent.attachmentName = pdfFileName(file.name);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      throw new DomainError(error.message, error.status, {
        errors: { attachmentId: error.message },
      });
    }
  }
  const id = sent.attachmentId;
  if (id && !(await attachmentRefs(db, [id]))[id])
    throw new DomainError(GONE, 400, { errors: { attachmentId: GONE } });
}

const GONE = "That PDF is no longer stored: please choose it again.";
