// The sample content loaded into an empty database (app/.server/sample/load.ts).
// Everything here is fictional: names, companies, e-mail addresses, links and contact details.
// Every visitor text comes in English and Hindi.
import { events } from "./events";
import { faqs } from "./faq";
import { gallery } from "./gallery";
import { homeTexts } from "./home";
import { notices } from "./notices";
import { directors, faculty } from "./people";
import { settings } from "./settings";
import { startupsA } from "./startups-a";
import { startupsB } from "./startups-b";
import { students } from "./students";
import { supportTabs } from "./support";
import { talks, testimonials } from "./talks";

export type * from "./types";

export const startups = [...startupsA, ...startupsB];

export {
  directors,
  events,
  faculty,
  faqs,
  gallery,
  homeTexts,
  notices,
  settings,
  students,
  supportTabs,
  talks,
  testimonials,
};
