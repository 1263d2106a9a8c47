import { boolean, jsonb, pgTable, serial, text } from "drizzle-orm/pg-core";
import { lifecycle, picture, timestamps } from "./columns";
import type { SocialLinks } from "./startups";

export const faqs = pgTable("faqs", {
  id: serial("id").primaryKey(),
  question: text("question").notNull(),
  questionHi: text("question_hi"),
  /** Markdown. */
  answer: text("answer").notNull(),
  answerHi: text("answer_hi"),
  ...lifecycle(),
  ...timestamps(),
});

/** The home page's "How we support" tabs (Mentorship, Funding, Networking, Workspace). */
export const supportTabs = pgTable("support_tabs", {
  id: serial("id").primaryKey(),
  label: text("label").notNull(),
  labelHi: text("label_hi"),
  headline: text("headline").notNull(),
  headlineHi: text("headline_hi"),
  description: text("description").notNull(),
  descriptionHi: text("description_hi"),
  buttonLabel: text("button_label").notNull(),
  buttonLabelHi: text("button_label_hi"),
  /** A destination on this site, e.g. "/professor" or "/#incubations". */
  buttonHref: text("button_href").notNull(),
  ...picture(),
  ...lifecycle(),
  ...timestamps(),
});

/**
 * The words at the top of the list pages (/startups, /events, /notices, /gallery, /talksmore,
 * /timeline, /professor, /student): an eyebrow, a title and a lead each, and the title and
 * description search engines and link previews show. One row, made at the
 * first start from the texts the pages had (content/kinds/intros.ts); on /startups {count}
 * stands for the number of startups.
 */
