// The site's navigation, shared by the header (dropdowns), the mobile menu and the footer.

export type NavLeaf = { label: string; to: string };
export type NavGroup = { label: string; items: NavLeaf[] };
export type NavEntry = NavLeaf | NavGroup;

/** Sections of the home page, by the anchors the spec gives them. */
export const HOME_ANCHORS: NavLeaf[] = [
  { label: "Home", to: "/#home" },
  { label: "About", to: "/#about" },
  { label: "Vision", to: "/#vision" },
  { label: "How we support", to: "/#support" },
  { label: "Incubations", to: "/#incubations" },
  { label: "Directors", to: "/#darki" },
  { label: "Talks", to: "/#talks" },
  { label: "Events", to: "/#events" },
  { label: "Gallery", to: "/#gallery" },
];

export const NAV: NavEntry[] = [
  { label: "Home", items: HOME_ANCHORS },
  {
    label: "Team",
    items: [
      { label: "Faculty Mentors", to: "/professor" },
      { label: "Student Team", to: "/student" },
    ],
  },
  { label: "Startups", to: "/pag" },
  { label: "Timeline", to: "/timeline" },
  { label: "Gallery", to: "/gallery" },
  { label: "Talks", to: "/talksmore" },
];

export function isGroup(entry: NavEntry): entry is NavGroup {
  return "items" in entry;
}
