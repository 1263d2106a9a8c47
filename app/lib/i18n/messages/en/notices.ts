// The notices archive and a notice's page, site search, the idea form ("Incubate u'r Idea"), the
// idea status page and the privacy policy. The spec's strings (the idea form's messages and
// dialog) are kept exactly; lib/forms/idea-rules.ts holds the same English for the server's
// English-only uses, and a unit test keeps the two equal.
export const notices = {
  archive: {
    metaTitlePage: (title: string, page: string) => `${title}, page ${page}`,
    region: "Notices",
    pastEnd: (page: string, pages: number) =>
      `There is no page ${page} of notices: the archive has ${pages} page${pages === 1 ? "" : "s"}. `,
    newest: "See the newest notices",
    empty: "No notices at the moment.",
    pagerLabel: "Notice pages",
    feedLead: "Follow the notices in a feed reader: ",
    feed: "RSS feed",
    details: "Details",
    detailsOf: (title: string) => ` of “${title}”`,
  },
  pager: {
    newer: "Newer",
    older: "Older",
    pageOf: (page: string, pages: string) => `Page ${page} of ${pages}`,
  },
  notice: {
    metaDescription: (date: string, title: string, pdf: string) =>
      `Notice of ${date}: ${title}${pdf}.`,
    /** What the description adds for a notice with a PDF. */
    withPdf: " (with a PDF)",
    allNotices: "All notices",
    eyebrow: "Notice",
    region: "The notice",
    more: "More about this notice",
    only: "This notice has no more to it than its title.",
    pdf: (size: string) => `PDF, ${size}`,
  },
  search: {
    metaTitle: "Search",
    metaTitleQuery: (q: string) => `Search: ${q}`,
    metaDescription:
      "Search the startups, events, notices, people and pages of the incubation centre.",
    eyebrow: "Search",
    title: "Search the site",
    label: "Search for",
    button: "Search",
    hint: "Type a name, a sector or a word in English or Hindi.",
    none: (q: string) => `Nothing on the site matches “${q}”. Try fewer or other words.`,
    count: (total: number, shown: string, q: string) =>
      `${shown} result${total === 1 ? "" : "s"} for “${q}”.`,
    groups: {
      startups: "Startups",
      events: "Events",
      notices: "Notices",
      people: "People",
      pages: "Pages",
    },
    /** The site's own pages, as search finds them by name. */
    pages: {
      faculty: "Faculty Mentors",
      students: "Student Team",
      startups: "Startups",
      timeline: "Timeline",
      events: "Events",
      notices: "Notices",
      directory: "Startup directory",
      ideaStatus: "Idea status",
      gallery: "Gallery",
      talks: "Entrepreneur's Talks",
      idea: "Incubate u'r Idea",
    },
  },
  status: {
    metaTitle: "Idea status",
    metaDescription:
      "Check the status of the idea you sent to the incubation centre with your reference number and e-mail address.",
    eyebrow: "Incubate u'r Idea",
    title: "Idea status",
    lead: "Enter the reference number you received when you sent your idea, and the e-mail address you gave us.",
    reference: "Reference number",
    email: "Email Address",
    referenceRequired: "Reference number can't be blank",
    referenceInvalid: "Enter the reference number from your confirmation, e.g. IDEA-2026-000042",
    notFound:
      "We could not find an idea with this reference number and email address. Please check both and try again.",
    throttled: (wait: string) =>
      `Too many look-ups from your address. Please try again in ${wait}.`,
    check: "Check status",
    checking: "Checking…",
    fromTeam: "A message from the team:",
    history: "How your application moved",
    updatedBefore: "Last updated ",
    updatedAfter: ".",
  },
};
