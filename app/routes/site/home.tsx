import { Fragment, type ReactNode } from "react";
import { rememberedMarkup, requestInfoContext } from "~/.server/context";
import { getHomePage } from "~/.server/pages/home-page";
import { GalleryPreview } from "~/components/home/gallery-preview";
import { Hero } from "~/components/home/hero";
import { Incubations } from "~/components/home/incubations";
import { StaticHtml } from "~/components/home/static-html";
import { renderHomeSections } from "~/components/home/static-sections.server";
import { SupportTabs } from "~/components/home/support-tabs";
import { TalksSlider } from "~/components/home/talks-slider";
import { IdeaForm } from "~/components/idea-form";
import { noticesFeedLink } from "~/lib/document/feed-link";
import { seo } from "~/lib/document/seo";
import type { HomeBlock } from "~/lib/home-blocks";
import { HomeWordsContext } from "~/lib/home-words";
import { messagesAt } from "~/lib/i18n/catalogue";
import type { Route } from "./+types/home";
// The sections rendered to HTML on the server import no CSS of their own: it is all here, so
// that it reaches the browser with this route.
import "~/components/home/section.css";
import "~/components/home/about.css";
import "~/components/home/director-desk.css";
import "~/components/home/events.css";
import "~/components/home/faq.css";
import "~/components/home/flip-card.css";
import "~/components/home/incubations.css";
import "~/components/home/startup-cards.css";
import "~/components/home/startup-flip-cards.css";
import { siteOf } from "~/.server/site-context";

export async function loader(args: Route.LoaderArgs) {
  const { db, view, lang } = await siteOf(args);
  // A visitor's home page, its sections' HTML included, is made once until content changes.
  return rememberedMarkup(
    db,
    view,
    `home:${lang}`,
    args.context.get(requestInfoContext),
    async (hand) => {
      const { sections, ...page } = await getHomePage(db, view, lang);
      return { ...page, ...renderHomeSections(sections, hand) };
    },
  );
}

// A visitor gets the page without the React app (decision 042): the server's HTML and the shell's
// script, which loads the widgets the page marks (data-island): the typewriter, the support tabs,
// the carousel and the talks slider (app/islands/widgets/). Flip cards turn by CSS, the FAQ is
// native <details>, and an address's hash scrolls natively (global.css, home/section.css).
export const handle = { lean: true };

export const meta: Route.MetaFunction = (args) => [
  ...seo(args, {
    description: messagesAt(args.location).home.meta.description,
  }),
  noticesFeedLink(args),
];

export default function Home({ loaderData: d }: Route.ComponentProps) {
  // Each section below the hero by its key, drawn in the order staff set (Home page order).
  const blocks: Record<HomeBlock, ReactNode> = {
    desk: <StaticHtml name="desk" html={d.desk} />,
    about: <StaticHtml name="about" html={d.about} />,
    support: d.supportTabs.length > 0 && <SupportTabs tabs={d.supportTabs} />,
    flipCards: <StaticHtml name="flipCards" html={d.flipCards} />,
    incubations: <Incubations slides={d.carousel} />,
    cards: <StaticHtml name="cards" html={d.cards} />,
    talks: d.talks.length > 0 && <TalksSlider slides={d.talks} />,
    events: <StaticHtml name="events" html={d.events} />,
    idea: <IdeaForm />,
    faq: <StaticHtml name="faq" html={d.faq} />,
    gallery: <GalleryPreview photos={d.gallery} />,
  };
  return (
    <HomeWordsContext value={d.words}>
      <Hero branding={d.branding} lead={d.heroLead} notices={d.notices} />
      {d.order.map((key) => (
        <Fragment key={key}>{blocks[key]}</Fragment>
      ))}
    </HomeWordsContext>
  );
}
