// The server holds both catalogues: it renders pages, and answers forms, in either language.
// Loaders and actions read the language from the address they were asked for.
import { registerMessages } from "~/lib/i18n/catalogue";
import en from "~/lib/i18n/messages/en.ts";
import hi from "~/lib/i18n/messages/hi.ts";

registerMessages("en", en);
registerMessages("hi", hi);

export { langOf, messagesFor, messagesIn } from "./i18n-request";
