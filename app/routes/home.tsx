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
import { getGalleryPreview } from "~/.server/media/gallery";
import { About, Vision } from "~/components/home/about";
import { DirectorDesk } from "~/components/home/director-desk";
import { Events } from "~/components/home/events";
import { Faq } from "~/components/home/faq";
import { GalleryPreview } from "~/components/home/gallery-preview";
import { Hero } from "~/components/home/hero";
import { Incubations } from "~/components/home/incubations";
import { StartupCards } from "~/components/home/startup-cards";
import { StartupFlipCards } from "~/components/home/startup-flip-cards";
import { SupportTabs } from "~/components/home/support-tabs";
import { TalksSlider } from "~/components/home/talks-slider";
import { IdeaForm } from "~/components/idea-form";
import { excerpt, seo } from "~/lib/seo";
import type { Route } from "./+types/home";
import "~/components/home/section.css";

export async function loader() {
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
  // Only the fields each section draws: the data is sent again for hydration.
  return {
    branding: { centreName, instituteName, homeState },
    notices: notices.map(({ id, title, url, date }) => ({ id, title, url, date })),
    directors: directors.map(({ id, name, post, about, lang, image }) => ({
      id,
      name,
      post,
      about,
      lang,
      image,
    })),
    supportTabs: supportTabs.map(
      ({ id, label, headline, description, buttonLabel, buttonHref, image }) => ({
        id,
        label,
        headline,
        description,
        buttonLabel,
        buttonHref,
        image,
      }),
    ),
    flipCards: startups
      .filter((s) => s.inFlipCards)
      .map(({ slug, name, founder, problem, lang, image }) => ({
        slug,
        name,
        founder,
        problem,
        lang,
        image,
      })),
    carousel: startups
      .filter((s) => s.inCarousel)
      .map(({ slug, name, description, email, lang, image }) => ({
        slug,
        name,
        description,
        email,
        lang,
        image,
      })),
    cards: startups
      .filter((s) => s.inCards)
      .map(({ slug, name, problem, email, lang }) => ({ slug, name, problem, email, lang })),
    events: events.map(({ slug, title, startDate, endDate, venue, summary, link, image }) => ({
      slug,
      title,
      startDate,
      endDate,
      venue,
      summary,
      link,
      image,
    })),
    talks: talks.map(({ id, name, role, company, bio, lang, image }) => ({
      id,
      name,
      role,
      company,
      bio,
      lang,
      image,
    })),
    faqs: faqs.map(({ id, question, answer }) => ({ id, question, answer })),
    gallery,
  };
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    description: excerpt(
      "The startup incubation centre: office space, mentors, funding contacts and a community for student, alumni and faculty founders. Submit your idea.",
    ),
  });

export default function Home({ loaderData: d }: Route.ComponentProps) {
  return (
    <>
      <Hero
        centreName={d.branding.centreName}
        instituteName={d.branding.instituteName}
        notices={d.notices}
      />
      <DirectorDesk people={d.directors} />
      <About centreName={d.branding.centreName} instituteName={d.branding.instituteName} />
      <Vision homeState={d.branding.homeState} />
      <SupportTabs tabs={d.supportTabs} />
      <StartupFlipCards startups={d.flipCards} />
      <Incubations startups={d.carousel} />
      <StartupCards startups={d.cards} />
      <TalksSlider talks={d.talks} />
      <Events events={d.events} />
      <IdeaForm />
      <Faq faqs={d.faqs} />
      <GalleryPreview photos={d.gallery} />
    </>
  );
}
