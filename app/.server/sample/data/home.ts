import type { SeedHomeTexts } from "./types";

// The home page's own texts (hero, About, Vision), as the home components used to hard-code
// them in English. {centre}, {institute} and {state} are filled in with the configured names.
export const homeTexts: SeedHomeTexts = {
  heroLead: {
    en: "From a first idea to a company with customers: a workspace, mentors, funding contacts and a community of founders on campus.",
    hi: "पहले आइडिया से लेकर ग्राहकों वाली कंपनी तक: कैंपस में ही वर्कस्पेस, मेंटर, फ़ंडिंग के संपर्क और संस्थापकों का एक समुदाय।",
  },
  aboutTitle: {
    en: "Building a statewide startup ecosystem",
    hi: "पूरे राज्य में स्टार्टअप इकोसिस्टम का निर्माण",
  },
  about: {
    en: "{centre} at {institute} fosters a statewide startup ecosystem. It turns ideas from students, alumni, faculty and early-stage founders into companies, with office space, mentors from industry and academia, and introductions to investors.\n\nIncubated teams get meeting rooms, networking platforms and management support, so that they can spend their time on customers and product.",
    hi: "{institute} का {centre} पूरे राज्य में स्टार्टअप इकोसिस्टम को बढ़ावा देता है। यह छात्रों, पूर्व छात्रों, शिक्षकों और शुरुआती दौर के संस्थापकों के आइडिया को कंपनियों में बदलने में मदद करता है: ऑफ़िस की जगह, उद्योग और शिक्षा जगत के मेंटर, और निवेशकों से परिचय के साथ।\n\nइन्क्यूबेटेड टीमों को मीटिंग रूम, नेटवर्किंग के मंच और प्रबंधन में सहयोग मिलता है, ताकि वे अपना समय ग्राहकों और प्रोडक्ट पर लगा सकें।",
  },
  vision: [
    {
      word: { en: "Nurture", hi: "प्रोत्साहन" },
      text: {
        en: "To nurture entrepreneurship among students, alumni and faculty.",
        hi: "छात्रों, पूर्व छात्रों और शिक्षकों में उद्यमिता को बढ़ावा देना।",
      },
    },
    {
      word: { en: "Connect", hi: "जुड़ाव" },
      text: {
        en: "To create an ecosystem where founders, mentors and investors meet and build together.",
        hi: "ऐसा इकोसिस्टम बनाना, जहाँ संस्थापक, मेंटर और निवेशक मिलें और साथ मिलकर कुछ नया खड़ा करें।",
      },
    },
    {
      word: { en: "Lead", hi: "नेतृत्व" },
      text: {
        en: "To help {state} become an entrepreneurship hub.",
        hi: "{state} को उद्यमिता का बड़ा केंद्र बनाने में मदद करना।",
      },
    },
  ],
};
