import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { excerpt } from "~/lib/seo";
import { About, Vision } from "./about";
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
// it as HTML strings: these components never enter the client bundle (see static-html.tsx).

const html = (element: ReactElement) => renderToStaticMarkup(element);

export type HomeSectionsInput = {
  branding: { centreName: string; instituteName: string; homeState: string };
  notices: HomeNotice[];
  directors: HomePerson[];
  supportTabs: HomeSupportTab[];
  startups: (FlipStartup & CarouselStartup & CardStartup & StartupLists)[];
  talks: HomeTalk[];
  events: HomeEvent[];
  faqs: HomeFaq[];
};

type StartupLists = { inFlipCards: boolean; inCarousel: boolean; inCards: boolean };

export function renderHomeSections(input: HomeSectionsInput) {
  const { branding, startups } = input;
  return {
    notices: html(<Notices notices={input.notices} />),
    desk: html(<DirectorDesk people={input.directors} />),
    about: html(
      <>
        <About centreName={branding.centreName} instituteName={branding.instituteName} />
        <Vision homeState={branding.homeState} />
      </>,
    ),
    supportTabs: input.supportTabs.map((tab) => ({
      id: tab.id,
      label: tab.label,
      html: html(<SupportPanel tab={tab} />),
    })),
    flipCards: html(<StartupFlipCards startups={startups.filter((s) => s.inFlipCards)} />),
    carousel: startups
      .filter((s) => s.inCarousel)
      // A card shows four lines; the startup's page has the whole text. Shorter is a lighter page.
      .map((s) =>
        html(<IncubationSlide startup={{ ...s, description: excerpt(s.description, 220) }} />),
      ),
    cards: html(<StartupCards startups={startups.filter((s) => s.inCards)} />),
    talks: input.talks.map((t) => html(<TalkSlide talk={t} />)),
    events: html(<Events events={input.events} />),
    faq: html(<Faq faqs={input.faqs} />),
  };
}