export const listIntros = pgTable("list_intros", {
  id: serial("id").primaryKey(),
  startupsEyebrow: text("startups_eyebrow").notNull(),
  startupsEyebrowHi: text("startups_eyebrow_hi"),
  startupsTitle: text("startups_title").notNull(),
  startupsTitleHi: text("startups_title_hi"),
  startupsLead: text("startups_lead").notNull(),
  startupsLeadHi: text("startups_lead_hi"),
  startupsMetaTitle: text("startups_meta_title").notNull(),
  startupsMetaTitleHi: text("startups_meta_title_hi"),
  startupsMetaDescription: text("startups_meta_description").notNull(),
  startupsMetaDescriptionHi: text("startups_meta_description_hi"),
  eventsEyebrow: text("events_eyebrow").notNull(),
  eventsEyebrowHi: text("events_eyebrow_hi"),
  eventsTitle: text("events_title").notNull(),
  eventsTitleHi: text("events_title_hi"),
  eventsLead: text("events_lead").notNull(),
  eventsLeadHi: text("events_lead_hi"),
  eventsMetaTitle: text("events_meta_title").notNull(),
  eventsMetaTitleHi: text("events_meta_title_hi"),
  eventsMetaDescription: text("events_meta_description").notNull(),
  eventsMetaDescriptionHi: text("events_meta_description_hi"),
  noticesEyebrow: text("notices_eyebrow").notNull(),
  noticesEyebrowHi: text("notices_eyebrow_hi"),
  noticesTitle: text("notices_title").notNull(),
  noticesTitleHi: text("notices_title_hi"),
  noticesLead: text("notices_lead").notNull(),
  noticesLeadHi: text("notices_lead_hi"),
  noticesMetaTitle: text("notices_meta_title").notNull(),
  noticesMetaTitleHi: text("notices_meta_title_hi"),
  noticesMetaDescription: text("notices_meta_description").notNull(),
  noticesMetaDescriptionHi: text("notices_meta_description_hi"),
  galleryEyebrow: text("gallery_eyebrow").notNull(),
  galleryEyebrowHi: text("gallery_eyebrow_hi"),
  galleryTitle: text("gallery_title").notNull(),
  galleryTitleHi: text("gallery_title_hi"),
  galleryLead: text("gallery_lead").notNull(),
  galleryLeadHi: text("gallery_lead_hi"),
  galleryMetaTitle: text("gallery_meta_title").notNull(),
  galleryMetaTitleHi: text("gallery_meta_title_hi"),
  galleryMetaDescription: text("gallery_meta_description").notNull(),
  galleryMetaDescriptionHi: text("gallery_meta_description_hi"),
  talksEyebrow: text("talks_eyebrow").notNull(),
  talksEyebrowHi: text("talks_eyebrow_hi"),
  talksTitle: text("talks_title").notNull(),
  talksTitleHi: text("talks_title_hi"),
  talksLead: text("talks_lead").notNull(),
  talksLeadHi: text("talks_lead_hi"),
  talksMetaTitle: text("talks_meta_title").notNull(),
  talksMetaTitleHi: text("talks_meta_title_hi"),
  talksMetaDescription: text("talks_meta_description").notNull(),
  talksMetaDescriptionHi: text("talks_meta_description_hi"),
  timelineEyebrow: text("timeline_eyebrow").notNull(),
  timelineEyebrowHi: text("timeline_eyebrow_hi"),
  timelineTitle: text("timeline_title").notNull(),
  timelineTitleHi: text("timeline_title_hi"),
  timelineLead: text("timeline_lead").notNull(),
  timelineLeadHi: text("timeline_lead_hi"),
  timelineMetaTitle: text("timeline_meta_title").notNull(),
  timelineMetaTitleHi: text("timeline_meta_title_hi"),
  timelineMetaDescription: text("timeline_meta_description").notNull(),
  timelineMetaDescriptionHi: text("timeline_meta_description_hi"),
  facultyEyebrow: text("faculty_eyebrow").notNull(),
  facultyEyebrowHi: text("faculty_eyebrow_hi"),
  facultyTitle: text("faculty_title").notNull(),
  facultyTitleHi: text("faculty_title_hi"),
  facultyLead: text("faculty_lead").notNull(),
  facultyLeadHi: text("faculty_lead_hi"),
  facultyMetaTitle: text("faculty_meta_title").notNull(),
  facultyMetaTitleHi: text("faculty_meta_title_hi"),
  facultyMetaDescription: text("faculty_meta_description").notNull(),
  facultyMetaDescriptionHi: text("faculty_meta_description_hi"),
  studentsEyebrow: text("students_eyebrow").notNull(),
  studentsEyebrowHi: text("students_eyebrow_hi"),
  studentsTitle: text("students_title").notNull(),
  studentsTitleHi: text("students_title_hi"),
  studentsLead: text("students_lead").notNull(),
  studentsLeadHi: text("students_lead_hi"),
  studentsMetaTitle: text("students_meta_title").notNull(),
  studentsMetaTitleHi: text("students_meta_title_hi"),
  studentsMetaDescription: text("students_meta_description").notNull(),
  studentsMetaDescriptionHi: text("students_meta_description_hi"),
  ...lifecycle(),
  ...timestamps(),
});

/**
 * The home page's own words around its content: each section's title and the line above it, the
 * buttons' labels and the typewriter's phrases. One row, made at the first start from the spec's
 * wordings (content/kinds/home-sections.ts).
 */
