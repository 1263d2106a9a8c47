import { attachmentLabel, type NoticeAttachment } from "~/lib/attachments";

/**
 * A link to a notice's PDF that says what it is and how large ("Fee schedule (PDF, 240 KB)"), so
 * nobody on a slow connection opens 10 MB by surprise. `full` shows the title too; otherwise the
 * title is there for screen readers only (it sits beside the title's own link). In a list it
 * opens in a new tab, as the home page's notice links do.
 */
export function NoticePdfLink({
  title,
  attachment,
  full = false,
  newTab = false,
}: {
  title: string;
  attachment: NoticeAttachment;
  full?: boolean;
  newTab?: boolean;
}) {
  const label = attachmentLabel(attachment);
  const tab = newTab ? { target: "_blank", rel: "noopener noreferrer" } : {};
  return (
    <a href={attachment.href} className="notice-pdf" type="application/pdf" {...tab}>
      {full ? `${title} (${label})` : <span className="visually-hidden">{`${title} `}</span>}
      {!full && `(${label})`}
      {newTab && <span className="visually-hidden"> (opens in a new tab)</span>}
    </a>
  );
}
