// The team, talks, timeline and gallery pages and their cards, photo grid, album filter and
// lightbox. The spec's strings are kept exactly.
export const people = {
  /** The page hero's trail of links (every inner page). */
  breadcrumb: "Breadcrumb",
  team: "Team",
  faculty: {
    heading: "Faculty Mentors",
    sectionLead: "Our mentors review ideas, open their labs and connect startups with industry.",
    empty: "The mentors' profiles will appear here soon.",
  },
  students: {
    empty: "The student team will be introduced here soon.",
  },
  person: {
    portrait: (name: string) => `Portrait of ${name}`,
    email: "E-mail",
    emailWho: (name: string) => ` ${name}`,
    linkedin: "LinkedIn",
    linkedinWho: (name: string) => ` profile of ${name}`,
  },
  timeline: {
    events: "Events",
    upcoming: "Upcoming events and registration",
    empty: "Our events will be listed here soon.",
    website: "Event website",
  },
  talks: {
    testimonials: "Testimonials",
    empty: "Talks will be shared here soon.",
  },
};
