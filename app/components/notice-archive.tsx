import { type NoticeAttachment, noticePath } from "~/lib/attachments";
import { formatIndianDate } from "~/lib/format/dates";
import { fallbackLang, type Localized } from "~/lib/i18n/content";
import { useLang, useLocalize, useT } from "~/lib/i18n/use-t";
import { NoticeTitle } from "./notice-title";
import "./notice-archive.css";

export type ArchiveNotice = Localized & {
  id: number;
  title: string;
  url: string | null;
  date: string;
  attachment: NoticeAttachment | null;
};

/**
 * One page of the archive: each notice's date, then its title (its link, its PDF or its own
 * page), and the way to its own page when the title leads elsewhere. On a Hindi page the title is
 * the Hindi one, or the English marked lang="en" where none was written.
 */
export function NoticeArchive({ notices }: { notices: ArchiveNotice[] }) {
  const t = useT().notices.archive;
  const to = useLocalize();
  const pageLang = useLang();
  return (
    <ol className="notice-archive">
      {notices.map((n) => {
        const page = to(noticePath(n.id));
        const elsewhere = Boolean(n.url?.trim() || n.attachment);
        const { lang } = fallbackLang(n, "title");
        return (
          // Old feed items point here (#notice-<id>).
          <li key={n.id} id={`notice-${n.id}`} className="notice-archive__item">
            <time dateTime={n.date}>{formatIndianDate(n.date)}</time>
            <span>
              <NoticeTitle
                title={n.title}
                url={n.url ? to(n.url) : n.url}
                attachment={n.attachment}
                page={page}
                lang={lang}
                pageLang={pageLang}
              />
              {elsewhere && (
                <>
                  {" · "}
                  <a href={page} className="notice-archive__more">
                    {t.details}
                    <span className="visually-hidden">{t.detailsOf(n.title)}</span>
                  </a>
                </>
              )}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
