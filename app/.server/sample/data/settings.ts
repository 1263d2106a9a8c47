import type { SeedSettings } from "./types";

// The sample centre's Hindi names and contact details. The address is invented and the phone
// number's digits are a placeholder pattern, not a line anyone answers.
export const settings: SeedSettings = {
  centreNameHi: "संकल्प इन्क्यूबेशन केंद्र",
  instituteNameHi: "गंगा प्रौद्योगिकी संस्थान",
  homeStateHi: "बिहार",
  address: {
    en: "Innovation Block, Main Campus, Gyan Marg, Patna 800001, Bihar",
    hi: "इनोवेशन ब्लॉक, मुख्य परिसर, ज्ञान मार्ग, पटना 800001, बिहार",
  },
  phone: "+91 612 000 1234",
};
