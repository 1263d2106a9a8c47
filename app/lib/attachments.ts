// How visitors and staff read a notice's PDF: its kind and size ("PDF, 240 KB") and its address.
// Shared by the server's HTML and the back office's form; nothing here runs on a public page.

/** A stored attachment as pages show it. */
export type AttachmentRef = { fileName: string; size: number };

/** A notice's PDF as a page links to it. */
export type NoticeAttachment = AttachmentRef & { href: string };

const KB = 1024;
const MB = 1024 * 1024;

/**
 * A file size as people read it: whole kilobytes below a megabyte (never "0 KB": a 300-byte file
 * is "1 KB"), one decimal up to 10 MB ("1.4 MB"), whole megabytes above.
 */
export function sizeLabel(bytes: number): string {
  if (bytes < MB) return `${Math.max(1, Math.round(bytes / KB))} KB`;
  const mb = bytes / MB;
  // 1023.6 KB rounds to "1024 KB" above; at a megabyte and past it, megabytes.
  return mb < 10 ? `${+mb.toFixed(1)} MB` : `${Math.round(mb)} MB`;
}

/** "PDF, 240 KB": what a link to the file says after its title. */
export const attachmentLabel = (a: Pick<AttachmentRef, "size">) => `PDF, ${sizeLabel(a.size)}`;

/** Where a notice's PDF is served: stable for the notice, whatever file it holds now. */
export const attachmentPath = (noticeId: number) => `/notices/${noticeId}/attachment.pdf`;

/** A notice's own page. */
export const noticePath = (noticeId: number) => `/notices/${noticeId}`;

/** A notice's id from its address ("5"), or null: never "05" or "5abc", one address per notice. */
export function noticeIdOf(param: string | undefined): number | null {
  return param && /^[1-9]\d{0,8}$/.test(param) ? Number(param) : null;
}
