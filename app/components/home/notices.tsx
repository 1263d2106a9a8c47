import { NoticeTitle } from "~/components/notice-title";
import type { NoticeAttachment } from "~/lib/attachments";
import { formatIndianDate } from "~/lib/format/dates";
import { Say, useHomeWords } from "~/lib/home-words";
import { fallbackLang, type Localized } from "~/lib/i18n/content";
import { useLang, useLocalize, useT } from "~/lib/i18n/use-t";

export type HomeNotice = Localized & {
  id: number;
  title: string;
  url: string | null;
  date: string;
  /** Its PDF, linked with its size; rendered on the server like the rest of the list. */
  attachment?: NoticeAttachment | null;
};

/**
 * The latest few notices (pinned first), each with its date, and the way to the rest: every
 * notice, expired ones included, is in the archive at /notices.
 */
export function Notices({ notices }: { notices: HomeNotice[] }) {
  const t = useT().home.notices;
  const w = useHomeWords();
  const lang = useLang();
  const to = useLocalize();
  return (
    <section className="notices" aria-labelledby="notices-title">
      <h2 id="notices-title" className="notices-title">
        <Say what={w.noticesTitle} />
      </h2>
      {notices.length ? (
        <ul className="notices-list">
          {notices.map((n) => (
            <li key={n.id} {...fallbackLang(n, "title")}>
              <NoticeTitle title={n.title} url={n.url} attachment={n.attachment} pageLang={lang} />
              <time dateTime={n.date}>{formatIndianDate(n.date)}</time>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t.none}</p>
      )}
      <p className="notices-more">
        <a href={to("/notices")}>
          <Say what={w.noticesAll} />
        </a>
      </p>
    </section>
  );
}
