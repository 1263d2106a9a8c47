import { getConfig } from "~/.server/config";
import { getBrand } from "~/.server/content/kinds/brand";
import { settings as settingsKind } from "~/.server/content/kinds/site";
import { imageRefs } from "~/.server/content/queries";
import { inLanguage } from "~/.server/content/read";
import { getSiteSettings } from "~/.server/content/site";
import type { View } from "~/.server/content/visibility";
import type { Db } from "~/.server/db/database";
import { accentStyle } from "~/lib/brand/accent";
import type { BrandImage, Branding } from "~/lib/branding";
import { SOCIAL_NETWORKS } from "~/lib/content/fields";
import type { Lang } from "~/lib/i18n/lang";
import { defaultOgPath } from "~/lib/og-image";

/** The centre's names, contact details and links (Settings), as every page's shell shows them. */
export async function getBranding(db: Db, view: View = "public"): Promise<Branding> {
  const [s, b] = await Promise.all([getSiteSettings(db, view), getBrand(db, view)]);
  const publicUrl = getConfig().publicUrl;
  const refs = await imageRefs(db, [b.logoId, b.emblemId, b.faviconId]);
  const image = (prefix: "logo" | "emblem"): BrandImage | null => {
    const ref = refs[String(b[`${prefix}Id`])];
    return ref ? { image: ref, alt: b[`${prefix}Alt`] ?? "", altHi: b[`${prefix}AltHi`] } : null;
  };
  const logo = image("logo");
  return {
    centreName: s.centreName,
    centreNameHi: s.centreNameHi,
    centreShortName: s.centreShortName,
    instituteName: s.instituteName,
    instituteNameHi: s.instituteNameHi,
    instituteUrl: s.instituteUrl,
    homeState: s.homeState,
    homeStateHi: s.homeStateHi,
    tinkeringLabUrl: s.tinkeringLabUrl,
    contactEmail: s.contactEmail,
    address: s.address,
    addressHi: s.addressHi,
    footerAbout: s.footerAbout,
    footerAboutHi: s.footerAboutHi,
    phone: s.phone,
    publicUrl,
    // Hashed here, not in seo(): the hash stays out of every page's JavaScript.
    ogImage: defaultOgPath({
      centreName: s.centreName,
      centreNameHi: s.centreNameHi,
      instituteName: s.instituteName,
      publicUrl,
      accent: b.accent,
      logoId: logo?.image.id,
    }),
    accent: b.accent,
    accentStyle: accentStyle(b.accent),
    logo,
    emblem: image("emblem"),
    faviconId: refs[String(b.faviconId)] ? (b.faviconId as string) : null,
    social: SOCIAL_NETWORKS.flatMap((n) => {
      const url = s.social[n.value];
      return url ? [{ name: n.label, url }] : [];
    }),
  };
}

/**
 * The shell's names in the page's language: on a Hindi page the Hindi names and address where
 * Settings has them. The Hindi fields stay, for pages that show both.
 */
export function brandingIn(branding: Branding, lang: Lang): Branding {
  if (lang !== "hi") return branding;
  const hindi = (image: BrandImage | null) =>
    image && { ...image, alt: image.altHi?.trim() || image.alt };
  return {
    ...branding,
    ...inLanguage(branding, settingsKind, lang),
    logo: hindi(branding.logo),
    emblem: hindi(branding.emblem),
  };
}
