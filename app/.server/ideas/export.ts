// A round's applications for the committee: the CSV (the spec form's fields, then one column per
// question of the round, the team, the PDF's file name and the current stage) and one zip of
// every application's PDF, each named "<reference>-<file name>". Both take the inbox's filters.
import { Zip, ZipPassThrough } from "fflate";
import { attachmentRefs, readAttachment } from "~/.server/attachments/store";
import type { Db } from "~/.server/db/database";
import type { Idea } from "~/.server/db/schema/ideas";
import { isoWhen } from "./format";
import { stageNamesOf } from "./stages";
import { allIdeas, type IdeaFilter } from "./store";

/** The CSV's header and rows; the answers' columns are the questions in the order first met. */
export async function ideasTable(
  db: Db,
  filter: IdeaFilter,
): Promise<{ header: string[]; rows: string[][] }> {
  const ideas = await allIdeas(db, filter);
  const names = await stageNamesOf(db);
  const pdfs = await attachmentRefs(
    db,
    ideas.map((i) => i.pdfId),
  );
  const questions: string[] = [];
  for (const idea of ideas)
    for (const a of idea.answers) if (!questions.includes(a.question)) questions.push(a.question);
  const header = [
    "Reference",
    // The centre's wall-clock time with its offset: one instant, whatever zone reads it.
    "Received (ISO 8601 with offset)",
    "Full Name",
    "Email Address",
    "Phone Number",
    "Subject",
    "Message",
    "Status",
    "Stage",
    "Note",
    "Delivery",
    ...questions,
    "Team",
    "PDF file",
  ];
  const rows = ideas.map((r) => [
    r.reference,
    isoWhen(r.createdAt),
    r.name,
    r.email,
    r.phone,
    r.subject,
    r.message,
    r.status,
    names[r.status] ?? r.status,
    r.note,
    r.delivery,
    ...questions.map((q) => r.answers.find((a) => a.question === q)?.answer ?? ""),
    teamText(r.team),
    (r.pdfId && pdfs[r.pdfId]?.fileName) || "",
  ]);
  return { header, rows };
}

/** "Ravi Kumar <ravi@example.org> (CTO); …": one cell a spreadsheet shows whole. */
export function teamText(team: Idea["team"]): string {
  return team
    .map((m) => `${m.name}${m.email ? ` <${m.email}>` : ""}${m.role ? ` (${m.role})` : ""}`)
    .join("; ");
}

/** The name of an application's PDF in the zip: its reference, then the name it was sent under. */
export const zipEntryName = (reference: string, fileName: string) =>
  `${reference}-${fileName.replace(/[\\/:\0]/g, "_")}`;

/**
 * The filtered applications' PDFs as one zip, streamed: each PDF is read from the database when
 * its turn comes, so memory holds one at a time. PDFs are stored as they are (already packed).
 */
export async function pdfZip(
  db: Db,
  filter: IdeaFilter,
): Promise<{ stream: ReadableStream<Uint8Array>; count: number }> {
  const withPdf = (await allIdeas(db, filter)).filter((i) => i.pdfId);
  let next = 0;
  let zip: Zip | undefined;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      zip = new Zip((error, chunk, final) => {
        if (error) return controller.error(error);
        controller.enqueue(chunk);
        if (final) controller.close();
      });
      if (!withPdf.length) zip.end();
    },
    async pull() {
      if (!zip || next >= withPdf.length) return;
      const idea = withPdf[next++];
      const file = idea.pdfId ? await readAttachment(db, idea.pdfId) : undefined;
      if (file) {
        const entry = new ZipPassThrough(zipEntryName(idea.reference, file.fileName));
        entry.mtime = file.createdAt ?? new Date();
        zip.add(entry);
        entry.push(new Uint8Array(file.bytes), true);
      }
      if (next >= withPdf.length) zip.end();
    },
  });
  return { stream, count: withPdf.length };
}
