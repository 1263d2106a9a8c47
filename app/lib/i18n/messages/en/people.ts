// The team, talks, timeline and gallery pages and their cards, photo grid, album filter and
// lightbox. The spec's strings are kept exactly.
export const people = {
  /** The page hero's trail of links (every inner page). */
  breadcrumb: "Breadcrumb",
  team: "Team",
  faculty: {
    metaTitle: "Faculty Mentors",
    metaDescription:
      "Meet the faculty mentors of the incubation centre: professors who guide our startups on technology, business and research.",
    heading: "Faculty Mentors",
    sectionLead: "Our mentors review ideas, open their labs and connect startups with industry.",
    empty: "The mentors' profiles will appear here soon.",
  },
  students: {
    metaTitle: "Student Team",
    metaDescription:
      "The student team that runs the incubation centre's events, design, web, media and outreach: coordinators, secretary, committee co-ordinators, leads and co-leads.",
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
    metaTitle: "Events Timeline",
    metaDescription:
      "The incubation centre's events so far: orientation session, PitchTember month of pitches and the stock market simulation, with dates and figures.",
    events: "Events",
    upcoming: "Upcoming events and registration",
    empty: "Our events will be listed here soon.",
    website: "Event website",
  },
  talks: {
    metaTitle: "Entrepreneur's Talks",
    metaDescription:
      "Entrepreneur's Talks: alumni and founders share what they learned building startups with the incubation centre.",
    testimonials: "Testimonials",
    empty: "Talks will be shared here soon.",
  },
};
