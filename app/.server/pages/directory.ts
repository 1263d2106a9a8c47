// The startup directory (/startups, and /pag where the spec's "Litsen More" lands): a search over
// names, founders and texts in both languages, four filters, and how many startups each filter
// value would show with the other filters kept. The directory is the centre's portfolio (tens of
// startups), so it is filtered in memory over the rows the view shows: staff previewing then
// filter on their unpublished changes too, which a SQL filter on the published columns would miss.
import type { Db } from "~/.server/db/database";
// Registers both catalogues, which messagesOf reads (the filters' names).
import "~/.server/i18n";
import { startups as startupKind } from "~/.server/content/kinds";
import { listStartups, type Startup } from "~/.server/content/kinds/startups";
import { getTerms, type Terms } from "~/.server/content/kinds/vocabularies";
import { latestUpdate } from "~/.server/content/latest-update";
import { textFields } from "~/.server/content/read";
import type { View } from "~/.server/content/visibility";
import { hindi } from "~/lib/content/fields";
import { termLabel } from "~/lib/content/vocabulary";
import { messagesOf } from "~/lib/i18n/catalogue";
import type { Lang } from "~/lib/i18n/lang";

/** The longest search kept (a name or a founder fits; a pasted essay is cut, not refused). */
const MAX_QUERY = 100;

export type DirectoryQuery = {
  q: string;
  sector: string | null;
  stage: string | null;
  year: number | null;
  status: string | null;
};

export type FacetKey = "sector" | "stage" | "year" | "status";
export type FacetOption = { value: string; label: string; count: number };
/** A filter: its choices, and "all" with the count the other filters leave. */
export type Facet = {
  key: FacetKey;
  label: string;
  all: FacetOption;
  options: FacetOption[];
};

const known = (terms: readonly { value: string }[], value: string | null) =>
  value && terms.some((t) => t.value === value) ? value : null;

/**
 * The query of a directory address. A value that is not a choice (an old or hand-made link) is
 * dropped rather than refused: the page then shows the filter unset, which is what it does.
 */
export function parseDirectoryQuery(params: URLSearchParams, terms: Terms): DirectoryQuery {
  const year = params.get("year")?.trim() ?? "";
  return {
    q: (params.get("q") ?? "").replace(/\s+/g, " ").trim().slice(0, MAX_QUERY),
    sector: known(terms.sector, params.get("sector")),
    stage: known(terms.stage, params.get("stage")),
    year: /^\d{4}$/.test(year) ? Number(year) : null,
    status: known(terms.status, params.get("status")),
  };
}

/** Text compared without case or Unicode composition differences (Devanagari has no case). */
const fold = (text: string) => text.normalize("NFC").toLocaleLowerCase("en-IN");

/** A startup's texts in both languages, as its kind declares them (content/kinds/startups.ts). */
const SEARCHED = textFields(startupKind).flatMap((name) => [name, hindi(name)]);

/** Every word of the search appears in one of the startup's texts, in English or Hindi. */
export function matchesSearch(row: Startup, q: string): boolean {
  const words = fold(q).split(" ").filter(Boolean);
  if (words.length === 0) return true;
  const texts: Record<string, unknown> = row;
  const haystack = fold(SEARCHED.map((key) => String(texts[key] ?? "")).join("\n"));
  return words.every((word) => haystack.includes(word));
}

const facetValue: Record<FacetKey, (row: Startup) => string | null> = {
  sector: (row) => row.sector,
  stage: (row) => row.stage,
  year: (row) => (row.cohortYear ? String(row.cohortYear) : null),
  status: (row) => row.incubationStatus,
};

const chosen = (query: DirectoryQuery, key: FacetKey): string | null =>
  key === "year" ? (query.year ? String(query.year) : null) : query[key];

/** The rows the query's filters keep, the filter `except` left out (for that filter's counts). */
function filterRows(rows: Startup[], query: DirectoryQuery, except?: FacetKey): Startup[] {
  const keys = (Object.keys(facetValue) as FacetKey[]).filter((k) => k !== except);
  return rows.filter((row) =>
    keys.every((k) => chosen(query, k) === null || facetValue[k](row) === chosen(query, k)),
  );
}

/**
 * The values a filter offers: those the whole directory has (and the one chosen), in their order,
 * each counted among the startups the search and the other filters keep (`found`).
 */
function facetOptions(
  rows: Startup[],
  found: Startup[],
  key: FacetKey,
  query: DirectoryQuery,
  terms: Terms,
  lang: Lang,
): FacetOption[] {
  const present = new Set(rows.map(facetValue[key]).filter((v): v is string => Boolean(v)));
  const current = chosen(query, key);
  if (current) present.add(current);
  const counted = filterRows(found, query, key).map(facetValue[key]);
  const count = (value: string) => counted.filter((v) => v === value).length;
  const values =
    key === "year"
      ? [...present].sort((a, b) => Number(b) - Number(a))
      : // The vocabulary's order; a stored key it no longer has is no choice (the address drops it).
        terms[key].map((t) => t.value).filter((v) => present.has(v));
  return values.map((value) => ({
    value,
    label: key === "year" ? value : termLabel(terms[key], value, lang),
    count: count(value),
  }));
}

const FACETS: FacetKey[] = ["sector", "stage", "year", "status"];

/** A filter's name and its "all" choice in a language ("Sector", "All sectors"). */
function facetWords(key: FacetKey, lang: Lang) {
  const words = messagesOf(lang).directory.filters;
  const all = {
    sector: "allSector",
    stage: "allStage",
    year: "allYear",
    status: "allStatus",
  } as const;
  return { label: words[key], all: words[all[key]] };
}

/**
 * The directory for an already parsed query: its startups, the total and the filters' counts,
 * the filters named in the page's language.
 */
export function searchDirectory(
  rows: Startup[],
  query: DirectoryQuery,
  terms: Terms,
  lang: Lang = "en",
) {
  const found = rows.filter((row) => matchesSearch(row, query.q));
  return {
    total: rows.length,
    results: filterRows(found, query),
    facets: FACETS.map((key): Facet => {
      const words = facetWords(key, lang);
      return {
        key,
        label: words.label,
        all: { value: "", label: words.all, count: filterRows(found, query, key).length },
        options: facetOptions(rows, found, key, query, terms, lang),
      };
    }),
    updatedAt: latestUpdate(rows),
  };
}

export type DirectoryResult = ReturnType<typeof searchDirectory>;

/** Whether the query narrows the directory at all. */
export const isFiltered = (query: DirectoryQuery) =>
  Boolean(query.q || query.sector || query.stage || query.year || query.status);

/** The directory the view shows for an address's query. */
export async function loadDirectory(
  db: Db,
  params: URLSearchParams,
  view: View = "public",
  lang: Lang = "en",
) {
  const terms = await getTerms(db, view);
  const query = parseDirectoryQuery(params, terms);
  return { query, terms, ...searchDirectory(await listStartups(db, view), query, terms, lang) };
}
