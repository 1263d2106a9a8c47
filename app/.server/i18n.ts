// The server holds both catalogues: it renders pages, and answers forms, in either language.
// Loaders and actions read the language from the address they were asked for.
import { type Messages, registerMessages } from "~/lib/i18n/catalogue";
import { type Lang, langOfPath } from "~/lib/i18n/lang";
import en from "~/lib/i18n/messages/en.ts";
import hi from "~/lib/i18n/messages/hi.ts";

registerMessages("en", en);
registerMessages("hi", hi);

const catalogues: Record<Lang, Messages> = { en, hi };

/** The language of a request: Hindi for /hi and below (an action's form posts to its page). */
export function langOf(request: Request): Lang {
  return langOfPath(new URL(request.url).pathname);
}

/** The catalogue of a request's language: `const t = messagesFor(request); t.notices.…`. */
export function messagesFor(request: Request): Messages {
  return catalogues[langOf(request)];
}
