import type { NoticeAttachment } from "~/lib/attachments";
import { NoticePdfLink } from "./notice-pdf-link";

/**
 * A notice's title: a link when it has an address, opening in a new tab as on the old site (and
 * saying so to screen readers). Without one, a notice with a PDF links to it ("Title (PDF,
 * 240 KB)"); otherwise the title links to `page` (its own page) when given, else is plain text.
 * A notice with both an address and a PDF shows the PDF's link after the title.
 */
export function NoticeTitle({
  title,
  url,
  attachment,
  page,
}: {
  title: string;
  url: string | null;
  attachment?: NoticeAttachment | null;
  page?: string;
}) {
  if (url?.trim()) {
    const link = (
      <a href={url} target="_blank" rel="noopener noreferrer">
        {title}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
    if (!attachment) return link;
    return (
      <span>
        {link} <NoticePdfLink title={title} attachment={attachment} newTab />
      </span>
    );
  }
  if (attachment) return <NoticePdfLink title={title} attachment={attachment} full newTab />;
  return page ? <a href={page}>{title}</a> : <span>{title}</span>;
}
