import type { SeedTalk, SeedTestimonial, Text } from "./types";

// Fictional speakers of the home page's talks slider, with the talk each gave.
export const talks: SeedTalk[] = [
  {
    name: { en: "Meera Sinha", hi: "मीरा सिन्हा" },
    role: { en: "Co-founder and CEO", hi: "सह-संस्थापक और सीईओ" },
    company: { en: "Annapurna Agro Ventures", hi: "अन्नपूर्णा एग्रो वेंचर्स" },
    bio: {
      en: "Meera left a consulting career to build a farm-to-retail supply chain for vegetables from Vaishali. She talked about finding the first hundred farmers, pricing honestly and why trust travels faster than marketing in a village.",
      hi: "मीरा ने कंसल्टिंग का करियर छोड़कर वैशाली की सब्ज़ियों को खेत से सीधे दुकानों तक पहुँचाने वाली सप्लाई चेन खड़ी की। उन्होंने बताया कि पहले सौ किसानों को कैसे जोड़ा, ईमानदारी से दाम कैसे तय किए, और गाँव में भरोसा मार्केटिंग से कहीं तेज़ क्यों फैलता है।",
    },
    title: {
      en: "Trust before marketing: building a supply chain with farmers",
      hi: "मार्केटिंग से पहले भरोसा: किसानों के साथ सप्लाई चेन बनाना",
    },
    date: "2024-08-17",
    videoUrl: "https://example.com/talks/meera-sinha",
  },
  {
    name: { en: "Arjun Mehta", hi: "अर्जुन मेहता" },
    role: { en: "Partner", hi: "पार्टनर" },
    company: { en: "Eastern Seed Fund", hi: "ईस्टर्न सीड फ़ंड" },
    bio: {
      en: "Arjun has invested in more than forty early-stage startups across eastern India. His talk covered what investors look for in a first pitch, how to size a market without inventing numbers, and the mistakes that end a conversation early.",
      hi: "अर्जुन पूर्वी भारत के चालीस से ज़्यादा शुरुआती स्टार्टअप में निवेश कर चुके हैं। अपनी टॉक में उन्होंने बताया कि पहली पिच में निवेशक क्या देखते हैं, मनगढ़ंत आँकड़ों के बिना बाज़ार का आकार कैसे आँका जाए, और कौन-सी गलतियाँ बातचीत को शुरू में ही ख़त्म कर देती हैं।",
    },
    title: {
      en: "What investors look for in a first pitch",
      hi: "पहली पिच में निवेशक क्या देखते हैं",
    },
    date: "2025-01-23",
    videoUrl: "https://example.com/talks/arjun-mehta",
  },
  {
    name: { en: "Farhan Qureshi", hi: "फ़रहान क़ुरैशी" },
    role: { en: "Founder", hi: "संस्थापक" },
    company: { en: "Kosi Robotics", hi: "कोसी रोबोटिक्स" },
    bio: {
      en: "An alumnus of the institute, Farhan builds low-cost automation for small factories. He spoke about turning a final-year project into a company, hiring the first five engineers and surviving the year when nothing sold.",
      hi: "संस्थान के पूर्व छात्र फ़रहान छोटी फ़ैक्टरियों के लिए कम लागत वाला ऑटोमेशन बनाते हैं। उन्होंने बताया कि आख़िरी साल का प्रोजेक्ट कैसे एक कंपनी बना, पहले पाँच इंजीनियर कैसे जोड़े, और वह साल कैसे निकाला जब कुछ भी नहीं बिका।",
    },
    title: {
      en: "From final-year project to company",
      hi: "फ़ाइनल ईयर प्रोजेक्ट से कंपनी तक",
    },
    date: "2025-09-12",
  },
  {
    name: { en: "Kavya Raghavan", hi: "काव्या राघवन" },
    role: { en: "Head of Product", hi: "हेड ऑफ़ प्रोडक्ट" },
    company: { en: "Lekha Health", hi: "लेखा हेल्थ" },
    bio: {
      en: "Kavya has designed health software used by community health workers in six states. Her talk showed how field visits shape a product, why offline-first matters, and how to test with real users before writing code.",
      hi: "काव्या ने ऐसा हेल्थ सॉफ़्टवेयर डिज़ाइन किया है, जिसे छह राज्यों के सामुदायिक स्वास्थ्य कार्यकर्ता इस्तेमाल करते हैं। अपनी टॉक में उन्होंने दिखाया कि फ़ील्ड विज़िट से प्रोडक्ट कैसे आकार लेता है, बिना इंटरनेट के चलना क्यों ज़रूरी है, और कोड लिखने से पहले असली उपयोगकर्ताओं के साथ परखना कैसे होता है।",
    },
    title: {
      en: "Designing in the field: products for health workers",
      hi: "फ़ील्ड में डिज़ाइन: स्वास्थ्य कार्यकर्ताओं के लिए प्रोडक्ट",
    },
    date: "2026-03-06",
    videoUrl: "https://example.com/talks/kavya-raghavan",
  },
];

const COFOUNDER: Text = { en: "Co-founder", hi: "सह-संस्थापक" };

