import { type NoticeAttachment, sizeLabel } from "~/lib/attachments";
import { messagesOf } from "~/lib/i18n/catalogue";
import type { Lang } from "~/lib/i18n/lang";

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
  lang,
  pageLang = "en",
}: {
  title: string;
  attachment: NoticeAttachment;
  full?: boolean;
  newTab?: boolean;
  /** "en" when a Hindi page shows the English title. */
  lang?: "en";
  /** The page's language (a prop: the home page renders notices outside the router). */
  pageLang?: Lang;
}) {
  const t = messagesOf(pageLang);
  const label = t.notices.notice.pdf(sizeLabel(attachment.size));
  const tab = newTab ? { target: "_blank", rel: "noopener noreferrer" } : {};
  return (
    <a href={attachment.href} className="notice-pdf" type="application/pdf" {...tab}>
      {full ? (
        lang ? (
          <>
            <span lang={lang}>{title}</span>
            {` (${label})`}
          </>
        ) : (
          `${title} (${label})`
        )
      ) : (
        <span className="visually-hidden" lang={lang}>{`${title} `}</span>
      )}
      {!full && `(${label})`}
      {newTab && <span className="visually-hidden"> {t.shell.opensInNewTab}</span>}
    </a>
  );
}
