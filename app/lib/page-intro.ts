import type { Localized } from "~/lib/i18n/content";

/** The words at the top of a list page, staff's content (content/kinds/intros.ts), in its language. */
export type ListIntro = { eyebrow: string; title: string; lead: string } & Localized;
