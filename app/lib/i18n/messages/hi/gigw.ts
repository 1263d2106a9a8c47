import type { Messages } from "~/lib/i18n/messages/types.ts";

export const gigw: Messages["gigw"] = {
  pages: {
    accessibility: "सुलभता विवरण",
    "screen-reader-access": "स्क्रीन रीडर एक्सेस",
    sitemap: "साइटमैप",
    help: "सहायता",
    terms: "उपयोग की शर्तें",
    "copyright-policy": "कॉपीराइट नीति",
    "hyperlinking-policy": "हाइपरलिंक नीति",
    disclaimer: "डिस्क्लेमर",
    privacy: "गोपनीयता नीति",
    contact: "संपर्क करें",
  },
  footer: {
    title: "इस वेबसाइट के बारे में",
  },
  policy: {
    eyebrow: "इस वेबसाइट के बारे में",
    onThisPage: "इस पेज पर",
  },
  sitemap: {
    description: "इस वेबसाइट के सभी पेज एक जगह: मेन्यू, स्टार्टअप, कार्यक्रम, सूचनाएँ और साइट की नीतियाँ।",
    lead: "इस वेबसाइट के सभी पेज, उसी क्रम में जैसे वे मेन्यू में हैं।",
    mainMenu: "मुख्य मेन्यू",
    morePages: "और पेज",
    aboutSite: "इस वेबसाइट के बारे में",
    homePage: "मुखपृष्ठ",
    startups: "स्टार्टअप के पेज",
    events: "कार्यक्रम और पंजीकरण",
    eventPages: "कार्यक्रमों के पेज",
    notices: "सूचनाएँ",
    idea: "अपना आइडिया भेजें",
    ideaStatus: "आवेदन की स्थिति",
    search: "खोजें",
  },
};
