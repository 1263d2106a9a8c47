// The site's health (issue 25): what a centre should fix before an auditor or a visitor finds
// it. Items still marked Sample; the share of published texts with their Hindi written, per
// section; pictures without a description; internal links that lead nowhere; and the GIGW
// duties (officers named, contact details set, standard pages reviewed within a year). Each
// line carries the links to the items concerned. The overview shows it; the report prints it.
import { itemPath } from "~/.server/content/admin/item-action";
import { listPath } from "~/.server/content/listing";
import type { Section, Values } from "~/.server/content/section";
import { type FieldDef, hindi, imageFields, imageKeys } from "~/lib/content/fields";
import { internalLinks, leadsSomewhere } from "./links";
import { isLive, type Scan, type ScannedItem } from "./scan";

export type Pointer = { label: string; href: string; detail?: string };

export type HealthLine = {
  key: string;
  label: string;
  ok: boolean;
  /** "3 items", "87% (41 of 47)". */
  summary: string;
  items: Pointer[];
};

export type Parity = { label: string; href: string; done: number; total: number };

export type Health = {
  lines: HealthLine[];
  parity: Parity[];
  /** Published texts with their Hindi, over all sections, in percent. */
  parityOverall: number;
};

const TEXT_KINDS = new Set(["text", "textarea", "markdown"]);
const REVIEW_DAYS = 365;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const blank = (value: unknown) => typeof value !== "string" || value.trim() === "";
const pointer = (section: Section, item: ScannedItem, detail?: string): Pointer => ({
  label: `${section.label}: ${item.title}`,
  href: itemPath(section, item.id),
  ...(detail && { detail }),
});

/** Every bilingual text a visitor reads in English also has its Hindi. */
function hasHindi(fields: readonly FieldDef[], values: Values): boolean {
  return fields.every(
    (f) =>
      !f.bilingual ||
      !TEXT_KINDS.has(f.kind) ||
      blank(values[f.name]) ||
      !blank(values[hindi(f.name)]),
  );
}

function hasBilingualText(section: Section) {
  return section.fields.some((f) => f.bilingual && TEXT_KINDS.has(f.kind));
}

/**
 * `removable`: how many sample items "Remove sample content" would remove (its own rule, in
 * admin/sample.ts); the one-record texts still as loaded (home texts) are listed to rewrite.
 */
