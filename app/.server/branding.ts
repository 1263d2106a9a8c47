import type { Branding } from "~/lib/branding";
import { getConfig } from "./config.ts";

export function getBranding(): Branding {
  const c = getConfig();
  const social = [
    { name: "LinkedIn", url: c.SOCIAL_LINKEDIN },
    { name: "Instagram", url: c.SOCIAL_INSTAGRAM },
    { name: "X", url: c.SOCIAL_X },
    { name: "YouTube", url: c.SOCIAL_YOUTUBE },
    { name: "Facebook", url: c.SOCIAL_FACEBOOK },
  ].filter((s): s is { name: string; url: string } => Boolean(s.url));
  return {
    centreName: c.CENTRE_NAME,
    centreShortName: c.CENTRE_SHORT_NAME,
    instituteName: c.INSTITUTE_NAME,
    instituteUrl: c.INSTITUTE_URL,
    homeState: c.HOME_STATE,
    tinkeringLabUrl: c.TINKERING_LAB_URL,
    contactEmail: c.CONTACT_EMAIL,
    publicUrl: c.publicUrl,
    social,
  };
}
