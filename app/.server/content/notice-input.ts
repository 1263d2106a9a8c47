// Form input for notices (the /Notice board and the dashboard), parsed once for both, with
// the audit entry of every change. Callers check the viewer's permission first.
import { z } from "zod";
import { textField } from "../../lib/text.ts";
import { type Actor, type AuditNote, withAudit } from "../auth/audit.ts";
import type { Db } from "../db/client.ts";
import { addNotice, deleteNotice, type Notice, today, updateNotice } from "./notices.ts";

export const NOTICE_TITLE_MAX = 500;

const title = textField()
  .min(1, "A notice needs some text.")
  .max(NOTICE_TITLE_MAX, `Notices may have at most ${NOTICE_TITLE_MAX} characters.`);
const url = textField()
  .max(2000, "Links may have at most 2000 characters.")
  .refine((v) => v === "" || /^https?:\/\/\S+$/i.test(v) || /^\/\S*$/.test(v), {
    message: "Links start with http://, https:// or /.",
  });
const date = textField()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Dates look like 2026-03-31.")
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), "That date does not exist.");
const id = z.coerce.number().int().positive();

export const noticeIntentSchema = z.discriminatedUnion("intent", [
  // The board's single text box: a notice dated today, without a link.
  z.object({ intent: z.literal("add"), notice: title }),
  z.object({ intent: z.literal("create"), title, url: url.default(""), date: date.optional() }),
  z.object({ intent: z.literal("update"), id, title, url: url.default(""), date }),
  z.object({ intent: z.literal("delete"), id }),
]);

export type NoticeActionResult = { ok: true; intent: string } | { ok: false; error: string };

const noted =
  (action: string) =>
  (n: Notice | undefined): AuditNote | undefined =>
    n && { action, target: `#${n.id}`, detail: n.title };

/** Applies one notice form submission together with its audit entry. */
export async function applyNoticeForm(
  db: Db,
  actor: Actor,
  form: FormData,
): Promise<NoticeActionResult> {
  const parsed = noticeIntentSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success)
    return { ok: false, error: parsed.error.issues[0]?.message ?? "Invalid input." };
  const input = parsed.data;
  switch (input.intent) {
    case "add":
      await withAudit(
        db,
        actor,
        (tx) => addNotice(tx, { title: input.notice, date: today() }),
        noted("notice.add"),
      );
      break;
    case "create":
      await withAudit(
        db,
        actor,
        (tx) => addNotice(tx, { title: input.title, url: input.url, date: input.date || today() }),
        noted("notice.add"),
      );
      break;
    case "update": {
      const n = await withAudit(
        db,
        actor,
        (tx) => updateNotice(tx, input.id, input),
        noted("notice.edit"),
      );
      if (!n) return { ok: false, error: "That notice no longer exists." };
      break;
    }
    case "delete": {
      const n = await withAudit(
        db,
        actor,
        (tx) => deleteNotice(tx, input.id),
        noted("notice.delete"),
      );
      if (!n) return { ok: false, error: "That notice no longer exists." };
      break;
    }
  }
  return { ok: true, intent: input.intent };
}
