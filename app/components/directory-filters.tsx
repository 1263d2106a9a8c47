// The directory's search and filters: one GET form, so every search has an address to share and
// works without JavaScript (with it, React Router's <Form> only spares the full page load).
import { Form, Link } from "react-router";
import { formatIndianNumber } from "~/lib/format/numbers";
import { useT } from "~/lib/i18n/use-t";
import "./directory-filters.css";

export type FilterOption = { value: string; label: string; count: number };
export type FilterFacet = {
  key: "sector" | "stage" | "year" | "status";
  label: string;
  all: FilterOption;
  options: FilterOption[];
};
export type DirectoryQueryValues = {
  q: string;
  sector: string | null;
  stage: string | null;
  year: number | null;
  status: string | null;
};

/**
 * The directory's section: the form, its links and the clear links land there (a plain page load
 * would otherwise open at the top, a phone's screen or two above the results).
 */
export const DIRECTORY = "directory";

/** The directory without a search, at its section (staff previewing stay in the preview). */
export const unfiltered = (path: string, preview: boolean) =>
  `${preview ? `${path}?preview` : path}#${DIRECTORY}`;

const selected = (query: DirectoryQueryValues, key: FilterFacet["key"]) =>
  key === "year" ? (query.year ? String(query.year) : "") : (query[key] ?? "");

export function DirectoryFilters({
  path,
  query,
  facets,
  filtered,
  preview,
}: {
  /**
   * The page the form answers on (/startups, or /pag for visitors who came from the home page),
   * in the page's language (/hi/startups): the address it was loaded from.
   */
  path: string;
  query: DirectoryQueryValues;
  facets: FilterFacet[];
  filtered: boolean;
  /** Staff previewing stay in the preview when they search. */
  preview: boolean;
}) {
  const t = useT().directory.filters;
  return (
    <Form
      method="get"
      action={`${path}#${DIRECTORY}`}
      className="directory-filters"
      role="search"
      aria-label={t.form}
      preventScrollReset
    >
      {preview && <input type="hidden" name="preview" value="" />}
      <div className="directory-filters__field directory-filters__search">
        <label htmlFor="directory-q">{t.search}</label>
        <input
          id="directory-q"
          type="search"
          name="q"
          defaultValue={query.q}
          maxLength={100}
          placeholder={t.placeholder}
          // A new search from the address (back, a shared link) shows in the box.
          key={query.q}
        />
      </div>
      {facets.map((facet) => (
        <div className="directory-filters__field" key={facet.key}>
          <label htmlFor={`directory-${facet.key}`}>{facet.label}</label>
          <select
            id={`directory-${facet.key}`}
            name={facet.key}
            defaultValue={selected(query, facet.key)}
            key={selected(query, facet.key)}
          >
            {[facet.all, ...facet.options].map((o) => (
              <option key={o.value} value={o.value}>
                {o.label} ({formatIndianNumber(o.count)})
              </option>
            ))}
          </select>
        </div>
      ))}
      <div className="directory-filters__actions">
        <button type="submit" className="btn btn--primary">
          {t.submit}
        </button>
        {filtered && (
          <Link to={unfiltered(path, preview)} className="btn btn--ghost">
            {t.clear}
          </Link>
        )}
      </div>
    </Form>
  );
}
