// The two one-record sections: the centre's settings (names, contact details, links) and the home
// page's own texts. Both exist from the first start: settings from the environment (CENTRE_NAME,
// CONTACT_EMAIL...), which is only their first value; home texts from the sample's wording.
import type { Config } from "~/.server/config";
import type { Db } from "~/.server/db/database";
import { homeTexts, siteSettings } from "~/.server/db/schema/site";
import {
  homeTexts as sampleHomeTexts,
  settings as sampleSettings,
} from "~/.server/sample/data/index";
import { SOCIAL_NETWORKS } from "~/lib/content/fields";
import { ensureBrand } from "./kinds/brand";
import { ensureEmailTexts } from "./kinds/email-texts";
import { ensureHomeOrder } from "./kinds/home-order";
import { ensureHomeSections } from "./kinds/home-sections";
import { ensureListIntros } from "./kinds/intros";
import { ensureStandardPages } from "./kinds/pages";
import { ensureSiteLinks } from "./kinds/site-links";
import { ensureStageTexts } from "./kinds/stages";
import { ensureTerms } from "./kinds/vocabularies";
import { readSingle } from "./single";
import type { View } from "./visibility";

export type SiteSettings = typeof siteSettings.$inferSelect;
export type HomeTexts = typeof homeTexts.$inferSelect;

export function getSiteSettings(db: Db, view: View = "public"): Promise<SiteSettings> {
  return readSingle(db, siteSettings, view);
}

export function getHomeTexts(db: Db, view: View = "public"): Promise<HomeTexts> {
  return readSingle(db, homeTexts, view);
}

/** The environment's value and the sample's Hindi for it while the fictional default is kept. */
const hindiOf = (value: string, fictional: string, hindi: string) =>
  value === fictional ? hindi : null;

/**
 * Makes the settings, the home texts and the list pages' intros on the first start (any later
 * start keeps them).
 */
export async function ensureSiteRecords(db: Db, config: Config) {
  await ensureListIntros(db);
  await ensureHomeSections(db);
  await ensureSiteLinks(db, config);
  await ensureHomeOrder(db);
  await ensureEmailTexts(db);
  await ensureStageTexts(db);
  await ensureStandardPages(db);
  await ensureBrand(db);
  await ensureTerms(db);
  const [settings] = await db.select({ id: siteSettings.id }).from(siteSettings).limit(1);
  if (!settings) {
    const social = Object.fromEntries(
      SOCIAL_NETWORKS.flatMap((n) => {
        const url =
          config[`SOCIAL_${n.value === "x" ? "X" : n.value.toUpperCase()}` as keyof Config];
        return typeof url === "string" && url ? [[n.value, url]] : [];
      }),
    );
    const sample = sampleSettings;
    await db.insert(siteSettings).values({
      status: "published",
      centreName: config.CENTRE_NAME,
      centreNameHi: hindiOf(config.CENTRE_NAME, "Sankalp Incubation Centre", sample.centreNameHi),
      centreShortName: config.CENTRE_SHORT_NAME,
      instituteName: config.INSTITUTE_NAME,
      instituteNameHi: hindiOf(
        config.INSTITUTE_NAME,
        "Ganga Institute of Technology",
        sample.instituteNameHi,
      ),
      instituteUrl: config.INSTITUTE_URL,
      homeState: config.HOME_STATE,
      homeStateHi: hindiOf(config.HOME_STATE, "Bihar", sample.homeStateHi),
      // The sample centre's address and phone only with the sample centre's names.
      address: config.CENTRE_NAME === "Sankalp Incubation Centre" ? sample.address.en : "",
      addressHi:
        config.CENTRE_NAME === "Sankalp Incubation Centre" ? (sample.address.hi ?? null) : null,
      phone: config.CENTRE_NAME === "Sankalp Incubation Centre" ? sample.phone : "",
      contactEmail: config.CONTACT_EMAIL,
      tinkeringLabUrl: config.TINKERING_LAB_URL,
      social,
    });
  }
  const [texts] = await db.select({ id: homeTexts.id }).from(homeTexts).limit(1);
  if (!texts) {
    const t = sampleHomeTexts;
    await db.insert(homeTexts).values({
      status: "published",
      isSample: true,
      heroLead: t.heroLead.en,
      heroLeadHi: t.heroLead.hi ?? null,
      aboutTitle: t.aboutTitle.en,
      aboutTitleHi: t.aboutTitle.hi ?? null,
      about: t.about.en,
      aboutHi: t.about.hi ?? null,
      vision: t.vision.map((v) => ({
        word: v.word.en,
        wordHi: v.word.hi,
        text: v.text.en,
        textHi: v.text.hi,
      })),
    });
  }
}
