import type { Messages } from "~/lib/i18n/messages/types.ts";

export const home: Messages["home"] = {
  meta: {
    description:
      "छात्रों, पूर्व छात्रों और शिक्षकों में से स्टार्टअप शुरू करने वालों के लिए ऑफ़िस की जगह, मेंटर, फ़ंडिंग के संपर्क और संस्थापकों का समुदाय: संस्थान का स्टार्टअप इनक्यूबेशन केंद्र। अपना आइडिया भेजें।",
  },
  viewMore: "और देखें",
  moreAbout: (name) => ` (${name} के बारे में)`,
  hero: {
    // Short on purpose: the line has one fixed height and must not wrap on a phone.
    phrases: ["हम सँवारते हैं।", "हम राह दिखाते हैं।", "हम साथ देते हैं।"],
    pauseAnimation: "एनिमेशन रोकें",
    submitIdea: "अपना आइडिया भेजें",
    ourStartups: "हमारे स्टार्टअप",
  },
  notices: {
    title: "सूचनाएँ",
    none: "अभी कोई सूचना नहीं है।",
    all: "सभी सूचनाएँ",
  },
  desk: {
    eyebrow: "नेतृत्व",
    title: "निदेशक की कलम से",
  },
  about: {
    eyebrow: "हमारे बारे में",
  },
  vision: {
    eyebrow: "हमारी सोच",
    title: "लक्ष्य",
  },
  support: {
    eyebrow: "आपको क्या मिलता है",
    title: "हम कैसे मदद करते हैं",
  },
  startup: {
    unnamed: "इनक्यूबेटेड स्टार्टअप",
    thisOne: "इस स्टार्टअप",
  },
  flipCards: {
    eyebrow: "पोर्टफ़ोलियो",
    title: "हमारे इनक्यूबेटेड स्टार्टअप",
    founder: (name) => `संस्थापक: ${name}`,
    knowMore: "और जानें",
  },
  incubations: {
    eyebrow: "इनक्यूबेशन",
    title: "जहाँ आइडिया कंपनी बनते हैं",
    lead: "केंद्र पूरे राज्य में स्टार्टअप इकोसिस्टम को बढ़ावा देता है। नए उद्यमियों को यहाँ ऑफ़िस की जगह, मीटिंग रूम, नेटवर्किंग के मंच और प्रबंधन में सहयोग मिलता है।",
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
  cards: {
    eyebrow: "किन समस्याओं का हल",
    title: "केंद्र के स्टार्टअप",
    listenMore: "और सुनें",
  },
  talks: {
    eyebrow: "उद्यमियों की बातें",
    title: "उद्यमियों की वार्ताएँ",
    previous: "पिछले वक्ता",
    next: "अगले वक्ता",
    speakers: "वक्ता",
    moreHidden: " (सभी वार्ताएँ)",
  },
  events: {
    eyebrow: "यहाँ क्या होता है",
    title: "कार्यक्रम",
    visitWebsite: "वेबसाइट देखें",
    websiteHidden: (title) => `: ${title}`,
    moreHidden: " (समयरेखा पर सभी कार्यक्रम)",
  },
  faq: {
    eyebrow: "सवाल-जवाब",
    title: "अक्सर पूछे जाने वाले सवाल",
  },
  gallery: {
    eyebrow: "यादगार पल",
    title: "गैलरी",
    moreHidden: " (गैलरी की सभी फ़ोटो)",
  },
};
