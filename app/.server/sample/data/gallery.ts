import type { SeedGalleryPhoto } from "./types";

// 28 photo slots "event-01.jpg".."event-28.jpg" (the old bucket's names), in display order.
// The English caption is the banner text drawn into the illustrated scene, so it stays short;
// alt describes the picture. Photos of one of the three events name it (its album).
const slots: Omit<SeedGalleryPhoto, "name">[] = [
  {
    scene: "stage",
    caption: { en: "PitchTember 2023", hi: "पिचटेम्बर 2023" },
    alt: {
      en: "A founder pitches on stage under a PitchTember 2023 banner while students watch from the hall",
      hi: "पिचटेम्बर 2023 के बैनर तले मंच पर एक संस्थापक पिच कर रहे हैं और सभागार में बैठे छात्र उन्हें सुन रहे हैं",
    },
    event: "pitchtember-2023",
  },
  {
    scene: "group",
    caption: { en: "Orientation 2023", hi: "ओरिएंटेशन 2023" },
    alt: {
      en: "Students and the student team pose together after the Orientation Session 2023",
      hi: "ओरिएंटेशन सत्र 2023 के बाद छात्र और छात्र टीम एक साथ फ़ोटो खिंचवा रहे हैं",
    },
    event: "orientation-session-2023",
  },
  {
    scene: "workshop",
    caption: { en: "Ideation Workshop", hi: "आइडिया वर्कशॉप" },
    alt: {
      en: "Teams sketch ideas on chart paper around tables during an ideation workshop",
      hi: "आइडिया वर्कशॉप में टीमें मेज़ों के चारों ओर बैठकर चार्ट पेपर पर अपने आइडिया का ख़ाका बना रही हैं",
    },
  },
  {
    scene: "panel",
    caption: { en: "Founders' Panel", hi: "संस्थापकों का पैनल" },
    alt: {
      en: "Four founders sit on a panel with microphones, answering questions from the audience",
      hi: "माइक्रोफ़ोन के साथ पैनल पर बैठे चार संस्थापक दर्शकों के सवालों के जवाब दे रहे हैं",
    },
  },
  {
    scene: "award",
    caption: { en: "Pitch Night Winners", hi: "पिच नाइट के विजेता" },
    alt: {
      en: "The winning team stands with a trophy on stage at the PitchTember pitch night",
      hi: "पिचटेम्बर की पिच नाइट में विजेता टीम ट्रॉफ़ी के साथ मंच पर खड़ी है",
    },
    event: "pitchtember-2023",
  },
  {
    scene: "hackathon",
    caption: { en: "Build Night", hi: "बिल्ड नाइट" },
    alt: {
      en: "Students work late on laptops at long tables during an overnight build night",
      hi: "रात भर चली बिल्ड नाइट में छात्र लंबी मेज़ों पर देर तक लैपटॉप पर काम कर रहे हैं",
    },
  },
  {
    scene: "campus",
    caption: { en: "Incubation Centre", hi: "इन्क्यूबेशन केंद्र" },
    alt: {
      en: "The incubation centre building on the campus, with trees along the path",
      hi: "परिसर में इन्क्यूबेशन केंद्र की इमारत, रास्ते के किनारे पेड़ लगे हैं",
    },
  },
  {
    scene: "expo",
    caption: { en: "Startup Expo", hi: "स्टार्टअप एक्सपो" },
    alt: {
      en: "Visitors walk between stalls of incubated startups at the startup expo",
      hi: "स्टार्टअप एक्सपो में लोग इन्क्यूबेटेड स्टार्टअप के स्टॉलों के बीच घूम रहे हैं",
    },
  },
  {
    scene: "stage",
    caption: { en: "Market Day", hi: "मार्केट डे" },
    alt: {
      en: "A speaker explains stock market basics before the Stock Market Simulation",
      hi: "स्टॉक मार्केट सिमुलेशन से पहले एक वक्ता शेयर बाज़ार की बुनियादी बातें समझा रहे हैं",
    },
    event: "stock-market-simulation",
  },
  {
    scene: "workshop",
    caption: { en: "Business Model Clinic", hi: "बिज़नेस मॉडल क्लिनिक" },
    alt: {
      en: "Mentors review business model canvases with student teams at a clinic",
      hi: "क्लिनिक में मेंटर छात्र टीमों के साथ बैठकर उनके बिज़नेस मॉडल कैनवस की समीक्षा कर रहे हैं",
    },
  },
  {
    scene: "group",
    caption: { en: "Student Team 2023", hi: "छात्र टीम 2023" },
    alt: {
      en: "The student team of the incubation centre lines up for a group photo on the lawn",
      hi: "इन्क्यूबेशन केंद्र की छात्र टीम लॉन में ग्रुप फ़ोटो के लिए कतार में खड़ी है",
    },
  },
  {
    scene: "panel",
    caption: { en: "Investor Connect", hi: "इन्वेस्टर कनेक्ट" },
    alt: {
      en: "Investors speak on a panel at an investor networking evening",
      hi: "निवेशकों के साथ नेटवर्किंग की एक शाम में पैनल पर बैठे निवेशक अपनी बात रख रहे हैं",
    },
  },
  {
    scene: "hackathon",
    caption: { en: "Hack for Bihar", hi: "हैक फ़ॉर बिहार" },
    alt: {
      en: "A hackathon hall full of teams, laptops and a countdown screen",
      hi: "टीमों, लैपटॉप और उलटी गिनती दिखाती स्क्रीन से भरा हैकाथॉन हॉल",
    },
  },
  {
    scene: "expo",
    caption: { en: "Demo Day", hi: "डेमो डे" },
    alt: {
      en: "Founders demonstrate their prototypes to guests at demo day stalls",
      hi: "डेमो डे के स्टॉलों पर संस्थापक मेहमानों को अपने प्रोटोटाइप दिखा रहे हैं",
    },
  },
  {
    scene: "award",
    caption: { en: "Best Social Impact", hi: "सामाजिक प्रभाव पुरस्कार" },
    alt: {
      en: "Award winners stand with a trophy on stage under a Best Social Impact banner",
      hi: "'सामाजिक प्रभाव पुरस्कार' के बैनर तले विजेता ट्रॉफ़ी के साथ मंच पर खड़े हैं",
    },
  },
  {
    scene: "workshop",
    caption: { en: "Co-working Space", hi: "को-वर्किंग स्पेस" },
    alt: {
      en: "Founders work with laptops at shared desks in the co-working space, notes pinned on the wall",
      hi: "को-वर्किंग स्पेस में साझा डेस्क पर संस्थापक लैपटॉप पर काम कर रहे हैं, दीवार पर नोट्स लगे हैं",
    },
  },
  {
    scene: "stage",
    caption: { en: "Orientation 2023", hi: "ओरिएंटेशन 2023" },
    alt: {
      en: "The director addresses new students at the Orientation Session 2023",
      hi: "ओरिएंटेशन सत्र 2023 में निदेशक नए छात्रों को संबोधित कर रहे हैं",
    },
    event: "orientation-session-2023",
  },
  {
    scene: "workshop",
    caption: { en: "Prototype Lab", hi: "प्रोटोटाइप लैब" },
    alt: {
      en: "Student teams work with laptops at tables in the prototyping lab, plans pinned on the wall",
      hi: "प्रोटोटाइपिंग लैब में छात्र टीमें मेज़ों पर लैपटॉप के साथ काम कर रही हैं, दीवार पर योजनाएँ लगी हैं",
    },
  },
  {
    scene: "group",
    caption: { en: "Mentors Meet", hi: "मेंटर मीट" },
    alt: {
      en: "Faculty mentors and founders gather for a photo after the mentors' meet",
      hi: "मेंटर मीट के बाद शिक्षक-मेंटर और संस्थापक एक साथ फ़ोटो के लिए जुटे हैं",
    },
  },
  {
    scene: "panel",
    caption: { en: "Women in Startups", hi: "स्टार्टअप में महिलाएँ" },
    alt: {
      en: "Women founders share their journeys at a panel discussion",
      hi: "एक पैनल चर्चा में महिला संस्थापक अपने सफ़र के अनुभव साझा कर रही हैं",
    },
  },
  {
    scene: "expo",
    caption: { en: "Craft Fair", hi: "शिल्प मेला" },
    alt: {
      en: "Visitors browse handloom and craft stalls at the startups' craft fair",
      hi: "स्टार्टअप के शिल्प मेले में लोग हथकरघा और हस्तशिल्प के स्टॉल देख रहे हैं",
    },
  },
  {
    scene: "hackathon",
    caption: { en: "AI Sprint", hi: "एआई स्प्रिंट" },
    alt: {
      en: "Students train models on laptops during a weekend AI sprint",
      hi: "वीकेंड एआई स्प्रिंट में छात्र लैपटॉप पर मॉडल ट्रेन कर रहे हैं",
    },
  },
  {
    scene: "award",
    caption: { en: "Certificates Day", hi: "प्रमाणपत्र दिवस" },
    alt: {
      en: "Participants of PitchTember stand on stage at the certificates ceremony",
      hi: "प्रमाणपत्र समारोह में पिचटेम्बर के प्रतिभागी मंच पर खड़े हैं",
    },
    event: "pitchtember-2023",
  },
  {
    scene: "campus",
    caption: { en: "Main Campus", hi: "मुख्य परिसर" },
    alt: {
      en: "The main academic building of the campus, with lawns and trees",
      hi: "परिसर का मुख्य शैक्षणिक भवन, चारों ओर लॉन और पेड़",
    },
  },
  {
    scene: "stage",
    caption: { en: "Pitch Practice", hi: "पिच का अभ्यास" },
    alt: {
      en: "A student rehearses a pitch on stage in front of mentors and classmates",
      hi: "मेंटरों और सहपाठियों के सामने एक छात्र मंच पर अपनी पिच का अभ्यास कर रहा है",
    },
  },
  {
    scene: "workshop",
    caption: { en: "Design Sprint", hi: "डिज़ाइन स्प्रिंट" },
    alt: {
      en: "Notes cover the wall as teams map user journeys at tables during a design sprint",
      hi: "डिज़ाइन स्प्रिंट में टीमें मेज़ों पर बैठकर उपयोगकर्ताओं के सफ़र का नक्शा बना रही हैं, पूरी दीवार नोट्स से ढकी है",
    },
  },
  {
    scene: "group",
    caption: { en: "PitchTember Volunteers", hi: "पिचटेम्बर के स्वयंसेवक" },
    alt: {
      en: "Volunteers of PitchTember 2023 gather for a group photo at the end of the month",
      hi: "महीने के अंत में पिचटेम्बर 2023 के स्वयंसेवक ग्रुप फ़ोटो के लिए जुटे हैं",
    },
    event: "pitchtember-2023",
  },
  {
    scene: "panel",
    caption: { en: "Alumni Talk", hi: "पूर्व छात्रों से संवाद" },
    alt: {
      en: "Alumni founders speak to students from a panel in an evening talk session",
      hi: "शाम के एक टॉक सत्र में पूर्व छात्र संस्थापक पैनल पर बैठकर छात्रों से बात कर रहे हैं",
    },
  },
];

export const gallery: SeedGalleryPhoto[] = slots.map((slot, i) => ({
  name: `event-${String(i + 1).padStart(2, "0")}.jpg`,
  ...slot,
}));
