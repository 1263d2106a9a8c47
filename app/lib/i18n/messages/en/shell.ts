// What every page shows around its content: the skip link, header, menus, footer, the language
// switch and the error pages. The spec's strings are kept exactly.
import { ENGLISH_MONTHS } from "../../../format/dates.ts";
export const shell = {
  skipLink: "Skip to main content",
  // A month in a written-out date ("21 Sep 2023"), 1 to 12 (lib/format/dates.ts).
  month: (n: number) => ENGLISH_MONTHS[n - 1] ?? "",
  // A date and a 24-hour time ("23 Nov 2026, 14:05"); Hindi print adds "बजे".
  dateAtTime: (date: string, time: string) => `${date}, ${time}`,
  lastUpdated: "Last updated:",
  // The notices feed\'s name in the head of the pages that list notices (feed-link.ts).
  noticesFeed: "Notices",
  switchTo: "हिन्दी",
  switchLabel: "हिन्दी में पढ़ें",
  instituteSite: (name: string) => `${name} (institute website)`,
  mainNav: "Main",
  mobileNav: "Mobile",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  menu: "Menu",
  explore: "Explore",
  tinkeringLab: "Tinkering Lab",
  opensInNewTab: "(opens in a new tab)",
  externalSite: "(another website)",
  search: "Search",
  searchTheSite: "Search the site",
  // The signed-in staff member's links in the header (viewer-menu.tsx).
  viewer: { dashboard: "Dashboard", noticeBoard: "Notice board", logOut: "Log out" },
  display: {
    label: "Text size and contrast",
    smaller: "Decrease text size",
    normal: "Normal text size",
    larger: "Increase text size",
    contrast: "High contrast",
    badChoice:
      "That is not a text size or contrast choice. Go back and press A−, A, A+ or High contrast.",
    badReturn: "The page to return to must be a page of this site.",
    crossSite: "Cross-site request refused.",
  },
  footer: {
    social: "Social media",
    rights: (centre: string, institute: string) => `${centre}, ${institute}. All rights reserved.`,
    backToTop: "Back to top",
  },
  error: {
    notFoundTitle: "Page not found",
    notFoundDescription: "The page you asked for does not exist or has moved.",
    notFoundLead:
      "The page you asked for does not exist or has moved. These pages may have what you are looking for:",
    errorTitle: "Something went wrong",
    errorDescription: "An unexpected error occurred.",
    errorLead: "An unexpected error occurred. Please try again in a moment.",
    homePage: "Home page",
    ourStartups: "Our startups",
    team: "Team",
    eventsTimeline: "Events timeline",
    gallery: "Gallery",
    requestId: "Request id:",
  },
};
