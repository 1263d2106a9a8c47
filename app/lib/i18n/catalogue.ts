import type { Lang } from "./lang";
import type { Messages } from "./messages/types.ts";

export type { Messages };

// The catalogues a page may read synchronously: on the server both (registered by the server
// entry); in the browser only the page's own, loaded before hydration and on a language change.
const loaded: Partial<Record<Lang, Messages>> = {};
const pending: Partial<Record<Lang, Promise<Messages>>> = {};

export function registerMessages(lang: Lang, messages: Messages) {
  loaded[lang] = messages;
}

/** Loads a language's catalogue as its own chunk, so a page never ships the other language. */
export function loadMessages(lang: Lang): Promise<Messages> {
  const ready = loaded[lang];
  if (ready) return Promise.resolve(ready);
  pending[lang] ??= (lang === "hi" ? import("./messages/hi.ts") : import("./messages/en.ts")).then(
    (m) => {
      loaded[lang] = m.default as Messages;
      return loaded[lang];
    },
  );
  return pending[lang];
}

/** The catalogue of a language that is already loaded (always true where pages render). */
export function messagesOf(lang: Lang): Messages {
  const messages = loaded[lang];
  if (!messages) throw new Error(`The ${lang} catalogue was not loaded before rendering`);
  return messages;
}
