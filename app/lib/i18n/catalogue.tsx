import { createContext, use, useContext } from "react";
import { type Lang, langOfPath } from "./lang";
import type { Messages } from "./messages/types.ts";

export type { Messages };

// A page reads its strings by area (`t.home.title`). The server holds every area of both
// languages (app/.server/i18n.ts). The browser downloads only its page's language, and of it
// only the areas the page uses, each a chunk of its own (i18n-<lang>-<area>-<hash>.js): the
// server lists the areas its render read (AreasUsed, at the end of the document) and
// entry.client.tsx loads them before it hydrates. An area a later page needs is loaded when that
// page first reads it: the read suspends the navigation until it arrives.

const AREA_FILES = {
  en: import.meta.glob("./messages/en/*.ts"),
  hi: import.meta.glob("./messages/hi/*.ts"),
};

// Parts of an area kept in files of their own (messages/<lang>/<file>.ts), because pages outside
// the area show them: the home page's idea form and gallery read these, not the rest of their area.
const PARTS: Record<string, Record<string, string>> = {
  notices: {
    idea: "notices-idea",
    round: "notices-idea",
    ideaRules: "notices-idea",
    wait: "notices-idea",
  },
  people: { gallery: "people-gallery", lightbox: "people-gallery" },
};
const fileOf = (area: string, key: string) => PARTS[area]?.[key] ?? area;

// Per language: whole catalogues (the server) or the files loaded so far (the browser).
const whole: Partial<Record<Lang, Messages>> = {};
const files: Record<Lang, Record<string, Record<string, unknown>>> = { en: {}, hi: {} };
const pending = new Map<string, Promise<void>>();

/** Makes a whole catalogue readable at once (the server, and tests). */
export function registerMessages(lang: Lang, messages: Messages) {
  whole[lang] = messages;
}

function loadFile(lang: Lang, file: string): Promise<void> {
  if (whole[lang] || file in files[lang]) return Promise.resolve();
  const key = `${lang}/${file}`;
  let promise = pending.get(key);
  if (!promise) {
    const load = AREA_FILES[lang][`./messages/${lang}/${file}.ts`];
    if (!load) return Promise.reject(new Error(`No ${lang} catalogue file "${file}"`));
    // Each file exports one object: its area, or its part of one.
    promise = load().then((module) => {
      files[lang][file] = Object.values(module as Record<string, Record<string, unknown>>)[0];
    });
    pending.set(key, promise);
  }
  return promise;
}

/** Loads catalogue files before they are read (entry.client.tsx, the root's clientLoader). */
export function loadAreas(lang: Lang, names: readonly string[]): Promise<void> {
  return Promise.all(names.map((file) => loadFile(lang, file))).then(() => undefined);
}

/** Collects, during one server render, the areas the page read. */
export const AreasRecorder = createContext<Set<string> | null>(null);

/** What the server listed, read by entry.client.tsx before it hydrates. */
export const AREAS_ELEMENT = "i18n-areas";
let areasAtBoot = "[]";

export function areasOfDocument(): string[] {
  areasAtBoot = document.getElementById(AREAS_ELEMENT)?.textContent || "[]";
  return JSON.parse(areasAtBoot) as string[];
}

/**
 * The list of areas a page read, for the browser to load before it hydrates: rendered last in
 * the body, when the page above it has read its strings. The browser renders the same list it
 * booted with (a data block: it is never run).
 */
export function AreasUsed() {
  const record = useContext(AreasRecorder);
  const json = record ? JSON.stringify([...record]).replace(/</g, "\\u003c") : areasAtBoot;
  return (
    <script
      type="application/json"
      id={AREAS_ELEMENT}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: area names, `<` escaped.
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}

const isArea = (lang: Lang, name: string | symbol): name is string =>
  typeof name === "string" && `./messages/${lang}/${name}.ts` in AREA_FILES[lang];

/** One string, or group of strings, of an area: from the whole catalogue or its loaded file. */
function read(lang: Lang, area: string, key: string, record?: Set<string> | null): unknown {
  const file = fileOf(area, key);
  record?.add(file);
  const all = whole[lang] as Record<string, Record<string, unknown>> | undefined;
  if (all) return all[area]?.[key];
  // Only in the browser, during a render: React waits for the file, then renders again.
  if (!(file in files[lang])) use(loadFile(lang, file));
  return files[lang][file]?.[key];
}

// One reader per language and render record (none in the browser), and one proxy per area in
// it: components read `t.<area>` on every render, and new proxies each time were garbage.
const readers = new WeakMap<object, Partial<Record<Lang, Messages>>>();
const BROWSER = {};

function reader(lang: Lang, record?: Set<string> | null): Messages {
  const key = record ?? BROWSER;
  const byLang = readers.get(key) ?? {};
  readers.set(key, byLang);
  byLang[lang] ??= makeReader(lang, record);
  return byLang[lang];
}

function makeReader(lang: Lang, record?: Set<string> | null): Messages {
  const areas = new Map<string, object>();
  return new Proxy({} as Messages, {
    get(_, area) {
      if (!isArea(lang, area)) return undefined;
      let proxy = areas.get(area);
      if (!proxy) {
        proxy = new Proxy(
          {},
          {
            get: (__, key) => (typeof key === "string" ? read(lang, area, key, record) : undefined),
          },
        );
        areas.set(area, proxy);
      }
      return proxy;
    },
  });
}

/** The catalogue of a language, for `meta` functions and other code outside components. */
export function messagesOf(lang: Lang): Messages {
  return reader(lang);
}

/** The catalogue of the page a `meta` function describes: `messagesAt(args.location).gigw`. */
export function messagesAt(location: { pathname: string }): Messages {
  return reader(langOfPath(location.pathname));
}

/** The catalogue in a component, noting on the server which areas the page reads. */
export function useMessages(lang: Lang): Messages {
  return reader(lang, useContext(AreasRecorder));
}
