import type { NoticeAttachment } from "~/lib/attachments";
import { messagesOf } from "~/lib/i18n/catalogue";
import type { Lang } from "~/lib/i18n/lang";
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
  lang,
  pageLang = "en",
}: {
  title: string;
  url: string | null;
  attachment?: NoticeAttachment | null;
  page?: string;
  /** "en" when a Hindi page shows the English title (no Hindi one was written). */
  lang?: "en";
  /**
   * The page's language, for the words around the title. A prop, not the address: the home page
   * renders its notices outside the router (home/static-sections.server.tsx).
   */
  pageLang?: Lang;
}) {
  const t = messagesOf(pageLang);
  if (url?.trim()) {
    const link = (
      <a href={url} target="_blank" rel="noopener noreferrer">
        {lang ? <span lang={lang}>{title}</span> : title}
        <span className="visually-hidden"> {t.shell.opensInNewTab}</span>
      </a>
    );
    if (!attachment) return link;
    return (
      <span>
        {link}{" "}
        <NoticePdfLink
          title={title}
          attachment={attachment}
          newTab
          lang={lang}
          pageLang={pageLang}
        />
      </span>
    );
  }
  if (attachment)
    return (
      <NoticePdfLink
        title={title}
        attachment={attachment}
        full
        newTab
        lang={lang}
        pageLang={pageLang}
      />
    );
  return page ? (
    <a href={page} lang={lang}>
      {title}
    </a>
  ) : (
    <span lang={lang}>{title}</span>
  );
}
