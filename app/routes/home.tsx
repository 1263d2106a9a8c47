import { getBranding } from "~/.server/branding";
import { listNotices } from "~/.server/content/notices";
import {
  listEvents,
  listFaqs,
  listPeople,
  listStartups,
  listTalks,
} from "~/.server/content/queries";
import { listSupportTabs } from "~/.server/content/support";
import { getDb } from "~/.server/db/client";
import { handMarkup } from "~/.server/load-context";
import { getGalleryPreview } from "~/.server/media/gallery";
import { GalleryPreview } from "~/components/home/gallery-preview";
import { Hero } from "~/components/home/hero";
import { Incubations } from "~/components/home/incubations";
import { StaticHtml } from "~/components/home/static-html";
import { renderHomeSections } from "~/components/home/static-sections.server";
import { SupportTabs } from "~/components/home/support-tabs";
import { TalksSlider } from "~/components/home/talks-slider";
import { IdeaForm } from "~/components/idea-form";
import { requestInfoContext } from "~/lib/request-context";
import { seo } from "~/lib/seo";
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

export async function loader({ context }: Route.LoaderArgs) {
  const db = await getDb();
  const [notices, directors, startups, supportTabs, events, talks, faqs, gallery] =
    await Promise.all([
      listNotices(db),
      listPeople(db, "director"),
      listStartups(db),
      listSupportTabs(db),
      listEvents(db),
      listTalks(db),
      listFaqs(db),
      getGalleryPreview(getDb),
    ]);
  const { centreName, instituteName, homeState } = getBranding();
  const branding = { centreName, instituteName, homeState };
  return {
    branding,
    gallery,
    ...renderHomeSections(
      { branding, notices, directors, supportTabs, startups, talks, events, faqs },
      handMarkup(context.get(requestInfoContext)),
    ),
  };
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    description:
      "Office space, mentors, funding contacts and a community for student, alumni and faculty founders: the startup incubation centre of the institute. Submit your idea.",
  });

export default function Home({ loaderData: d }: Route.ComponentProps) {
  return (
    <>
      <Hero
        centreName={d.branding.centreName}
        instituteName={d.branding.instituteName}
        notices={d.notices}
      />
      <StaticHtml name="desk" html={d.desk} />
      <StaticHtml name="about" html={d.about} />
      <SupportTabs tabs={d.supportTabs} />
      <StaticHtml name="flipCards" html={d.flipCards} />
      <Incubations slides={d.carousel} />
      <StaticHtml name="cards" html={d.cards} />
      <TalksSlider slides={d.talks} />
      <StaticHtml name="events" html={d.events} />
      <IdeaForm />
      <StaticHtml name="faq" html={d.faq} />
      <GalleryPreview photos={d.gallery} />
    </>
  );
}
