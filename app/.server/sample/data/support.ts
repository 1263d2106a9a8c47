import type { SeedSupportTab } from "./types";

// "How we support": the spec's four tabs and button labels, in its order.
export const supportTabs: SeedSupportTab[] = [
  {
    kind: "mentorship",
    label: { en: "Mentorship", hi: "मेंटरशिप" },
    headline: {
      en: "Mentors who have walked the road before you",
      hi: "ऐसे मेंटर, जो यह राह पहले तय कर चुके हैं",
    },
    description: {
      en: "Every incubated team is paired with faculty mentors and industry experts who fit its field. Regular one-to-one sessions help you test your idea with real users, shape the product and avoid the mistakes that sink young startups.",
      hi: "हर इन्क्यूबेटेड टीम को उसके क्षेत्र के हिसाब से संस्थान के शिक्षक और उद्योग के विशेषज्ञ मेंटर के रूप में मिलते हैं। नियमित वन-टू-वन सत्रों में आप अपने आइडिया को असली उपयोगकर्ताओं के बीच परखते हैं, प्रोडक्ट को आकार देते हैं और उन गलतियों से बचते हैं, जिनकी वजह से नए स्टार्टअप डूब जाते हैं।",
    },
    buttonLabel: { en: "Explore", hi: "देखें" },
    buttonHref: "/professor",
  },
  {
    kind: "funding",
    label: { en: "Funding", hi: "फ़ंडिंग" },
    headline: { en: "From first grant to first investor", hi: "पहली ग्रांट से पहले निवेशक तक" },
    description: {
      en: "We help founders find the right money at the right stage: government seed grants, pitch competitions and introductions to angel investors and funds. Our clinics on financial models and pitch decks get you ready for every conversation.",
      hi: "हम संस्थापकों को सही समय पर सही पूँजी तक पहुँचने में मदद करते हैं: सरकारी सीड ग्रांट, पिच प्रतियोगिताएँ, और एंजेल निवेशकों व फ़ंड से परिचय। फ़ाइनेंशियल मॉडल और पिच डेक पर हमारे क्लिनिक आपको हर बातचीत के लिए तैयार करते हैं।",
    },
    buttonLabel: { en: "Find tools", hi: "साधन खोजें" },
    buttonHref: "/#incubations",
  },
  {
    kind: "networking",
    label: { en: "Networking", hi: "नेटवर्किंग" },
    headline: {
      en: "A community of founders, mentors and partners",
      hi: "संस्थापकों, मेंटरों और साझेदारों का समुदाय",
    },
    description: {
      en: "Pitch nights, talks and demo days bring founders together with investors, alumni, industry and government partners. Many of our startups found their first customer or co-founder at one of these events.",
      hi: "पिच नाइट, टॉक और डेमो डे पर संस्थापक निवेशकों, पूर्व छात्रों, उद्योग जगत और सरकारी साझेदारों से मिलते हैं। हमारे कई स्टार्टअप को अपना पहला ग्राहक या सह-संस्थापक इन्हीं आयोजनों में मिला।",
    },
    buttonLabel: { en: "Learn", hi: "जानें" },
    buttonHref: "/#events",
  },
  {
    kind: "workspace",
    label: { en: "Workspace", hi: "वर्कस्पेस" },
    headline: {
      en: "A desk, a meeting room and a place to build",
      hi: "डेस्क, मीटिंग रूम और काम करने की अपनी जगह",
    },
    description: {
      en: "Incubated teams get office space in the centre with high-speed internet, meeting rooms, a prototyping lab and management support, so they can spend their time on customers and product instead of logistics.",
      hi: "इन्क्यूबेटेड टीमों को केंद्र में हाई-स्पीड इंटरनेट, मीटिंग रूम, प्रोटोटाइपिंग लैब और प्रबंधन सहयोग के साथ ऑफ़िस की जगह मिलती है, ताकि वे इंतज़ामों में उलझने के बजाय अपना समय ग्राहकों और प्रोडक्ट पर लगा सकें।",
    },
    buttonLabel: { en: "Learn more", hi: "और जानें" },
    buttonHref: "/#idea",
  },
];
