import type { Messages } from "~/lib/i18n/messages/types.ts";

export const people: Omit<Messages["people"], "gallery" | "lightbox"> = {
  /** The page hero's trail of links (every inner page). */
  breadcrumb: "आप यहाँ हैं",
  team: "टीम",
  faculty: {
    heading: "फ़ैकल्टी मेंटर",
    sectionLead: "हमारे मेंटर आइडिया परखते हैं, अपनी लैब के दरवाज़े खोलते हैं और स्टार्टअप को इंडस्ट्री से जोड़ते हैं।",
    empty: "मेंटर की जानकारी जल्द ही यहाँ दिखेगी।",
  },
  students: {
    empty: "छात्र टीम से जल्द ही यहाँ परिचय कराया जाएगा।",
  },
  person: {
    portrait: (name) => `${name} की तस्वीर`,
    email: "ई-मेल",
    emailWho: (name) => ` ${name} को`,
    linkedin: "LinkedIn",
    linkedinWho: (name) => ` पर ${name} की प्रोफ़ाइल`,
  },
  timeline: {
    events: "कार्यक्रम",
    upcoming: "आने वाले कार्यक्रम और पंजीकरण",
    empty: "हमारे कार्यक्रम जल्द ही यहाँ दिखेंगे।",
    website: "कार्यक्रम की वेबसाइट",
  },
  talks: {
    testimonials: "अनुभव",
    empty: "वार्ताएँ जल्द ही यहाँ साझा की जाएँगी।",
  },
};