export function siteHealth(scan: Scan, now: Date, removable: number): Health {
  const sample: Pointer[] = [];
  const noAlt: Pointer[] = [];
  // Gallery photos come by the hundred: one line to the gallery's "Missing alt text" list.
  let photosWithoutAlt = 0;
  const broken: Pointer[] = [];
  const unreviewed: Pointer[] = [];
  const parity: Parity[] = [];
  let settings: Values | null = null;
  for (const { section, items } of scan.sections) {
    const live = items.filter((i) => isLive(i.row, now));
    if (section.key === "settings") settings = live[0]?.published ?? null;
    if (section.singleton || section.fixed)
      for (const item of items)
        if (item.row.isSample) sample.push(pointer(section, item, "still the sample's words"));
    if (hasBilingualText(section) && live.length) {
      parity.push({
        label: section.label,
        href: listPath(section),
        done: live.filter((i) => hasHindi(section.fields, i.published)).length,
        total: live.length,
      });
    }
    for (const item of live) {
      for (const field of imageFields(section.fields)) {
        const k = imageKeys(field.name);
        if (item.published[k.id] && blank(item.published[k.alt]))
          if (section.key === "gallery") photosWithoutAlt += 1;
          else noAlt.push(pointer(section, item, field.label));
      }
      for (const field of section.fields) {
        if (!TEXT_KINDS.has(field.kind) && field.kind !== "link") continue;
        for (const key of field.bilingual ? [field.name, hindi(field.name)] : [field.name]) {
          const text = item.published[key];
          if (typeof text !== "string") continue;
          for (const link of internalLinks(text))
            if (!leadsSomewhere(link, scan.live)) broken.push(pointer(section, item, link));
        }
      }
      if (section.key === "standard-pages") {
        const reviewed = item.published.reviewedOn;
        const age = reviewed ? (now.getTime() - Date.parse(String(reviewed))) / 86_400_000 : null;
        if (age === null || age > REVIEW_DAYS)
          unreviewed.push(
            pointer(section, item, reviewed ? `last reviewed ${reviewed}` : "never reviewed"),
          );
      }
    }
  }
  const done = parity.reduce((n, p) => n + p.done, 0);
  const total = parity.reduce((n, p) => n + p.total, 0);
  const parityOverall = total ? Math.round((done / total) * 100) : 100;
  const missingHindi = parity.filter((p) => p.done < p.total);
  return {
    parity,
    parityOverall,
    lines: [
      {
        key: "sample",
        label: "Items still marked Sample",
        ok: removable + sample.length === 0,
        summary: removable + sample.length ? plural(removable + sample.length, "item") : "none",
        items: [
          ...(removable
            ? [
                {
                  label: "Sample content to remove",
                  href: "/admin-dashboard/sample",
                  detail: plural(removable, "item"),
                },
              ]
            : []),
          ...sample,
        ],
      },
      {
        key: "hindi",
        label: "Published texts with their Hindi written",
        ok: missingHindi.length === 0,
        summary: `${parityOverall}% (${done} of ${total})`,
        items: missingHindi.map((p) => ({
          label: p.label,
          href: p.href,
          detail: `${p.done} of ${p.total} have their Hindi`,
        })),
      },
      {
        key: "alt",
        label: "Pictures without alt text",
        ok: noAlt.length + photosWithoutAlt === 0,
        summary:
          noAlt.length + photosWithoutAlt
            ? plural(noAlt.length + photosWithoutAlt, "picture")
            : "none",
        items: [
          ...(photosWithoutAlt
            ? [
                {
                  label: "Gallery: photos with Missing alt text",
                  href: "/admin-dashboard/gallery?alt=missing",
                  detail: plural(photosWithoutAlt, "photo"),
                },
              ]
            : []),
          ...noAlt,
        ],
      },
      {
        key: "links",
        label: "Links to this site's pages that lead nowhere",
        ok: broken.length === 0,
        summary: broken.length ? plural(broken.length, "link") : "none",
        items: broken,
      },
      ...gigwLines(settings, unreviewed),
    ],
  };
}

/** GIGW 3.0: the officers named on /contact, the contact details, the standard pages reviewed. */
function gigwLines(settings: Values | null, unreviewed: Pointer[]): HealthLine[] {
  const settingsLink = { label: "Settings", href: "/admin-dashboard/settings" };
  const officers = ["webManagerName", "nodalOfficerName"].filter((k) => blank(settings?.[k]));
  const contact = [
    ["address", "postal address"],
    ["phone", "phone number"],
    ["contactEmail", "e-mail address"],
  ].filter(([k]) => blank(settings?.[k]));
  return [
    {
      key: "officers",
      label: "GIGW: the Web Information Manager and the nodal officer are named",
      ok: officers.length === 0,
      summary: officers.length ? `${officers.length} of 2 missing` : "both named",
      items: officers.length ? [settingsLink] : [],
    },
    {
      key: "contact",
      label: "GIGW: the centre's contact details are set",
      ok: contact.length === 0,
      summary: contact.length ? `missing: ${contact.map(([, l]) => l).join(", ")}` : "all set",
      items: contact.length ? [settingsLink] : [],
    },
    {
      key: "reviewed",
      label: `GIGW: each standard page reviewed within the last ${REVIEW_DAYS} days`,
      ok: unreviewed.length === 0,
      summary: unreviewed.length
        ? `${plural(unreviewed.length, "page")} to review`
        : "all reviewed",
      items: unreviewed,
    },
  ];
}
