import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { excerpt } from "~/lib/document/seo";
import type { Markup } from "~/lib/document/server-markup";
import { type HomeWords, HomeWordsContext } from "~/lib/home-words";
import type { Localized } from "~/lib/i18n/content";
import { type Lang, localize } from "~/lib/i18n/lang";
import { About, Vision, type VisionItem } from "./about";
import { DirectorDesk, type HomePerson } from "./director-desk";
import { Events, type HomeEvent } from "./events";
import { Faq, type HomeFaq } from "./faq";
import { type CarouselStartup, IncubationSlide } from "./incubation-slide";
import { type HomeNotice, Notices } from "./notices";
import { type CardStartup, StartupCards } from "./startup-cards";
import { type FlipStartup, StartupFlipCards } from "./startup-flip-cards";
import { type HomeSupportTab, SupportPanel } from "./support-panel";
import { type HomeTalk, TalkSlide } from "./talk-slide";

// The home page's presentational markup, rendered here once per request. The browser receives
// it as HTML only: these components never enter the client bundle (see static-html.tsx).

export type HomeSectionsInput = {
  /** The page's language: the sections read their words and links as on any page (useT()). */
  lang: Lang;
  /** The page's own words (Home sections), in its language. */
  words: HomeWords;
  /** Home texts in the page's language, with the names from Settings already in place. */
  about: { texts: Localized & { aboutTitle: string }; html: string; vision: VisionItem[] };
  notices: HomeNotice[];
  directors: HomePerson[];
  supportTabs: (HomeSupportTab & Localized)[];
  startups: (FlipStartup & CarouselStartup & CardStartup & StartupLists)[];
  talks: HomeTalk[];
  events: HomeEvent[];
  faqs: HomeFaq[];
};

type StartupLists = { inFlipCards: boolean; inCarousel: boolean; inCards: boolean };

/**
 * Renders every section. `hand` decides what the loader's data carries for each piece: the HTML,
 * or `null` when the document alone carries it (see lib/server-markup.ts); the key names the piece.
 */
export function renderHomeSections(
  input: HomeSectionsInput,
  hand: (key: string, html: string) => Markup,
) {
  const { about, startups } = input;
  // Outside the page's own render: a router at the page's address gives the components its
  // language (useT, useLocalize) as the page's other components get it.
  const at = localize("/", input.lang);
  const html = (key: string, element: ReactElement) =>
    hand(
      key,
      renderToStaticMarkup(
        <MemoryRouter initialEntries={[at]}>
          <HomeWordsContext value={input.words}>{element}</HomeWordsContext>
        </MemoryRouter>,
      ),
    );
  return {
    notices: html("notices", <Notices notices={input.notices} />),
    desk: html("desk", <DirectorDesk people={input.directors} />),
    about: html(
      "about",
      <>
        <About texts={about.texts} html={about.html} />
        <Vision statements={about.vision} />
      </>,
    ),
    supportTabs: input.supportTabs.map((tab, i) => ({
      id: tab.id,
      label: tab.label,
      ...(tab.fallback?.includes("label") && { lang: "en" as const }),
      html: html(`support.${i}`, <SupportPanel tab={tab} />),
    })),
    flipCards: html(
      "flipCards",
      <StartupFlipCards startups={startups.filter((s) => s.inFlipCards)} />,
    ),
    carousel: startups
      .filter((s) => s.inCarousel)
      // A card shows four lines; the startup's page has the whole text. Shorter is a lighter page.
      .map((s, i) =>
        html(
          `carousel.${i}`,
          <IncubationSlide startup={{ ...s, description: excerpt(s.description, 220) }} />,
        ),
      ),
    cards: html("cards", <StartupCards startups={startups.filter((s) => s.inCards)} />),
    talks: input.talks.map((t, i) => html(`talks.${i}`, <TalkSlide talk={t} />)),
    events: html("events", <Events events={input.events} />),
    faq: html("faq", <Faq faqs={input.faqs} />),
  };
}
