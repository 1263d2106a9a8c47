/** Names and links of the centre, from configuration; safe to send to the browser. */
export type Branding = {
  centreName: string;
  centreShortName: string;
  instituteName: string;
  instituteUrl: string;
  homeState: string;
  tinkeringLabUrl: string;
  contactEmail: string;
  publicUrl: string;
  social: { name: string; url: string }[];
};
