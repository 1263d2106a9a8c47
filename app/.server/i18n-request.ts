// The language and the catalogue of a request. Apart from app/.server/i18n.ts, which also
// registers the catalogues with the page renderer's reader (built on Vite's import.meta.glob), so
// that server code the command-line scripts load (the form pipeline, through errors.ts) runs
// outside Vite too.
import { type Lang, langOfPath } from "~/lib/i18n/lang";
import en from "~/lib/i18n/messages/en.ts";
import hi from "~/lib/i18n/messages/hi.ts";
import type { Messages } from "~/lib/i18n/messages/types.ts";

const catalogues: Record<Lang, Messages> = { en, hi };

/** The language of a request: Hindi for /hi and below (an action's form posts to its page). */
export function langOf(request: Request): Lang {
  return langOfPath(new URL(request.url).pathname);
}

/** The catalogue of a request's language: `const t = messagesFor(request); t.notices.…`. */
export function messagesFor(request: Request): Messages {
  return catalogues[langOf(request)];
}

/** The catalogue of a language, for server code that was told the language, not the request. */
export function messagesIn(lang: Lang): Messages {
  return catalogues[lang];
}
