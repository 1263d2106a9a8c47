// Applying an import plan: one transaction for the whole file, so the site never shows half of
// it. Every item goes through the back office's own lifecycle (saveItem, unpublishItem,
// trashItem, placeItems): each change has its revision and its audit row, written in savepoints
// of this transaction, and one more audit row says what the import did as a whole. The content
// tables' triggers tell every server of the change on commit, so each drops its page cache.

import { storePdf } from "~/.server/attachments/store";
import type { Actor } from "~/.server/audit/audit-log";
import { withAudit } from "~/.server/audit/audit-log";
import { getConfig } from "~/.server/config";
import { placeItems, saveItem, trashItem, unpublishItem } from "~/.server/content/lifecycle";
import type { Values } from "~/.server/content/section";
import type { Db } from "~/.server/db/database";
import { DomainError } from "~/.server/errors";
import { asNormalised } from "~/.server/media/pipeline";
import { storeImage, storeNormalised } from "~/.server/media/store";
import type { CheckedFile } from "./check";
import { liveRows } from "./export";
import { keyOf } from "./format";
import { type ImportPlan, planImport } from "./plan";
import { imageIdKeys } from "./values";

export type ImportSummary = { plan: ImportPlan; ms: number };

/**
 * Imports a checked file. The plan is worked out again inside the transaction, from the site as
 * it is then; with `expected` (the digest of the plan a person confirmed) a different plan (the
 * site or the file changed since it was shown) is refused, and nothing changes.
 */
export async function applyImport(
  db: Db,
  actor: Actor,
  file: CheckedFile,
  expected?: string,
): Promise<ImportSummary> {
  const started = Date.now();
  const pdfMax = getConfig().PDF_MAX_BYTES;
  const plan = await withAudit(
    db,
    actor,
    async (tx) => {
      const plan = await planImport(tx, file);
      if (expected !== undefined && plan.digest !== expected)
        throw new DomainError(
          "The site or the file changed since the plan was shown: nothing was imported. Check the new plan and confirm again.",
          409,
        );
      if (plan.changes === 0) return plan;
      // The files first: an item may only name what is stored.
      for (const [name, image] of file.images) {
        const normalised = image.asIs ? await asNormalised(image.bytes) : undefined;
        if (normalised) await storeNormalised(tx, normalised, name);
        else await storeImage(tx, image.bytes, name);
      }
      for (const [name, pdf] of file.pdfs) await storePdf(tx, pdf.bytes, name, pdfMax);

      // Each section's items by key, as references from later sections name them.
      const idsByKey = new Map<string, Map<string, number>>();
      for (const { section, inFile, ops, reordered } of plan.sections) {
        const ids = new Map<string, number>();
        idsByKey.set(section.key, ids);
        if (!inFile) {
          for (const [i, row] of (await liveRows(tx, section)).entries())
            if (!ids.has(keyOf(section, row, i))) ids.set(keyOf(section, row, i), row.id);
          continue;
        }
        const resolve = (values: Values): Values => {
          const out = { ...values };
          for (const key of imageIdKeys(section.fields))
            if (typeof out[key] === "string")
              out[key] = file.images.get(out[key] as string)?.id ?? null;
          if (typeof out.attachmentId === "string")
            out.attachmentId = file.pdfs.get(out.attachmentId)?.id ?? null;
          for (const field of section.fields)
            if (field.kind === "reference" && typeof out[field.name] === "string")
              out[field.name] =
                idsByKey.get(field.to ?? "")?.get(out[field.name] as string) ?? null;
          return out;
        };
        const order: number[] = [];
        for (const op of ops) {
          if (op.op === "trash") {
            await trashItem(tx, section, actor, op.row.id, "trash");
            continue;
          }
          const { item } = op;
          let id: number;
          if (op.op === "keep") id = op.row.id;
          else if (op.op === "add")
            id = await saveItem(tx, section, actor, {
              values: resolve(item.values),
              publish: item.status === "published",
            });
          else {
            id = op.row.id;
            if (op.restore) await trashItem(tx, section, actor, id, "restore");
            // A draft in the file that is public on the site leaves the public site first.
            if (item.status === "draft" && op.row.status === "published" && !section.singleton)
              await unpublishItem(tx, section, actor, id);
            await saveItem(tx, section, actor, {
              id,
              values: resolve(item.values),
              publish: item.status === "published",
            });
          }
          if (op.op !== "keep" && item.pending)
            await saveItem(tx, section, actor, {
              id,
              values: resolve(item.pending),
              publish: false,
            });
          order.push(id);
          if (!ids.has(item.key)) ids.set(item.key, id);
        }
        if (reordered) await placeItems(tx, section, actor, order);
      }
      return plan;
    },
    (plan) =>
      plan.changes
        ? { action: "content.import", target: "content file", detail: plan.summary }
        : null,
  );
  return { plan, ms: Date.now() - started };
}