export const homeSections = pgTable("home_sections", {
  id: serial("id").primaryKey(),
  heroPhrases: text("hero_phrases").notNull(),
  heroPhrasesHi: text("hero_phrases_hi"),
  heroSubmit: text("hero_submit").notNull(),
  heroSubmitHi: text("hero_submit_hi"),
  heroStartups: text("hero_startups").notNull(),
  heroStartupsHi: text("hero_startups_hi"),
  noticesTitle: text("notices_title").notNull(),
  noticesTitleHi: text("notices_title_hi"),
  noticesAll: text("notices_all").notNull(),
  noticesAllHi: text("notices_all_hi"),
  deskEyebrow: text("desk_eyebrow").notNull(),
  deskEyebrowHi: text("desk_eyebrow_hi"),
  deskTitle: text("desk_title").notNull(),
  deskTitleHi: text("desk_title_hi"),
  aboutEyebrow: text("about_eyebrow").notNull(),
  aboutEyebrowHi: text("about_eyebrow_hi"),
  visionEyebrow: text("vision_eyebrow").notNull(),
  visionEyebrowHi: text("vision_eyebrow_hi"),
  visionTitle: text("vision_title").notNull(),
  visionTitleHi: text("vision_title_hi"),
  supportEyebrow: text("support_eyebrow").notNull(),
  supportEyebrowHi: text("support_eyebrow_hi"),
  supportTitle: text("support_title").notNull(),
  supportTitleHi: text("support_title_hi"),
  flipEyebrow: text("flip_eyebrow").notNull(),
  flipEyebrowHi: text("flip_eyebrow_hi"),
  flipTitle: text("flip_title").notNull(),
  flipTitleHi: text("flip_title_hi"),
  flipButton: text("flip_button").notNull(),
  flipButtonHi: text("flip_button_hi"),
  incubationsEyebrow: text("incubations_eyebrow").notNull(),
  incubationsEyebrowHi: text("incubations_eyebrow_hi"),
  incubationsTitle: text("incubations_title").notNull(),
  incubationsTitleHi: text("incubations_title_hi"),
  incubationsLead: text("incubations_lead").notNull(),
  incubationsLeadHi: text("incubations_lead_hi"),
  cardsEyebrow: text("cards_eyebrow").notNull(),
  cardsEyebrowHi: text("cards_eyebrow_hi"),
  cardsTitle: text("cards_title").notNull(),
  cardsTitleHi: text("cards_title_hi"),
  cardsButton: text("cards_button").notNull(),
  cardsButtonHi: text("cards_button_hi"),
  talksEyebrow: text("talks_eyebrow").notNull(),
  talksEyebrowHi: text("talks_eyebrow_hi"),
  talksTitle: text("talks_title").notNull(),
  talksTitleHi: text("talks_title_hi"),
  eventsEyebrow: text("events_eyebrow").notNull(),
  eventsEyebrowHi: text("events_eyebrow_hi"),
  eventsTitle: text("events_title").notNull(),
  eventsTitleHi: text("events_title_hi"),
  faqEyebrow: text("faq_eyebrow").notNull(),
  faqEyebrowHi: text("faq_eyebrow_hi"),
  faqTitle: text("faq_title").notNull(),
  faqTitleHi: text("faq_title_hi"),
  galleryEyebrow: text("gallery_eyebrow").notNull(),
  galleryEyebrowHi: text("gallery_eyebrow_hi"),
  galleryTitle: text("gallery_title").notNull(),
  galleryTitleHi: text("gallery_title_hi"),
  viewMore: text("view_more").notNull(),
  viewMoreHi: text("view_more_hi"),
  // The idea section (home page and /idea): added after the first release of this table, so
  // they default to empty and start-up fills them with their first version.
  ideaEyebrow: text("idea_eyebrow").notNull().default(""),
  ideaEyebrowHi: text("idea_eyebrow_hi"),
  ideaTitle: text("idea_title").notNull().default(""),
  ideaTitleHi: text("idea_title_hi"),
  ideaLead: text("idea_lead").notNull().default(""),
  ideaLeadHi: text("idea_lead_hi"),
  ideaPoints: text("idea_points").notNull().default(""),
  ideaPointsHi: text("idea_points_hi"),
  ideaSuccess: text("idea_success").notNull().default(""),
  ideaSuccessHi: text("idea_success_hi"),
  ...lifecycle(),
  ...timestamps(),
});

export type VisionStatement = { word: string; wordHi?: string; text: string; textHi?: string };

/** The home page's own texts: one row. */
export const homeTexts = pgTable("home_texts", {
  id: serial("id").primaryKey(),
  heroLead: text("hero_lead").notNull(),
  heroLeadHi: text("hero_lead_hi"),
  aboutTitle: text("about_title").notNull(),
  aboutTitleHi: text("about_title_hi"),
  /** Markdown; {centre}, {institute} stand for the names in Settings. */
  about: text("about").notNull(),
  aboutHi: text("about_hi"),
  /** The three vision statements; {state} stands for the home state. */
  vision: jsonb("vision").$type<VisionStatement[]>().notNull().default([]),
  ...lifecycle(),
  ...timestamps(),
});

