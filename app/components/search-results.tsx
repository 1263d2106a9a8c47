// The search page's form and its results, grouped by kind, each with its matches marked.
import { Link } from "react-router";
import type { SearchGroup } from "~/.server/pages/search";
import { formatIndianNumber } from "~/lib/format/numbers";
import { useLocalize, useT } from "~/lib/i18n/use-t";
import "./search-results.css";

type Parts = { text: string; mark: boolean }[];

function Marked({ parts }: { parts: Parts }) {
  return (
    <>
      {parts.map((p, i) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: parts never move
        p.mark ? <mark key={i}>{p.text}</mark> : <span key={i}>{p.text}</span>,
      )}
    </>
  );
}

export function SearchForm({ q }: { q: string }) {
  const t = useT().notices.search;
  const to = useLocalize();
  return (
    <search className="search__form">
      <form method="get" action={to("/search")}>
        <label htmlFor="search-q">{t.label}</label>
        <div className="search__row">
          <input
            id="search-q"
            name="q"
            type="search"
            defaultValue={q}
            maxLength={100}
            autoComplete="off"
            enterKeyHint="search"
          />
          <button type="submit" className="btn btn--primary">
            {t.button}
          </button>
        </div>
      </form>
    </search>
  );
}

export function SearchResults({ q, groups }: { q: string; groups: SearchGroup[] }) {
  const t = useT().notices.search;
  const to = useLocalize();
  if (!q.trim()) return <p className="search__note">{t.hint}</p>;
  const total = groups.reduce((n, g) => n + g.hits.length, 0);
  return (
    <>
      <p className="search__note" role="status">
        {total === 0 ? t.none(q) : t.count(total, formatIndianNumber(total), q)}
      </p>
      {groups.map((g) => (
        <section key={g.key} aria-labelledby={`results-${g.key}`} className="search__group">
          <h2 id={`results-${g.key}`}>
            {g.label} <span className="search__count">({formatIndianNumber(g.hits.length)})</span>
          </h2>
          <ul className="search__hits">
            {g.hits.map((hit) => (
              <li key={hit.href + hit.title}>
                <Link to={to(hit.href)} className="search__title" lang={hit.titleLang}>
                  <Marked parts={hit.titleParts} />
                </Link>
                {hit.excerpt.length > 0 && (
                  <p className="search__excerpt" lang={hit.lang}>
                    <Marked parts={hit.excerpt} />
                  </p>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
