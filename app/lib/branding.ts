import type { ImageRef } from "./media";

/** An image of the brand (logo, emblem) with its description in the page's language. */
export type BrandImage = { image: ImageRef; alt: string; altHi: string | null };

/** Names, contact details and links of the centre (Settings); safe to send to the browser. */
export type Branding = {
  centreName: string;
  centreNameHi: string | null;
  centreShortName: string;
  instituteName: string;
  instituteNameHi: string | null;
  instituteUrl: string;
  homeState: string;
  homeStateHi: string | null;
  tinkeringLabUrl: string;
  contactEmail: string;
  address: string;
  addressHi: string | null;
  /** The footer's line about the centre; {institute} and {state} stand for the names. */
  footerAbout: string;
  footerAboutHi: string | null;
  phone: string;
  publicUrl: string;
  /** The centre's default link preview (`/og/default-<key>.jpg`), named on the server. */
  ogImage: string;
  social: { name: string; url: string }[];
  /** The brand (admins' Brand section): the accent, as the stylesheet's custom properties. */
  accent: string;
  /** `:root{--saffron-500:…}` for a chosen accent; absent for the design's own. */
  accentStyle?: string;
  /** The centre's logo, instead of the drawn mark; null: the drawn mark. */
  logo: BrandImage | null;
  /** The institute's emblem, instead of the drawn shield; null: the drawn shield. */
  emblem: BrandImage | null;
  /** The favicon's source image id (its icons are named by it), null: /favicon.svg. */
  faviconId: string | null;
  /** On a Hindi page (brandingIn): the names shown in English, their Hindi not written. */
  fallback?: string[];
};
