import type { Messages } from "~/lib/i18n/messages/types.ts";

export const home: Messages["home"] = {
  meta: {
    description:
      "छात्रों, पूर्व छात्रों और शिक्षकों में से स्टार्टअप शुरू करने वालों के लिए ऑफ़िस की जगह, मेंटर, फ़ंडिंग के संपर्क और संस्थापकों का समुदाय: संस्थान का स्टार्टअप इनक्यूबेशन केंद्र। अपना आइडिया भेजें।",
  },
  moreAbout: (name) => ` (${name} के बारे में)`,
  hero: {
    pauseAnimation: "एनिमेशन रोकें",
  },
  notices: {
    none: "अभी कोई सूचना नहीं है।",
  },
  startup: {
    unnamed: "इनक्यूबेटेड स्टार्टअप",
    thisOne: "इस स्टार्टअप",
  },
  flipCards: {
    founder: (name) => `संस्थापक: ${name}`,
  },
  incubations: {
    carousel: "इनक्यूबेटेड स्टार्टअप",
  },
  carousel: {
    carousel: "स्लाइड शो",
    slide: "स्लाइड",
    position: (n, of) => `${of} में से ${n}`,
    previous: "पिछली स्लाइड",
    next: "अगली स्लाइड",
    pause: "रोकें",
    play: "चलाएँ",
  },
  talks: {
    previous: "पिछले वक्ता",
    next: "अगले वक्ता",
    speakers: "वक्ता",
    moreHidden: " (सभी वार्ताएँ)",
  },
  events: {
    visitWebsite: "वेबसाइट देखें",
    websiteHidden: (title) => `: ${title}`,
    moreHidden: " (समयरेखा पर सभी कार्यक्रम)",
  },
  gallery: {
    moreHidden: " (गैलरी की सभी फ़ोटो)",
  },
};
