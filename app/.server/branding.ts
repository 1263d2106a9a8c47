import { getConfig } from "~/.server/config";
import { getSiteSettings } from "~/.server/content/site";
import type { View } from "~/.server/content/visibility";
import type { Db } from "~/.server/db/database";
import type { Branding } from "~/lib/branding";
import { SOCIAL_NETWORKS } from "~/lib/content/fields";

/** The centre's names, contact details and links (Settings), as every page's shell shows them. */
export async function getBranding(db: Db, view: View = "public"): Promise<Branding> {
  const s = await getSiteSettings(db, view);
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
    phone: s.phone,
    publicUrl: getConfig().publicUrl,
    social: SOCIAL_NETWORKS.flatMap((n) => {
      const url = s.social[n.value];
      return url ? [{ name: n.label, url }] : [];
    }),
  };
}
