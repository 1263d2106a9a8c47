// The site's navigation, shared by the header (dropdowns), the mobile menu and the footer. Labels
// are keys of the catalogue's shell.nav; paths are English and localized where they are shown.
import type { Messages } from "~/lib/i18n/catalogue";

type NavKey = keyof Messages["shell"]["nav"];
export type NavLeaf = { label: NavKey; to: string };
export type NavGroup = { label: NavKey; items: NavLeaf[] };
export type NavEntry = NavLeaf | NavGroup;

/** Sections of the home page, by the anchors the spec gives them. */
export const HOME_ANCHORS: NavLeaf[] = [
  { label: "home", to: "/#home" },
  { label: "about", to: "/#about" },
  { label: "vision", to: "/#vision" },
  { label: "support", to: "/#support" },
  { label: "incubations", to: "/#incubations" },
  { label: "directors", to: "/#darki" },
  { label: "talks", to: "/#talks" },
  { label: "events", to: "/#events" },
  { label: "gallery", to: "/#gallery" },
];

export const NAV: NavEntry[] = [
  { label: "home", items: HOME_ANCHORS },
  {
    label: "team",
    items: [
      { label: "faculty", to: "/professor" },
      { label: "students", to: "/student" },
    ],
  },
  { label: "startups", to: "/pag" },
  { label: "timeline", to: "/timeline" },
  { label: "gallery", to: "/gallery" },
  { label: "talks", to: "/talksmore" },
];

export function isGroup(entry: NavEntry): entry is NavGroup {
  return "items" in entry;
}
