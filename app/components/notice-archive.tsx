import { formatIndianDate } from "~/lib/format/dates";
import { NoticeTitle } from "./notice-title";
import "./notice-archive.css";

export type ArchiveNotice = { id: number; title: string; url: string | null; date: string };

/** One page of the archive: each notice's date, then its title (a link when it has one). */
export function NoticeArchive({ notices }: { notices: ArchiveNotice[] }) {
  return (
    <ol className="notice-archive">
      {notices.map((n) => (
        // The feed's items point here (#notice-<id>).
        <li key={n.id} id={`notice-${n.id}`} className="notice-archive__item">
          <time dateTime={n.date}>{formatIndianDate(n.date)}</time>
          <NoticeTitle title={n.title} url={n.url} />
        </li>
      ))}
    </ol>
  );
}
