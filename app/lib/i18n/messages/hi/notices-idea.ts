import type { Messages } from "~/lib/i18n/messages/types.ts";

export const noticesIdea: Pick<Messages["notices"], "idea" | "ideaRules" | "wait"> = {
  idea: {
    metaTitle: "अपने आइडिया को इनक्यूबेट कराएँ",
    metaDescription:
      "अपना स्टार्टअप आइडिया इनक्यूबेशन केंद्र को भेजें: संस्थापकों के लिए मेंटरशिप, फ़ंडिंग से जुड़ाव और काम करने की जगह।",
    statusBefore: "आइडिया पहले ही भेज चुके हैं? अपनी संदर्भ संख्या से ",
    statusLink: "उसकी स्थिति देखें",
    statusAfter: "।",
    submit: "भेजें",
    sending: "भेजा जा रहा है…",
    honeypot: "वेबसाइट",
    successTitle: "भेज दिया गया!",
    ok: "ठीक है",
    errorTitle: "त्रुटि!",
    fallbackError: "कुछ गड़बड़ हो गई।",
    referenceBefore: "आपकी संदर्भ संख्या है ",
    referenceAfter: "।",
    followBefore: "इसकी स्थिति आप ",
    followLink: "आइडिया की स्थिति वाले पेज",
    followAfter: " पर देख सकते हैं।",
    tooLarge: (max) => `आपका फ़ॉर्म बहुत बड़ा है। कृपया संदेश ${max} अक्षरों से छोटा रखें।`,
    rejected: "आपका फ़ॉर्म स्वीकार नहीं हो सका। कृपया फिर से कोशिश करें।",
    throttled: (wait) => `आपके नेटवर्क पते से बहुत सारे फ़ॉर्म आए हैं। कृपया ${wait} बाद फिर कोशिश करें।`,
    emailThrottled: (wait) => `इस ई-मेल पते से अभी-अभी कई आइडिया आए हैं। कृपया ${wait} बाद फिर कोशिश करें।`,
  },
  ideaRules: {
    labels: {
      name: "पूरा नाम",
      email: "ई-मेल पता",
      phone: "फ़ोन नंबर",
      subject: "विषय",
      message: "संदेश",
    },
    required: {
      name: "पूरा नाम भरना ज़रूरी है",
      email: "ई-मेल पता भरना ज़रूरी है",
      phone: "फ़ोन नंबर भरना ज़रूरी है",
      subject: "विषय भरना ज़रूरी है",
      message: "संदेश भरना ज़रूरी है",
    },
    email: "सही ई-मेल पता लिखें",
    tooLong: (label, max) => `${label} बहुत लंबा है (ज़्यादा से ज़्यादा ${max} अक्षर)`,
  },
  wait: {
    seconds: (n) => `${n} सेकंड`,
    minutes: (n) => `${n} मिनट`,
  },
};
