// The standard pages of GIGW 3.0 (accessibility statement, help, policies, HTML sitemap): their
// titles, the footer's links to them and the sitemap's labels. The pages' long texts are not
// here (every page would download them): they are server-only, in app/.server/policies.
export const gigw = {
  pages: {
    accessibility: "Accessibility statement",
    "screen-reader-access": "Screen reader access",
    sitemap: "Sitemap",
    help: "Help",
    terms: "Terms of use",
    "copyright-policy": "Copyright policy",
    "hyperlinking-policy": "Hyperlinking policy",
    disclaimer: "Disclaimer",
    privacy: "Privacy policy",
    contact: "Contact us",
  },
  footer: {
    title: "About this website",
  },
  policy: {
    eyebrow: "About this website",
    onThisPage: "On this page",
  },
  sitemap: {
    description:
      "Every page of this website on one page: the menus, the startups, the events, the notices and the site's policies.",
    lead: "Every page of this website, grouped as the menus group them.",
    mainMenu: "Main menu",
    morePages: "More pages",
    aboutSite: "About this website",
    homePage: "Home page",
    startups: "Startup pages",
    events: "Events and registration",
    eventPages: "Event pages",
    notices: "Notices",
    idea: "Submit your idea",
    ideaStatus: "Application status",
    search: "Search",
  },
};