/**
 * The centre's names, contact details and links: one row. Made at first start from the
 * environment (CENTRE_NAME, CONTACT_EMAIL...), edited by admins afterwards.
 */
export const siteSettings = pgTable("site_settings", {
  id: serial("id").primaryKey(),
  centreName: text("centre_name").notNull(),
  centreNameHi: text("centre_name_hi"),
  centreShortName: text("centre_short_name").notNull(),
  instituteName: text("institute_name").notNull(),
  instituteNameHi: text("institute_name_hi"),
  instituteUrl: text("institute_url").notNull(),
  homeState: text("home_state").notNull(),
  homeStateHi: text("home_state_hi"),
  address: text("address").notNull().default(""),
  addressHi: text("address_hi"),
  /** The footer's line about the centre, on every page; {institute} and {state} stand for the names. */
  footerAbout: text("footer_about")
    .notNull()
    .default(
      "The startup incubation centre of {institute}: mentorship, funding, networking and workspace for founders from {state} and beyond.",
    ),
  footerAboutHi: text("footer_about_hi").default(
    "{institute} का स्टार्टअप इनक्यूबेशन केंद्र: {state} और बाहर के संस्थापकों के लिए मार्गदर्शन, फ़ंडिंग, नेटवर्किंग और काम करने की जगह।",
  ),
  phone: text("phone").notNull().default(""),
  contactEmail: text("contact_email").notNull(),
  tinkeringLabUrl: text("tinkering_lab_url").notNull(),
  social: jsonb("social").$type<SocialLinks>().notNull().default({}),
  // The officers responsible for the site's content (GIGW 3.0), shown on /contact: the Web
  // Information Manager and the nodal officer. Null: not set (the page then names no one).
  webManagerName: text("web_manager_name"),
  webManagerNameHi: text("web_manager_name_hi"),
  webManagerDesignation: text("web_manager_designation"),
  webManagerDesignationHi: text("web_manager_designation_hi"),
  webManagerEmail: text("web_manager_email"),
  webManagerPhone: text("web_manager_phone"),
  nodalOfficerName: text("nodal_officer_name"),
  nodalOfficerNameHi: text("nodal_officer_name_hi"),
  nodalOfficerDesignation: text("nodal_officer_designation"),
  nodalOfficerDesignationHi: text("nodal_officer_designation_hi"),
  nodalOfficerEmail: text("nodal_officer_email"),
  nodalOfficerPhone: text("nodal_officer_phone"),
  ...lifecycle(),
  ...timestamps(),
});

/** Small key/value store: generated secrets and one-time markers (e.g. "seeded"). */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

/**
 * The links of the site's frame (content/kinds/site-links.ts): the header's menu and the footer's
 * columns. Links next to each other with the same heading are gathered under it (a dropdown of
 * the menu, a column of the footer); `href` is a page of this site, a section of the home page,
 * another website or a mailbox.
 */
export const siteLinks = pgTable("site_links", {
  id: serial("id").primaryKey(),
  place: text("place").$type<"header" | "footer">().notNull(),
  heading: text("heading"),
  headingHi: text("heading_hi"),
  label: text("label").notNull(),
  labelHi: text("label_hi"),
  href: text("href").notNull(),
  ...lifecycle(),
  ...timestamps(),
});

/**
 * The home page's sections in the order staff set, each shown or not (content/kinds/home-order.ts).
 * `key` names the section in the code; `name` is how the back office lists it.
 */
export const homeBlocks = pgTable("home_blocks", {
  id: serial("id").primaryKey(),
  key: text("key").notNull().unique(),
  name: text("name").notNull(),
  shown: boolean("shown").notNull().default(true),
  ...lifecycle(),
  ...timestamps(),
});
