// The back office's content file page (/admin-dashboard/content-file): the upload read within its
// cap, checked whole, its plan shown; confirmed, the same file applied, only if the plan is still
// the one shown. The file is sent again with the confirmation (the page keeps it chosen), so no
// server keeps an upload between two requests: any server behind the proxy may take either.
import type { Actor } from "~/.server/audit/audit-log";
import { getConfig } from "~/.server/config";
import { applyImport } from "~/.server/content/transfer/apply";
import { checkContentFile } from "~/.server/content/transfer/check";
import { planImport } from "~/.server/content/transfer/plan";
import type { Db } from "~/.server/db/database";
import { DomainError } from "~/.server/errors";
import { MULTIPART_OVERHEAD } from "~/.server/forms/body";
import { readSubmission } from "~/.server/forms/pipeline";
import { formatBytes } from "~/.server/media/rules";

export type ImportStep =
  | { ok: true; step: "plan"; lines: string[]; changes: number; plan: string; fileName: string }
  | { ok: true; step: "done"; lines: string[]; changes: number };

export async function contentFileAction(
  db: Db,
  actor: Actor,
  request: Request,
): Promise<ImportStep> {
  const max = getConfig().CONTENT_FILE_MAX_BYTES;
  const { values, files } = await readSubmission(request, {
    maxBytes: max + MULTIPART_OVERHEAD,
    tooLarge: `The content file is larger than ${formatBytes(max)}.`,
  });
  const intent = values.intent;
  if (intent !== "check" && intent !== "apply")
    throw new DomainError("Choose Check the file or Import.", 400);
  const upload = files.file;
  if (!upload)
    throw new DomainError(
      intent === "apply"
        ? "Choose the same content file again, then confirm: the page did not keep it."
        : "Choose the content file (a .zip) to import.",
      400,
    );
  const file = await checkContentFile(db, new Uint8Array(await upload.arrayBuffer()));
  if (intent === "check") {
    const plan = await planImport(db, file);
    return {
      ok: true,
      step: "plan",
      lines: plan.changes ? plan.lines : [plan.summary],
      changes: plan.changes,
      plan: plan.digest,
      fileName: upload.name,
    };
  }
  if (!/^[0-9a-f]{32}$/.test(values.plan ?? ""))
    throw new DomainError("Check the file first: its plan is shown before anything changes.", 400);
  const { plan } = await applyImport(db, actor, file, values.plan);
  return {
    ok: true,
    step: "done",
    lines: plan.changes ? plan.lines : [plan.summary],
    changes: plan.changes,
  };
}
