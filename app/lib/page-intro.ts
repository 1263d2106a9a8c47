import type { Localized } from "~/lib/i18n/content";

/** The words at the top of a list page, staff's content (content/kinds/intros.ts), in its language. */
export type ListIntro = {
  eyebrow: string;
  title: string;
  lead: string;
  /** For the page's <title> and description: search engines and link previews. */
  metaTitle: string;
  metaDescription: string;
} & Localized;

/** What a list page tells search engines and link previews, from its intro. */
export const introSeo = (intro: ListIntro) => ({
  title: intro.metaTitle,
  description: intro.metaDescription,
});
