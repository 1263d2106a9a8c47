// Every content section of the back office, in the dashboard's order. Notices and the gallery
// have their own list pages (the spec's); their items are edited, kept and restored as any other.
import type { Section } from "~/.server/content/section";
import { brand } from "./brand";
import { emailTexts } from "./email-texts";
import { events } from "./events";
import { albums, gallery } from "./gallery";
import { homeOrder } from "./home-order";
import { homeSections } from "./home-sections";
import { listIntros } from "./intros";
import { notices } from "./notices";
import { ownPages, standardPages } from "./pages";
import { people, students } from "./people";
import { rounds } from "./rounds";
import { faqs, homeTexts, settings, supportTabs } from "./site";
import { footerLinks, menuLinks } from "./site-links";
import { stageTexts } from "./stages";
import { startups } from "./startups";
import { talks, testimonials } from "./talks";
import { feedbackTopics, sectors, stages, statuses } from "./vocabularies";

export const SECTIONS: readonly Section[] = [
  startups,
  events,
  talks,
  testimonials,
  people,
  students,
  faqs,
  homeTexts,
  homeSections,
  homeOrder,
  supportTabs,
  listIntros,
  menuLinks,
  footerLinks,
  standardPages,
  ownPages,
  sectors,
  stages,
  statuses,
  feedbackTopics,
  emailTexts,
  settings,
  brand,
  gallery,
  albums,
  notices,
  rounds,
  stageTexts,
];

/** The section an address names, or undefined. */
export function sectionOf(key: string | undefined): Section | undefined {
  return SECTIONS.find((s) => s.key === key);
}

export {
  albums,
  brand,
  emailTexts,
  events,
  faqs,
  feedbackTopics,
  footerLinks,
  gallery,
  homeOrder,
  homeSections,
  homeTexts,
  listIntros,
  menuLinks,
  notices,
  ownPages,
  people,
  rounds,
  sectors,
  settings,
  stages,
  standardPages,
  startups,
  statuses,
  students,
  supportTabs,
  talks,
  testimonials,
};
