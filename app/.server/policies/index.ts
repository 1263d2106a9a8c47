import type { Branding } from "~/lib/branding";
import type { Lang } from "~/lib/i18n/lang";
import type { PolicyName } from "~/lib/policy-pages";
import * as en from "./en";
import * as hi from "./hi";
import type { PolicyFacts, PolicyWriter } from "./types";

export type { PolicyFacts } from "./types";

/** Every text page in both languages; a page missing in one fails the type check. */
export const POLICIES: Record<Lang, Record<PolicyName, PolicyWriter>> = {
  en: {
    accessibility: en.accessibility,
    "screen-reader-access": en.screenReaderAccess,
    help: en.help,
    terms: en.terms,
    "copyright-policy": en.copyrightPolicy,
    "hyperlinking-policy": en.hyperlinkingPolicy,
    disclaimer: en.disclaimer,
    privacy: en.privacy,
  },
  hi: {
    accessibility: hi.accessibility,
    "screen-reader-access": hi.screenReaderAccess,
    help: hi.help,
    terms: hi.terms,
    "copyright-policy": hi.copyrightPolicy,
    "hyperlinking-policy": hi.hyperlinkingPolicy,
    disclaimer: hi.disclaimer,
    privacy: hi.privacy,
  },
};

/** The centre's names as a page in `lang` writes them: Hindi where Settings has it. */
export function factsOf(branding: Branding, lang: Lang): PolicyFacts {
  const hindi = lang === "hi";
  return {
    centre: (hindi && branding.centreNameHi) || branding.centreName,
    institute: (hindi && branding.instituteNameHi) || branding.instituteName,
    email: branding.contactEmail,
  };
}
