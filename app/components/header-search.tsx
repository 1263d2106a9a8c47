// The header's search box: a disclosure (<details>, so it opens without JavaScript) holding a GET
// form to /search. It sits in the main navigation, whose script closes it on Escape or a click
// elsewhere as it does the dropdowns.
import { SearchIcon } from "./icons";

export function HeaderSearch() {
  return (
    <details className="nav-dropdown nav-search">
      <summary className="nav-link">
        <SearchIcon className="nav-search__icon" />
        <span className="visually-hidden">Search</span>
      </summary>
      <div className="nav-dropdown__panel nav-search__panel">
        <search>
          <form method="get" action="/search" className="nav-search__form">
            <label htmlFor="header-q" className="visually-hidden">
              Search the site
            </label>
            <input
              id="header-q"
              name="q"
              type="search"
              placeholder="Search the site"
              maxLength={100}
              enterKeyHint="search"
            />
            <button type="submit" className="btn btn--primary btn--sm">
              Search
            </button>
          </form>
        </search>
      </div>
    </details>
  );
}
