/**
 * A notice's title: a link when it has an address, opening in a new tab as on the old site (and
 * saying so to screen readers); plain text otherwise.
 */
export function NoticeTitle({ title, url }: { title: string; url: string | null }) {
  return url?.trim() ? (
    <a href={url} target="_blank" rel="noopener noreferrer">
      {title}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  ) : (
    <span>{title}</span>
  );
}
