// The header's search box: a disclosure (<details>, so it opens without JavaScript) holding a GET
// form to /search. It sits in the main navigation, whose script closes it on Escape or a click
// elsewhere as it does the dropdowns.
import { useLocalize, useT } from "~/lib/i18n/use-t";
import { SearchIcon } from "./icons";

export function HeaderSearch() {
  const t = useT();
  const to = useLocalize();
  return (
    <details className="nav-dropdown nav-search">
      <summary className="nav-link">
        <SearchIcon className="nav-search__icon" />
        <span className="visually-hidden">{t.shell.search}</span>
      </summary>
      <div className="nav-dropdown__panel nav-search__panel">
        <search>
          <form method="get" action={to("/search")} className="nav-search__form">
            <label htmlFor="header-q" className="visually-hidden">
              {t.shell.searchTheSite}
            </label>
            <input
              id="header-q"
              name="q"
              type="search"
              placeholder={t.shell.searchTheSite}
              maxLength={100}
              enterKeyHint="search"
            />
            <button type="submit" className="btn btn--primary btn--sm">
              {t.shell.search}
            </button>
          </form>
        </search>
      </div>
    </details>
  );
}
