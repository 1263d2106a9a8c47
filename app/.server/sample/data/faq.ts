import type { SeedFaq } from "./types";

// The spec's five FAQ topics, in its order.
export const faqs: SeedFaq[] = [
  {
    question: { en: "What is the incubation centre?", hi: "इन्क्यूबेशन केंद्र क्या है?" },
    answer: {
      en: "The incubation centre is the institute's home for new ventures. It helps people with an idea turn it into a working business by giving them space, mentoring and support through the early years of a startup.",
      hi: "इन्क्यूबेशन केंद्र संस्थान में नए उद्यमों का ठिकाना है। जिनके पास कोई आइडिया है, उन्हें यह जगह, मेंटरिंग और स्टार्टअप के शुरुआती वर्षों में ज़रूरी सहयोग देता है, ताकि वे अपने आइडिया को एक चलते हुए कारोबार में बदल सकें।",
    },
  },
  {
    question: {
      en: "Who can apply for incubation?",
      hi: "इन्क्यूबेशन के लिए कौन आवेदन कर सकता है?",
    },
    answer: {
      en: "Students, alumni and faculty of the institute can apply, and so can early-stage entrepreneurs from outside it who have an innovative idea or a young startup.",
      hi: "संस्थान के छात्र, पूर्व छात्र और शिक्षक आवेदन कर सकते हैं। संस्थान के बाहर के वे शुरुआती उद्यमी भी आवेदन कर सकते हैं, जिनके पास कोई नया आइडिया या हाल में शुरू हुआ स्टार्टअप है।",
    },
  },
  {
    question: {
      en: "What services does the centre offer?",
      hi: "केंद्र कौन-कौन सी सेवाएँ देता है?",
    },
    answer: {
      en: "Incubated startups get office space, mentorship from faculty and industry experts, business support (company registration, legal and accounting guidance, compliance) and networking with investors, partners and other founders.",
      hi: "इन्क्यूबेट किए गए स्टार्टअप को ऑफ़िस की जगह, शिक्षकों और उद्योग विशेषज्ञों से मेंटरशिप, कारोबार से जुड़ा सहयोग (कंपनी रजिस्ट्रेशन, कानूनी और अकाउंटिंग सलाह, ज़रूरी नियमों का पालन) और निवेशकों, साझेदारों व दूसरे संस्थापकों से जुड़ने के मौके मिलते हैं।",
    },
  },
  {
    question: {
      en: "What kind of support will I get as an incubated startup?",
      hi: "इन्क्यूबेटेड स्टार्टअप के तौर पर मुझे किस तरह का सहयोग मिलेगा?",
    },
    answer: {
      en: "You will be paired with mentors who fit your field, get a seat in our co-working space with internet and meeting rooms, and be introduced to investors through pitch days and networking events.",
      hi: "आपको अपने क्षेत्र के अनुभवी मेंटर मिलेंगे, हमारे को-वर्किंग स्पेस में इंटरनेट और मीटिंग रूम के साथ बैठने की जगह मिलेगी, और पिच डे व नेटवर्किंग कार्यक्रमों के ज़रिए निवेशकों से आपका परिचय कराया जाएगा।",
    },
  },
  {
    question: {
      en: "How can I connect with the centre?",
      hi: "केंद्र से संपर्क कैसे करें?",
    },
    answer: {
      en: "Fill in the contact form (Incubate u'r Idea) on this site, or write to us by e-mail. We reply to every message, usually within a week.",
      hi: "इसी वेबसाइट पर संपर्क फ़ॉर्म (Incubate u'r Idea) भरें या हमें ई-मेल लिखें। हम हर संदेश का जवाब देते हैं, आम तौर पर एक हफ़्ते के भीतर।",
    },
  },
];
