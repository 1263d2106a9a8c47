import { createContext, use, useContext } from "react";
import type { Lang } from "./lang";
import type { Messages } from "./messages/types.ts";

export type { Messages };

type Area = keyof Messages;

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

const loaded: Record<Lang, Partial<Messages>> = { en: {}, hi: {} };
const pending = new Map<string, Promise<void>>();

/** Makes a whole catalogue readable at once (the server, and tests). */
export function registerMessages(lang: Lang, messages: Messages) {
  loaded[lang] = messages;
}

function loadArea(lang: Lang, area: string): Promise<void> {
  if (area in loaded[lang]) return Promise.resolve();
  const key = `${lang}/${area}`;
  let promise = pending.get(key);
  if (!promise) {
    const file = AREA_FILES[lang][`./messages/${lang}/${area}.ts`];
    if (!file) return Promise.reject(new Error(`No ${lang} catalogue area "${area}"`));
    promise = file().then((module) => {
      (loaded[lang] as Record<string, unknown>)[area] = (module as Record<string, unknown>)[area];
    });
    pending.set(key, promise);
  }
  return promise;
}

/** Loads areas of a language before they are read (entry.client.tsx, the root's clientLoader). */
export function loadAreas(lang: Lang, areas: readonly string[]): Promise<void> {
  return Promise.all(areas.map((area) => loadArea(lang, area))).then(() => undefined);
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

const isArea = (lang: Lang, name: string | symbol) =>
  typeof name === "string" && `./messages/${lang}/${name}.ts` in AREA_FILES[lang];

function reader(lang: Lang, record?: Set<string> | null): Messages {
  return new Proxy({} as Messages, {
    get(_, area) {
      if (!isArea(lang, area)) return undefined;
      const name = area as Area;
      record?.add(name);
      if (!(name in loaded[lang])) {
        // Only in the browser, during a render: React waits for the area, then renders again.
        use(loadArea(lang, name));
      }
      return loaded[lang][name];
    },
  });
}

/** The catalogue of a language, for `meta` functions and other code outside components. */
export function messagesOf(lang: Lang): Messages {
  return reader(lang);
}

/** The catalogue in a component, noting on the server which areas the page reads. */
export function useMessages(lang: Lang): Messages {
  return reader(lang, useContext(AreasRecorder));
}
