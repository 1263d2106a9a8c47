// The home page (/): its sections' headings, buttons and the words around the content staff edit.
// The spec's strings are kept exactly, odd spellings included ("Incubate u'r Idea", "Litsen More").
export const home = {
  meta: {
    description:
      "Office space, mentors, funding contacts and a community for student, alumni and faculty founders: the startup incubation centre of the institute. Submit your idea.",
  },
  /** Hidden after a "View More" or "Know More": what the link is about. */
  moreAbout: (name: string) => ` about ${name}`,
  hero: {
    pauseAnimation: "Pause animation",
  },
  notices: {
    none: "No notices at the moment.",
  },
  startup: {
    unnamed: "Incubated startup",
    thisOne: "this startup",
  },
  flipCards: {
    founder: (name: string) => `Founder: ${name}`,
  },
  incubations: {
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
  talks: {
    previous: "Previous speaker",
    next: "Next speaker",
    speakers: "Speakers",
    moreHidden: " talks",
  },
  events: {
    visitWebsite: "Visit website",
    websiteHidden: (title: string) => ` of ${title}`,
    moreHidden: " events on the timeline",
  },
  gallery: {
    moreHidden: " photos",
  },
};
