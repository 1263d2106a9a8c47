// The frame's links, one table and two kinds in one file: the header's menu and the footer's
// columns. Staff edit them like any list (order, drafts, history); links next to each other with
// the same heading make one dropdown or one column (lib/frame.ts). The first version is the menu
// and footer every page had, made at the first start (decision 026).
import type { Config } from "~/.server/config";
import { shown } from "~/.server/content/queries";
import type { Section } from "~/.server/content/section";
import type { View } from "~/.server/content/visibility";
import type { Db } from "~/.server/db/database";
import { siteLinks as table } from "~/.server/db/schema/site";
import type { FieldDef } from "~/lib/content/fields";
import { type Frame, groupLinks } from "~/lib/frame";
import type { Lang } from "~/lib/i18n/lang";
import { inLanguage } from "../read";
import { pageTitles } from "./pages";

const label: FieldDef = {
  name: "label",
  label: "Link text",
  kind: "text",
  bilingual: true,
  required: true,
  max: 60,
};

const href: FieldDef = {
  name: "href",
  label: "Leads to",
  kind: "link",
  required: true,
  hint: "A page of this site (/professor), a home section (/#about), another website (https://…, marked as leaving the site) or an e-mail (mailto:…).",
};

export const menuLinks: Section = {
  key: "menu",
  label: "Header menu",
  item: "menu link",
  plural: "menu links",
  blurb: "The menu at the top of every page: its links, their order and its dropdowns.",
  table,
  titleField: "label",
  ordered: true,
  right: "content:edit",
  scope: { column: table.place, values: ["header"] },
  publicPath: () => "/",
  related: ["footer-links"],
  describe: (v) =>
    `${v.heading ? `In the dropdown “${v.heading}”` : "A link of its own"} · leads to ${v.href}`,
  fields: [
    {
      name: "heading",
      label: "Dropdown",
      kind: "text",
      bilingual: true,
      max: 40,
      hint: "Links next to each other with the same dropdown name open from one menu entry. Leave blank for a link of its own.",
    },
    label,
    href,
  ],
};

export const footerLinks: Section = {
  key: "footer-links",
  label: "Footer links",
  item: "footer link",
  blurb: "The footer's columns of links on every page, with their headings.",
  table,
  titleField: "label",
  ordered: true,
  right: "content:edit",
  scope: { column: table.place, values: ["footer"] },
  publicPath: () => "/",
  related: ["menu"],
  describe: (v) => `Column “${v.heading}” · leads to ${v.href}`,
  fields: [
    {
      name: "heading",
      label: "Column heading",
      kind: "text",
      bilingual: true,
      required: true,
      max: 40,
      hint: "Links next to each other with the same heading make one column.",
    },
    label,
    href,
  ],
};

type Row = typeof table.$inferInsert;
type First = [heading: [string, string] | null, label: [string, string], href: string];

const rows = (place: Row["place"], links: First[]): Row[] =>
  links.map(([heading, [en, hi], to], position) => ({
    place,
    status: "published",
    position,
    heading: heading?.[0] ?? null,
    headingHi: heading?.[1] ?? null,
    label: en,
    labelHi: hi,
    href: to,
  }));

const HOME: [string, string] = ["Home", "मुखपृष्ठ"];
const TEAM: [string, string] = ["Team", "टीम"];
const CENTRE: [string, string] = ["The centre", "केंद्र"];
const FOUNDERS: [string, string] = ["For founders", "संस्थापकों के लिए"];
const COMMUNITY: [string, string] = ["Community", "समुदाय"];

/** The first version: the menu and footer every page had (the spec's menu, in its order). */
export function firstLinks(config: Pick<Config, "CONTACT_EMAIL" | "TINKERING_LAB_URL">): Row[] {
  return [
    ...rows("header", [
      [HOME, ["Home", "मुखपृष्ठ"], "/#home"],
      [HOME, ["About", "परिचय"], "/#about"],
      [HOME, ["Vision", "लक्ष्य"], "/#vision"],
      [HOME, ["How we support", "हम कैसे मदद करते हैं"], "/#support"],
      [HOME, ["Incubations", "इनक्यूबेशन"], "/#incubations"],
      [HOME, ["Directors", "निदेशक"], "/#darki"],
      [HOME, ["Talks", "वार्ताएँ"], "/#talks"],
      [HOME, ["Events", "कार्यक्रम"], "/#events"],
      [HOME, ["Gallery", "गैलरी"], "/#gallery"],
      [TEAM, ["Faculty Mentors", "फ़ैकल्टी मेंटर"], "/professor"],
      [TEAM, ["Student Team", "छात्र टीम"], "/student"],
      [null, ["Startups", "स्टार्टअप"], "/pag"],
      [null, ["Timeline", "समयरेखा"], "/timeline"],
      [null, ["Gallery", "गैलरी"], "/gallery"],
      [null, ["Talks", "वार्ताएँ"], "/talksmore"],
    ]),
    ...rows("footer", [
      [CENTRE, ["About us", "हमारे बारे में"], "/#about"],
      [CENTRE, ["Team", "टीम"], "/professor"],
      [CENTRE, ["Student team", "छात्र टीम"], "/student"],
      [CENTRE, ["Programs", "कार्यक्रम"], "/#incubations"],
      [
        CENTRE,
        ["Partnership", "साझेदारी"],
        `mailto:${config.CONTACT_EMAIL}?subject=${encodeURIComponent("Partnership")}`,
      ],
      [FOUNDERS, ["Application process", "आवेदन कैसे करें"], "/idea"],
      [FOUNDERS, ["Application status", "आवेदन की स्थिति"], "/idea/status"],
      [FOUNDERS, ["Funding", "फ़ंडिंग"], "/#support"],
      [FOUNDERS, ["Startup resources", "स्टार्टअप के लिए संसाधन"], "/#support"],
      [FOUNDERS, ["FAQ", "अक्सर पूछे जाने वाले सवाल"], "/#faq"],
      [FOUNDERS, ["Innovation lab", "इनोवेशन लैब"], config.TINKERING_LAB_URL],
      [COMMUNITY, ["Success stories", "सफलता की कहानियाँ"], "/pag"],
      [COMMUNITY, ["Alumni", "पूर्व छात्र"], "/talksmore"],
      [COMMUNITY, ["Events and registration", "कार्यक्रम और पंजीकरण"], "/events"],
      [COMMUNITY, ["Events timeline", "कार्यक्रमों की समयरेखा"], "/timeline"],
      [COMMUNITY, ["Gallery", "गैलरी"], "/gallery"],
      [COMMUNITY, ["Admin Notice", "एडमिन सूचना"], "/login"],
    ]),
  ];
}

/** Makes the menu and the footer's links on the first start (and on a site upgraded to this release). */
export async function ensureSiteLinks(db: Db, config: Config) {
  const [row] = await db.select({ id: table.id }).from(table).limit(1);
  if (!row) await db.insert(table).values(firstLinks(config));
}

/** The menu and the footer as the view shows them, in the page's language. */
export async function getFrame(site: { db: Db; view: View; lang: Lang }): Promise<Frame> {
  const all = await shown<typeof table.$inferSelect>(site.db, table, site.view);
  const of = (place: "header" | "footer", kind: Section) =>
    groupLinks(all.filter((r) => r.place === place).map((r) => inLanguage(r, kind, site.lang)));
  return {
    menu: of("header", menuLinks),
    footer: of("footer", footerLinks),
    pages: await pageTitles(site),
  };
}
