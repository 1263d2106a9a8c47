import type { SeedNotice } from "./types";

// Recent notices; the first two are the old notice board's defaults in our words. The
// applications call is pinned above the rest.
export const notices: SeedNotice[] = [
  {
    title: {
      en: "Tomorrow is a holiday: the centre and the co-working space stay closed for Chhath Puja",
      hi: "कल छठ पूजा की छुट्टी है: केंद्र और को-वर्किंग स्पेस बंद रहेंगे",
    },
    date: "2026-11-13",
  },
  {
    title: {
      en: "Everyone should be present at the cohort review meeting on Friday at 10:00 in Aryabhata Hall",
      hi: "शुक्रवार सुबह 10:00 बजे आर्यभट सभागार में कोहोर्ट समीक्षा बैठक है, सभी उपस्थित रहें",
    },
    date: "2026-11-18",
  },
  {
    title: {
      en: "Applications open for the 2027 spring incubation cohort",
      hi: "इन्क्यूबेशन के 2027 स्प्रिंग बैच के लिए आवेदन शुरू",
    },
    url: "/#idea",
    date: "2026-11-20",
    pinned: true,
  },
  {
    title: {
      en: "Workshop on company registration and GST for student founders, 28 November",
      hi: "छात्र संस्थापकों के लिए कंपनी रजिस्ट्रेशन और जीएसटी पर वर्कशॉप, 28 नवंबर",
    },
    url: "/timeline",
    date: "2026-11-12",
  },
  {
    title: {
      en: "Results of the October idea screening: shortlisted teams will be contacted by e-mail",
      hi: "अक्टूबर की आइडिया स्क्रीनिंग के नतीजे: चुनी गई टीमों से ई-मेल पर संपर्क किया जाएगा",
    },
    date: "2026-10-27",
  },
];
