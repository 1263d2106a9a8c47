// What a public page reads with: the database, the view (a visitor's, or an editor's preview),
// the page's language and its catalogue. The root middleware sets it once per request; loaders
// and actions take it with `siteOf(args)` instead of assembling it (and asking for the session
// once each). A loader called without the middleware (a test calling it directly) gets the same
// answer, worked out on the spot.
import { createContext, type MiddlewareFunction } from "react-router";
import type { GuardArgs } from "~/.server/auth/guards";
import { viewOf } from "~/.server/content/preview";
import type { View } from "~/.server/content/visibility";
import { dbContext } from "~/.server/context";
import type { Db } from "~/.server/db/database";
// From i18n.ts, not i18n-request.ts: importing it registers both catalogues with the renderer.
import { langOf, messagesIn } from "~/.server/i18n";
import type { Lang } from "~/lib/i18n/lang";
import type { Messages } from "~/lib/i18n/messages/types";

export type PageContext = { db: Db; view: View; lang: Lang; t: Messages };

const pageContext = createContext<(() => Promise<PageContext>) | null>(null);

async function readingContext(args: GuardArgs): Promise<PageContext> {
  const lang = langOf(args.request);
  return { db: args.context.get(dbContext), view: await viewOf(args), lang, t: messagesIn(lang) };
}

/** Sets the request's reading context, worked out on first use (the view may ask for the session). */
export const siteMiddleware: MiddlewareFunction<Response> = (args, next) => {
  let known: Promise<PageContext> | undefined;
  args.context.set(pageContext, () => {
    known ??= readingContext(args);
    return known;
  });
  return next();
};

/** The request's reading context: `const { db, view, lang, t } = await siteOf(args);`. */
export function siteOf(args: GuardArgs): Promise<PageContext> {
  const once = args.context.get(pageContext);
  return once ? once() : readingContext(args);
}
