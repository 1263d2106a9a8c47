// The home page's own words (content/kinds/home-sections.ts), handed to its sections: those the
// server renders to HTML and those that run in the browser read them the same way.
import { createContext, useContext } from "react";

/** A text in the page's language; `lang: "en"` where the Hindi is missing and English stands in. */
export type Said = { text: string; lang?: "en" };

export type HomeWordKey =
  | "heroPhrases"
  | "heroSubmit"
  | "heroStartups"
  | "noticesTitle"
  | "noticesAll"
  | "deskEyebrow"
  | "deskTitle"
  | "aboutEyebrow"
  | "visionEyebrow"
  | "visionTitle"
  | "supportEyebrow"
  | "supportTitle"
  | "flipEyebrow"
  | "flipTitle"
  | "flipButton"
  | "incubationsEyebrow"
  | "incubationsTitle"
  | "incubationsLead"
  | "cardsEyebrow"
  | "cardsTitle"
  | "cardsButton"
  | "talksEyebrow"
  | "talksTitle"
  | "eventsEyebrow"
  | "eventsTitle"
  | "faqEyebrow"
  | "faqTitle"
  | "galleryEyebrow"
  | "galleryTitle"
  | "viewMore"
  | "ideaEyebrow"
  | "ideaTitle"
  | "ideaLead"
  | "ideaPoints"
  | "ideaSuccess";

export type HomeWords = Record<HomeWordKey, Said>;

export const HomeWordsContext = createContext<HomeWords | null>(null);

export function useHomeWords(): HomeWords {
  const words = useContext(HomeWordsContext);
  if (!words) throw new Error("The home page's sections are rendered inside HomeWordsContext.");
  return words;
}

/** A text of the home page, in a span marked lang="en" when English stands in for Hindi. */
export function Say({ what }: { what: Said }) {
  return what.lang ? <span lang={what.lang}>{what.text}</span> : what.text;
}

/** A text written one item per line (the typewriter's phrases, the idea form's points). */
export function linesOf(text: string): string[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
}
