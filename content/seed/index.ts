// The sample content loaded into an empty database (app/.server/content/sample.ts).
// Everything here is fictional: names, companies, e-mail addresses and links.
import { events } from "./events.ts";
import { faqs } from "./faq.ts";
import { gallery } from "./gallery.ts";
import { notices } from "./notices.ts";
import { directors, faculty } from "./people.ts";
import { startupsA } from "./startups-a.ts";
import { startupsB } from "./startups-b.ts";
import { students } from "./students.ts";
import { supportTabs } from "./support.ts";
import { talks, testimonials } from "./talks.ts";

export type * from "./types.ts";

export const startups = [...startupsA, ...startupsB];

export {
  directors,
  events,
  faculty,
  faqs,
  gallery,
  notices,
  students,
  supportTabs,
  talks,
  testimonials,
};
