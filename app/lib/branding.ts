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
  /** On a Hindi page (brandingIn): the names shown in English, their Hindi not written. */
  fallback?: string[];
};
