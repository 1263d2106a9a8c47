import type { SeedStartup } from "./types.ts";

// Fictional startups (first half of the list; the order is the display order).
export const startupsA: SeedStartup[] = [
  {
    slug: "khetisense",
    name: "KhetiSense",
    founder: "Aditi Kumari",
    sector: "agritech",
    problem:
      "Smallholder farmers irrigate and fertilise by guesswork, wasting water and money on fields that rarely get tested.",
    description:
      "KhetiSense makes a palm-sized soil probe that reads moisture, temperature and nitrogen levels and sends a plain-language advisory by SMS in Hindi every morning. A probe costs less than one bag of fertiliser and is shared by a cluster of five to ten farmers through a village coordinator. Pilots on paddy and wheat plots in Nalanda cut irrigation pumping hours by about a fifth in one season.",
    email: "khetisense@example.in",
    website: "https://example.com/khetisense",
    foundedYear: 2022,
    inFlipCards: true,
    inCarousel: true,
    inCards: true,
  },
  {
    slug: "makhana-marg",
    name: "Makhana Marg",
    founder: "Rohit Ranjan",
    sector: "food",
    lang: "hi",
    problem: "दरभंगा और मधुबनी के मखाना किसान बिचौलियों के कारण अपनी उपज का उचित दाम नहीं पाते।",
    description:
      "मखाना मार्ग किसानों से सीधे मखाना खरीदता है, गाँव में ही उसकी ग्रेडिंग और सफ़ाई करवाता है और अपने ब्रांड के तहत देश भर के ग्राहकों तक पहुँचाता है। हर किसान को तौल के दिन ही डिजिटल भुगतान मिलता है और हर पैकेट पर उस गाँव का नाम छपा होता है जहाँ से मखाना आया। पहले साल में टीम ने चालीस से अधिक किसान परिवारों को जोड़ा है और अब भूनने व पैकिंग की एक छोटी इकाई लगा रही है, जिसमें गाँव की महिलाओं को रोज़गार मिलता है।",
    email: "makhanamarg@example.in",
    foundedYear: 2021,
    inFlipCards: true,
    inCarousel: true,
    inCards: true,
  },
  {
    slug: "mithila-threads",
    name: "Mithila Threads",
    founder: "Priyanka Jha",
    sector: "crafts",
    problem:
      "Madhubani painters sell their work for a fraction of its city price and see their motifs copied without credit.",
    description:
      "Mithila Threads is a marketplace where painters from villages around Madhubani list original works and licensed prints, set their own prices and keep four-fifths of every sale. Each piece carries a signed certificate and a short story of the artist. The team also licenses motifs to apparel brands, with royalties paid straight to the painter's bank account.",
    email: "hello.mithilathreads@example.com",
    website: "https://example.com/mithila-threads",
    foundedYear: 2022,
    inFlipCards: true,
    inCarousel: true,
    inCards: false,
  },
  {
    slug: "jalsaathi",
    name: "JalSaathi",
    founder: "Saurabh Mishra",
    sector: "water",
    problem:
      "Hand pumps in parts of Bhojpur and Buxar draw water with arsenic levels far above the safe limit, and most families have no way to test it.",
    description:
      "JalSaathi trains village youth to test hand-pump water with a colour-strip kit and a phone app that reads the result and maps it. Where arsenic is found, the team installs a community filter unit run by a local self-help group that sells clean water at two rupees a litre. The map of tested pumps is open to the block health office.",
    email: "jalsaathi@example.in",
    foundedYear: 2023,
    inFlipCards: true,
    inCarousel: true,
    inCards: true,
  },
  {
    slug: "paathghar",
    name: "PaathGhar",
    founder: "Nidhi Kumari",
    sector: "edtech",
    problem:
      "Village schools have tablets from donation drives but no internet and no lessons in the languages children speak at home.",
    description:
      "PaathGhar builds offline-first lesson packs for classes one to five in Hindi and Maithili, with stories, number games and short quizzes that sync progress whenever a teacher's phone finds a signal. Teachers get a weekly summary of which child is stuck where. The packs run on the cheapest Android tablets and are updated from a memory card.",
    email: "paathghar@example.in",
    website: "https://example.com/paathghar",
    foundedYear: 2022,
    inFlipCards: true,
    inCarousel: true,
    inCards: true,
  },
  {
    slug: "litchilink",
    name: "LitchiLink",
    founder: "Ankit Raj",
    sector: "logistics",
    problem:
      "Muzaffarpur's litchi browns within two days of picking, so growers sell in a rush at whatever price the first trader offers.",
    description:
      "LitchiLink runs solar-powered cold-storage pods at orchard clusters and books refrigerated space on trucks to Delhi and Kolkata. Growers pre-cool their fruit within hours of picking, which adds four to five days of shelf life and lets them choose when and where to sell. A pod pays for itself in two seasons at current rental rates.",
    email: "litchilink@example.in",
    foundedYear: 2023,
    inFlipCards: true,
    inCarousel: true,
    inCards: false,
  },
  {
    slug: "swasthgram",
    name: "SwasthGram",
    founder: "Shruti Pandey",
    sector: "health",
    lang: "hi",
    problem:
      "गाँवों में डॉक्टर तक पहुँचने के लिए लोगों को घंटों का सफ़र करना पड़ता है और छोटी बीमारियाँ भी अक्सर गंभीर हो जाती हैं।",
    description:
      "स्वस्थग्राम पंचायत भवनों में टेलीमेडिसिन कियोस्क चलाता है, जहाँ प्रशिक्षित स्वास्थ्य सहायक मरीज़ का रक्तचाप, शुगर और ऑक्सीजन स्तर जाँचकर वीडियो कॉल पर पटना के डॉक्टरों से परामर्श करवाते हैं। दवाइयाँ पास की साझेदार दुकानों से मिलती हैं और हर मरीज़ का रिकॉर्ड सुरक्षित रखा जाता है, ताकि अगली बार डॉक्टर पूरा इतिहास देख सकें। अभी यह सेवा नालंदा ज़िले के बारह गाँवों में चल रही है।",
    email: "swasthgram@example.in",
    website: "https://example.com/swasthgram",
    foundedYear: 2021,
    inFlipCards: true,
    inCarousel: true,
    inCards: true,
  },
  {
    slug: "dhandost",
    name: "DhanDost",
    founder: "Vikash Yadav",
    sector: "fintech",
    problem:
      "Women's self-help groups keep their savings and loans in paper registers, so members cannot show a credit history to a bank.",
    description:
      "DhanDost is a voice-first bookkeeping app for self-help groups: the group's book-keeper records each meeting's savings, loans and repayments by speaking in Hindi, and every member gets a monthly statement on her phone. After six months of clean records the app produces a credit report that partner banks accept for a first business loan.",
    email: "dhandost@example.com",
    foundedYear: 2022,
    inFlipCards: false,
    inCarousel: true,
    inCards: true,
  },
  {
    slug: "suryapump",
    name: "SuryaPump",
    founder: "Kumar Gaurav",
    sector: "cleantech",
    problem:
      "Diesel pumps make irrigation the largest cash cost for small farmers, and a solar pump is too expensive for one family to buy.",
    description:
      "SuryaPump installs trolley-mounted solar pumps that move between fields and rents them by the hour, paid through a prepaid card or UPI. An operator from the village runs the booking calendar on a simple app. Farmers pay roughly half of what diesel used to cost them, and each pump replaces about four thousand litres of diesel a year.",
    email: "suryapump@example.in",
    website: "https://example.com/suryapump",
    foundedYear: 2021,
    inFlipCards: true,
    inCarousel: true,
    inCards: true,
  },
  {
    slug: "bhashabot",
    name: "BhashaBot",
    founder: "Sneha Bharti",
    sector: "ai",
    problem:
      "Most voice assistants do not understand Maithili, Bhojpuri or Magahi, so millions of people cannot use them to fill forms or find information.",
    description:
      "BhashaBot builds speech recognition and a conversational assistant for the languages of Bihar, trained on recordings contributed and paid for in villages across the state. Its first product helps people apply for pensions and ration cards over a phone call, reading back every answer before submitting. The team publishes its evaluation sets openly.",
    email: "bhashabot@example.com",
    website: "https://example.com/bhashabot",
    foundedYear: 2024,
    inFlipCards: true,
    inCarousel: true,
    inCards: true,
  },
  {
    slug: "tussar-tales",
    name: "Tussar Tales",
    sector: "crafts",
    lang: "hi",
    problem:
      "भागलपुर के तसर रेशम बुनकरों की मेहनत का बड़ा हिस्सा व्यापारियों के पास चला जाता है और नई पीढ़ी यह काम छोड़ रही है।",
    description:
      "तसर टेल्स बुनकर परिवारों के साथ मिलकर साड़ियाँ, दुपट्टे और स्टोल डिज़ाइन करता है और उन्हें ऑनलाइन सीधे ग्राहकों को बेचता है। हर उत्पाद के साथ उसे बुनने वाले कारीगर का नाम और उसकी कहानी दी जाती है। मुनाफ़े का तय हिस्सा बुनकरों को जाता है, और युवा बुनकरों को नए डिज़ाइन व प्राकृतिक रंगों का प्रशिक्षण भी दिया जाता है।",
    email: "tussartales@example.in",
    foundedYear: 2020,
    inFlipCards: true,
    inCarousel: true,
    inCards: false,
  },
  {
    slug: "gaadigo",
    name: "GaadiGo",
    founder: "Rahul Anand",
    sector: "logistics",
    problem:
      "Parcels for Patna's narrow lanes go out on motorbikes that carry little, pollute a lot and leave drivers with thin earnings.",
    description:
      "GaadiGo operates a fleet of electric cargo rickshaws for last-mile delivery, leased to drivers on a daily plan that includes charging, insurance and maintenance. A routing app batches parcels by lane and time slot. Drivers earn more per day than on motorbikes, and shippers get a delivery cost that stays steady when fuel prices rise.",
    email: "gaadigo@example.in",
    website: "https://example.com/gaadigo",
    foundedYear: 2023,
    inFlipCards: false,
    inCarousel: true,
    inCards: true,
  },
  {
    slug: "neernet",
    name: "NeerNet",
    founder: "Manish Kumar",
    sector: "water",
    problem:
      "Families along the Kosi often learn that the river is rising only when the water reaches their doorstep.",
    description:
      "NeerNet places low-cost river-level sensors on bridges and embankments and turns their readings into village-level flood alerts, delivered as recorded voice calls in the local language. Panchayat volunteers confirm each alert on the ground. During the last monsoon the network gave villages in its pilot area an average of nine hours' warning.",
    email: "neernet@example.in",
    foundedYear: 2022,
    inFlipCards: true,
    inCarousel: true,
    inCards: true,
  },
  {
    slug: "pashumitra",
    name: "PashuMitra",
    founder: "Pooja Singh",
    sector: "agritech",
    lang: "hi",
    problem:
      "पशुपालकों को बीमार मवेशियों के इलाज के लिए समय पर पशु-चिकित्सक नहीं मिलते, जिससे दूध उत्पादन और आमदनी दोनों घटते हैं।",
    description:
      "पशुमित्र एक मोबाइल ऐप और हेल्पलाइन है, जिस पर पशुपालक फ़ोटो और आवाज़ संदेश भेजकर पशु-चिकित्सक से सलाह ले सकते हैं। ऐप हर पशु के टीकाकरण, गर्भधारण और इलाज का रिकॉर्ड रखता है और समय पर याद दिलाता है। ज़रूरत पड़ने पर गाँव की प्रशिक्षित 'पशु सखी' घर जाकर प्राथमिक उपचार भी करती हैं।",
    email: "pashumitra@example.in",
    foundedYear: 2023,
    inFlipCards: true,
    inCarousel: true,
    inCards: true,
  },
  {
    slug: "chulhaclean",
    name: "ChulhaClean",
    sector: "cleantech",
    problem:
      "Smoke from open wood and dung-cake stoves fills rural kitchens every day and harms the lungs of the women and children who spend the most time there.",
    description:
      "ChulhaClean designs a two-pot biomass cookstove with a chimney and a small fan powered by the stove's own heat. It burns the same fuel with far less smoke and about a third less wood. The stoves are built by trained local masons, so repairs never wait for a city technician.",
    foundedYear: 2021,
    inFlipCards: true,
    inCarousel: true,
    inCards: false,
  },
];
