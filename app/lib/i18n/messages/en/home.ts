// The home page (/): its sections' headings, buttons and the words around the content staff edit.
// The spec's strings are kept exactly, odd spellings included ("Incubate u'r Idea", "Litsen More").
export const home = {
  meta: {
    description:
      "Office space, mentors, funding contacts and a community for student, alumni and faculty founders: the startup incubation centre of the institute. Submit your idea.",
  },
  viewMore: "View More",
  /** Hidden after a "View More" or "Know More": what the link is about. */
  moreAbout: (name: string) => ` about ${name}`,
  hero: {
    /** The typewriter's tagline (spec): typed, erased and typed again in this order. */
    phrases: ["we Incubate.", "we Mentor.", "we Support."],
    pauseAnimation: "Pause animation",
    submitIdea: "Incubate u'r Idea",
    ourStartups: "Our startups",
  },
  notices: {
    title: "Notices",
    none: "No notices at the moment.",
    all: "All notices",
  },
  desk: {
    eyebrow: "Leadership",
    title: "From the Director's Desk",
  },
  about: {
    eyebrow: "About us",
  },
  vision: {
    eyebrow: "Our vision",
    title: "Vision",
  },
  support: {
    eyebrow: "What you get",
    title: "How we support",
  },
  startup: {
    unnamed: "Incubated startup",
    thisOne: "this startup",
  },
  flipCards: {
    eyebrow: "Portfolio",
    title: "Startups we incubate",
    founder: (name: string) => `Founder: ${name}`,
    knowMore: "Know More",
  },
  incubations: {
    eyebrow: "Incubations",
    title: "Where ideas become companies",
    lead: "The centre fosters a statewide startup ecosystem and offers office space, meeting rooms, networking platforms and management support to aspiring entrepreneurs.",
    carousel: "Incubated startups",
  },
  carousel: {
    carousel: "carousel",
    slide: "slide",
    position: (n: number, of: number) => `${n} of ${of}`,
    previous: "Previous slide",
    next: "Next slide",
    pause: "Pause",
    play: "Play",
  },
  cards: {
    eyebrow: "Problems they solve",
    title: "Startups at the centre",
    listenMore: "Litsen More",
  },
  talks: {
    eyebrow: "Entrepreneur talks",
    title: "Entrepreneur's Talks",
    previous: "Previous speaker",
    next: "Next speaker",
    speakers: "Speakers",
    moreHidden: " talks",
  },
  events: {
    eyebrow: "What happens here",
    title: "Events",
    visitWebsite: "Visit website",
    websiteHidden: (title: string) => ` of ${title}`,
    moreHidden: " events on the timeline",
  },
  faq: {
    eyebrow: "Questions",
    title: "Frequently Asked Questions",
  },
  gallery: {
    eyebrow: "Moments",
    title: "Gallery",
    moreHidden: " photos",
  },
};
