import { getBranding } from "~/.server/branding";
import { renderMarkdown } from "~/.server/content/markdown";
import { listHomeNotices } from "~/.server/content/notice-archive";
import { attachmentsOf } from "~/.server/content/notice-page";
import { viewOf } from "~/.server/content/preview";
import {
  listEvents,
  listFaqs,
  listPeople,
  listStartups,
  listSupportTabs,
  listTalks,
} from "~/.server/content/queries";
import {
  eventShape,
  faqShape,
  personShape,
  startupShape,
  supportTabShape,
  talkShape,
} from "~/.server/content/shapes";
import { getHomeTexts } from "~/.server/content/site";
import { dbContext, handMarkup, requestInfoContext } from "~/.server/context";
import { getGalleryPreview } from "~/.server/media/gallery-page";
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

export async function loader(args: Route.LoaderArgs) {
  const { context } = args;
  const db = context.get(dbContext);
  const view = await viewOf(args);
  const [notices, directors, startups, supportTabs, events, talks, faqs, gallery, texts, branding] =
    await Promise.all([
      listHomeNotices(db, view),
      listPeople(db, "director", view),
      listStartups(db, view),
      listSupportTabs(db, view),
      listEvents(db, view),
      listTalks(db, view),
      listFaqs(db, view),
      getGalleryPreview(db, view),
      getHomeTexts(db, view),
      getBranding(db, view),
    ]);
  const pdfs = await attachmentsOf(db, notices, view);
  const names = (text: string) =>
    text
      .replaceAll("{centre}", branding.centreName)
      .replaceAll("{institute}", branding.instituteName)
      .replaceAll("{state}", branding.homeState);
  return {
    branding: { centreName: branding.centreName, instituteName: branding.instituteName },
    heroLead: texts.heroLead,
    gallery,
    ...renderHomeSections(
      {
        about: {
          title: texts.aboutTitle,
          html: renderMarkdown(names(texts.about)),
          vision: texts.vision.map((v) => ({ word: v.word, text: names(v.text) })),
        },
        notices: notices.map((n) => ({ ...n, attachment: pdfs[n.id] ?? null })),
        directors: directors.map((p) => personShape(p)),
        supportTabs: supportTabs.map((t) => supportTabShape(t)),
        startups: startups.map((s) => startupShape(s)),
        talks: talks.map((t) => talkShape(t)),
        events: events.map((e) => eventShape(e)),
        faqs: faqs.map((f) => faqShape(f)),
      },
      handMarkup(context.get(requestInfoContext)),
    ),
  };
}

export const meta: Route.MetaFunction = (args) => [
  ...seo(args, {
    description:
      "Office space, mentors, funding contacts and a community for student, alumni and faculty founders: the startup incubation centre of the institute. Submit your idea.",
  }),
  noticesFeedLink(args),
];

export default function Home({ loaderData: d }: Route.ComponentProps) {
  return (
    <>
      <Hero
        centreName={d.branding.centreName}
        instituteName={d.branding.instituteName}
        lead={d.heroLead}
        notices={d.notices}
      />
      <StaticHtml name="desk" html={d.desk} />
      <StaticHtml name="about" html={d.about} />
      {d.supportTabs.length > 0 && <SupportTabs tabs={d.supportTabs} />}
      <StaticHtml name="flipCards" html={d.flipCards} />
      <Incubations slides={d.carousel} />
      <StaticHtml name="cards" html={d.cards} />
      {d.talks.length > 0 && <TalksSlider slides={d.talks} />}
      <StaticHtml name="events" html={d.events} />
      <IdeaForm />
      <StaticHtml name="faq" html={d.faq} />
      <GalleryPreview photos={d.gallery} />
    </>
  );
}
