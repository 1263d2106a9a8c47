import type { SeedEvent, Text } from "./types";

// The spec's three events; their dates, venues, link and figures are as the spec gives them.
const HALL: Text = { en: "Aryabhata Hall, Main Campus", hi: "आर्यभट सभागार, मुख्य परिसर" };

export const events: SeedEvent[] = [
  {
    slug: "orientation-session-2023",
    title: { en: "Orientation Session 2023", hi: "ओरिएंटेशन सत्र 2023" },
    startDate: "2023-09-21",
    venue: HALL,
    summary: {
      en: "The new academic year opened with an orientation on what the incubation centre offers and how a student idea becomes a startup.",
      hi: "नए शैक्षणिक सत्र की शुरुआत एक ओरिएंटेशन से हुई, जिसमें बताया गया कि इन्क्यूबेशन केंद्र क्या-क्या देता है और किसी छात्र का आइडिया स्टार्टअप कैसे बनता है।",
    },
    description: {
      en: "First-year and senior students filled the hall for an evening introduction to the centre: its mentors, its workspace and the path from a rough idea to an incubated company. Founders of two incubated startups spoke about their first year, the student team explained how to submit an idea, and the evening closed with an open question round with the professor in charge.",
      hi: "शाम के इस परिचय सत्र में पहले साल के और सीनियर छात्रों से सभागार भरा रहा। उन्हें केंद्र के मेंटरों, वर्कस्पेस और एक कच्चे आइडिया से इन्क्यूबेटेड कंपनी तक के सफ़र के बारे में बताया गया। दो इन्क्यूबेटेड स्टार्टअप के संस्थापकों ने अपने पहले साल के अनुभव साझा किए, छात्र टीम ने आइडिया जमा करने का तरीका समझाया, और शाम का समापन प्रोफ़ेसर इन-चार्ज के साथ खुले सवाल-जवाब से हुआ।",
    },
    stats: [],
    link: "/timeline",
    banner: "Orientation",
  },
  {
    slug: "pitchtember-2023",
    title: { en: "PitchTember 2023", hi: "पिचटेम्बर 2023" },
    startDate: "2023-11-24",
    endDate: "2023-12-18",
    venue: HALL,
    summary: {
      en: "A month of pitching events, workshops and mentoring rounds that drew over a thousand students and more than sixty-seven ideas.",
      hi: "पिचिंग, वर्कशॉप और मेंटरिंग से भरा एक महीना, जिसमें 1000 से ज़्यादा छात्रों ने हिस्सा लिया और 67 से अधिक आइडिया सामने आए।",
    },
    description: {
      en: "PitchTember was a multi-event pitch month: ideation workshops, a business-model clinic, mock pitches with mentor feedback and a final pitch night before a jury of founders, faculty and investors. Over a thousand students took part across the events, and more than sixty-seven ideas were pitched; the strongest teams were invited to the centre's pre-incubation programme.",
      hi: "पिचटेम्बर कई आयोजनों वाला पिचिंग का महीना था: आइडिया पर वर्कशॉप, बिज़नेस मॉडल क्लिनिक, मेंटरों की राय के साथ मॉक पिच, और आख़िर में संस्थापकों, शिक्षकों और निवेशकों की जूरी के सामने पिच नाइट। सभी आयोजनों को मिलाकर 1000 से ज़्यादा छात्रों ने भाग लिया और 67 से अधिक आइडिया पिच किए गए; सबसे दमदार टीमों को केंद्र के प्री-इन्क्यूबेशन प्रोग्राम में शामिल होने का न्योता मिला।",
    },
    stats: [
      { value: "1000+", label: { en: "students took part", hi: "छात्रों ने भाग लिया" } },
      { value: "67+", label: { en: "ideas pitched", hi: "आइडिया पिच हुए" } },
    ],
    link: "https://example.com/pitchtember",
    banner: "Pitch Night",
  },
  {
    slug: "stock-market-simulation",
    title: { en: "Stock Market Simulation", hi: "स्टॉक मार्केट सिमुलेशन" },
    startDate: "2024-02-09",
    venue: { en: "Online", hi: "ऑनलाइन" },
    online: true,
    summary: {
      en: "An online trading game in which about three hundred participants each managed ten lakh rupees of virtual money.",
      hi: "एक ऑनलाइन ट्रेडिंग गेम, जिसमें लगभग 300 प्रतिभागियों ने 10-10 लाख रुपये की वर्चुअल रकम से ट्रेडिंग की।",
    },
    description: {
      en: "Participants traded on a simulated exchange that replayed real market movements, each starting with ten lakh rupees of virtual money. Between rounds, short sessions explained diversification, risk and how markets price news. The top portfolios were announced at the end of the day, with a discussion of the strategies that worked and the ones that did not.",
      hi: "प्रतिभागियों ने एक सिमुलेटेड एक्सचेंज पर ट्रेडिंग की, जिसमें बाज़ार के असली उतार-चढ़ाव दोहराए गए; हर प्रतिभागी ने 10 लाख रुपये की वर्चुअल रकम से शुरुआत की। राउंड के बीच छोटे सत्रों में पोर्टफ़ोलियो में विविधता, जोखिम और ख़बरों का शेयरों के दाम पर असर समझाया गया। दिन के अंत में सबसे अच्छे पोर्टफ़ोलियो घोषित किए गए, और इस पर चर्चा हुई कि कौन-सी रणनीतियाँ कारगर रहीं और कौन-सी नहीं।",
    },
    stats: [
      { value: "300", label: { en: "participants", hi: "प्रतिभागी" } },
      { value: "₹10 lakh", label: { en: "virtual money each", hi: "हर प्रतिभागी को वर्चुअल रकम" } },
    ],
    link: "/timeline",
    banner: "Market Day",
  },
];