// Fictional alumni for the /talksmore page ("Entrepreneur's Talks"); the companies are the
// sample startups, named as in startups-a.ts and startups-b.ts.
export const testimonials: SeedTestimonial[] = [
  {
    name: { en: "Rakesh Kumar", hi: "राकेश कुमार" },
    role: COFOUNDER,
    company: { en: "SuryaPump", hi: "सूर्यपंप" },
    quote: {
      en: "The mentors asked the uncomfortable questions early: who pays, how much, and why us. Answering them saved us a year of building the wrong thing.",
      hi: "मेंटरों ने शुरू में ही असहज सवाल पूछे: पैसा कौन देगा, कितना देगा, और हम ही क्यों। इनके जवाब ढूँढ़ने से हम गलत चीज़ बनाने में एक साल गँवाने से बच गए।",
    },
  },
  {
    name: { en: "Ananya Mishra", hi: "अनन्या मिश्रा" },
    role: COFOUNDER,
    company: { en: "PaathGhar", hi: "पाठघर" },
    quote: {
      en: "We started with two laptops on a borrowed table. The centre gave us a desk, a mentor who had run an edtech company, and our first school pilot.",
      hi: "हमने उधार की एक मेज़ पर दो लैपटॉप से शुरुआत की थी। केंद्र ने हमें डेस्क दी, एक ऐसे मेंटर दिए जो ख़ुद एक एडटेक कंपनी चला चुके थे, और हमारे पहले स्कूल पायलट का मौका भी।",
    },
  },
  {
    name: { en: "Imran Ali", hi: "इमरान अली" },
    role: { en: "CTO", hi: "सीटीओ" },
    company: { en: "NeerNet", hi: "नीरनेट" },
    quote: {
      en: "The investor networking evenings taught me to explain our sensors in one sentence. That sentence got us our first grant.",
      hi: "निवेशकों के साथ नेटवर्किंग की शामों ने मुझे अपने सेंसर को एक वाक्य में समझाना सिखाया। उसी एक वाक्य ने हमें पहली ग्रांट दिलाई।",
    },
  },
  {
    name: { en: "Shalini Verma", hi: "शालिनी वर्मा" },
    role: COFOUNDER,
    company: { en: "Mithila Threads", hi: "मिथिला थ्रेड्स" },
    quote: {
      en: "I came to PitchTember with a sketch of an idea and left with a team of three. The feedback from the jury shaped our whole business model.",
      hi: "मैं पिचटेम्बर में बस एक आइडिया का ख़ाका लेकर आई थी और तीन लोगों की टीम के साथ लौटी। जूरी की राय ने ही हमारे पूरे बिज़नेस मॉडल को आकार दिया।",
    },
  },
  {
    name: { en: "Nitin Chaudhary", hi: "नितिन चौधरी" },
    role: COFOUNDER,
    company: { en: "GaadiGo", hi: "गाड़ीगो" },
    quote: {
      en: "Help with company registration, accounts and compliance meant we could spend our time on drivers and customers instead of paperwork.",
      hi: "कंपनी रजिस्ट्रेशन, हिसाब-किताब और क़ानूनी औपचारिकताओं में मदद मिलने से हम अपना समय काग़ज़ी काम के बजाय ड्राइवरों और ग्राहकों पर लगा पाए।",
    },
  },
  {
    name: { en: "Pallavi Kumari", hi: "पल्लवी कुमारी" },
    role: COFOUNDER,
    company: { en: "MaaSeva", hi: "माँसेवा" },
    quote: {
      en: "My mentor connected me with doctors who tested our app in the field. Without that first hospital partner we would never have been taken seriously.",
      hi: "मेरे मेंटर ने मुझे उन डॉक्टरों से मिलवाया जिन्होंने फ़ील्ड में हमारा ऐप परखा। अगर वह पहला अस्पताल हमारे साथ न जुड़ता, तो हमें कोई गंभीरता से नहीं लेता।",
    },
  },
  {
    name: { en: "Sameer Khan", hi: "समीर ख़ान" },
    role: { en: "Product Lead", hi: "प्रोडक्ट लीड" },
    company: { en: "BhashaBot", hi: "भाषाबॉट" },
    quote: {
      en: "The co-working space is where our best ideas happened: late evenings, whiteboards and another team next door who had solved the same problem.",
      hi: "हमारे सबसे अच्छे आइडिया को-वर्किंग स्पेस में ही आए: देर शाम तक काम, व्हाइटबोर्ड, और बगल में बैठी एक और टीम, जो वही समस्या पहले सुलझा चुकी थी।",
    },
  },
  {
    name: { en: "Divya Bharti", hi: "दिव्या भारती" },
    role: COFOUNDER,
    company: { en: "ReCycle Patna", hi: "रीसाइकल पटना" },
    quote: {
      en: "The centre believed in a waste startup when most people laughed. The mentoring on unit economics is why we are profitable today.",
      hi: "जब ज़्यादातर लोग कचरे के स्टार्टअप पर हँसते थे, तब केंद्र ने हम पर भरोसा किया। यूनिट इकोनॉमिक्स पर मिली मेंटरिंग की बदौलत ही आज हम मुनाफ़े में हैं।",
    },
  },
  {
    name: { en: "Gaurav Tiwari", hi: "गौरव तिवारी" },
    role: COFOUNDER,
    company: { en: "Pravah Freight", hi: "प्रवाह फ़्रेट" },
    quote: {
      en: "From our first pitch to our seed round, the incubation team was one phone call away. Every founder should have that kind of support.",
      hi: "पहली पिच से लेकर सीड राउंड तक, इन्क्यूबेशन टीम बस एक फ़ोन कॉल की दूरी पर रही। हर संस्थापक को ऐसा साथ मिलना चाहिए।",
    },
  },
];
