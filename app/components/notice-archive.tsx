import { type NoticeAttachment, noticePath } from "~/lib/attachments";
import { formatIndianDate } from "~/lib/format/dates";
import { NoticeTitle } from "./notice-title";
import "./notice-archive.css";

export type ArchiveNotice = {
  id: number;
  title: string;
  url: string | null;
  date: string;
  attachment: NoticeAttachment | null;
};

/**
 * One page of the archive: each notice's date, then its title (its link, its PDF or its own
 * page), and the way to its own page when the title leads elsewhere.
 */
export function NoticeArchive({ notices }: { notices: ArchiveNotice[] }) {
  return (
    <ol className="notice-archive">
      {notices.map((n) => {
        const page = noticePath(n.id);
        const elsewhere = Boolean(n.url?.trim() || n.attachment);
        return (
          // Old feed items point here (#notice-<id>).
          <li key={n.id} id={`notice-${n.id}`} className="notice-archive__item">
            <time dateTime={n.date}>{formatIndianDate(n.date)}</time>
            <span>
              <NoticeTitle title={n.title} url={n.url} attachment={n.attachment} page={page} />
              {elsewhere && (
                <>
                  {" · "}
                  <a href={page} className="notice-archive__more">
                    Details<span className="visually-hidden">{` of “${n.title}”`}</span>
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
