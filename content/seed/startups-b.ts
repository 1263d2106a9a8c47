import type { SeedStartup } from "./types.ts";

// Fictional startups (second half of the list; the order is the display order).
export const startupsB: SeedStartup[] = [
  {
    slug: "kaushalpath",
    name: "KaushalPath",
    founder: "Amit Prakash",
    sector: "edtech",
    problem:
      "ITI graduates finish their courses with certificates but little shop-floor practice, and employers hesitate to hire them.",
    description:
      "KaushalPath pairs short, video-based refresher modules on electrical, welding and mobile-repair trades with paid apprenticeships at partner workshops. Trainees log their tasks in an app that a supervisor signs off, building a portfolio employers can check. Nearly two-thirds of its first batch got a job offer within three months.",
    email: "kaushalpath@example.com",
    foundedYear: 2022,
    inFlipCards: false,
    inCarousel: true,
    inCards: true,
  },
  {
    slug: "matsyafarm",
    name: "MatsyaFarm",
    founder: "Deepak Sahni",
    sector: "agritech",
    problem:
      "Fish farmers in Darbhanga's ponds lose whole harvests overnight when dissolved oxygen drops and nobody notices.",
    description:
      "MatsyaFarm floats a solar buoy that measures oxygen, pH and temperature and rings the farmer's phone when the water turns risky, so aerators can be switched on in time. The app also suggests feed quantities from the readings. Farmers in the pilot cut feed costs and reported no oxygen-related losses through the summer.",
    email: "matsyafarm@example.in",
    website: "https://example.com/matsyafarm",
    foundedYear: 2023,
    inFlipCards: true,
    inCarousel: true,
    inCards: true,
  },
  {
    slug: "netrascan-ai",
    name: "NetraScan AI",
    founder: "Ayesha Parveen",
    sector: "ai",
    problem:
      "Diabetic retinopathy causes blindness that early screening could prevent, but eye specialists are rare outside district towns.",
    description:
      "NetraScan AI turns a smartphone with a clip-on lens into a retinal camera and grades the images with a model trained and validated with ophthalmologists from a partner hospital. Health workers screen patients at primary health centres; referable cases are booked with a specialist the same day. Every image the model flags is reviewed by a doctor.",
    email: "netrascan@example.com",
    website: "https://example.com/netrascan",
    foundedYear: 2024,
    inFlipCards: true,
    inCarousel: true,
    inCards: true,
  },
  {
    slug: "kisan-khata",
    name: "Kisan Khata",
    founder: "Ravi Shankar",
    sector: "fintech",
    lang: "hi",
    problem:
      "गाँव की खाद-बीज दुकानों का उधार का हिसाब कॉपियों में रहता है, जिससे विवाद होते हैं और किसानों को बैंक से कर्ज़ नहीं मिल पाता।",
    description:
      "किसान खाता दुकानदारों के लिए एक सरल डिजिटल बही है जो बिना इंटरनेट के भी चलती है। हर लेन-देन पर किसान को एसएमएस से पुष्टि मिलती है, और समय पर चुकाए गए उधार का रिकॉर्ड धीरे-धीरे किसान का क्रेडिट इतिहास बन जाता है। इसी के आधार पर साझेदार बैंक और सहकारी समितियाँ कम ब्याज पर ऋण दे सकती हैं।",
    email: "kisankhata@example.in",
    foundedYear: 2023,
    inFlipCards: false,
    inCarousel: true,
    inCards: true,
  },
  {
    slug: "recycle-patna",
    name: "ReCycle Patna",
    founder: "Neha Sinha",
    sector: "cleantech",
    problem:
      "Most of the city's plastic waste ends up in drains and open dumps because segregated collection does not pay for itself.",
    description:
      "ReCycle Patna collects segregated dry waste from housing societies and shops on a fixed weekly route, pays waste-pickers a fair daily wage and presses low-value plastic into paving tiles sold to builders and municipal projects. Each society gets a monthly report of how much of its waste was recovered.",
    email: "recyclepatna@example.in",
    website: "https://example.com/recycle-patna",
    foundedYear: 2021,
    inFlipCards: true,
    inCarousel: true,
    inCards: true,
  },
  {
    slug: "bamboocraft-collective",
    name: "BambooCraft Collective",
    sector: "crafts",
    problem:
      "Bamboo artisans of West Champaran make fine products but sell them only at local haats for very little.",
    description:
      "BambooCraft Collective helps artisan families design lamps, organisers and furniture for urban buyers, treats the bamboo against borers so products last, and handles orders from hotels and online stores. Artisans are paid per piece within a week of delivery and own shares in the collective.",
    email: "bamboocraft@example.in",
    foundedYear: 2022,
    inFlipCards: false,
    inCarousel: true,
    inCards: true,
  },
  {
    slug: "sattu-station",
    name: "Sattu Station",
    founder: "Abhishek Kumar",
    sector: "food",
    problem:
      "Sattu is a cheap, protein-rich summer drink, yet busy city workers mostly reach for sugary bottled drinks instead.",
    description:
      "Sattu Station sells ready-to-drink sattu in masala, lemon and jaggery flavours from carts near offices and colleges, and in bottles through grocery stores. Its roasted gram comes from farmer groups in Bhojpur. Cart owners run as micro-franchises and buy stock daily, so spoilage stays low.",
    email: "sattustation@example.com",
    website: "https://example.com/sattu-station",
    foundedYear: 2022,
    inFlipCards: true,
    inCarousel: true,
    inCards: false,
  },
  {
    slug: "pravah-freight",
    name: "Pravah Freight",
    founder: "Kunal Verma",
    sector: "logistics",
    problem:
      "Small truck owners drive back empty on almost half their trips because they cannot find return loads in time.",
    description:
      "Pravah Freight is a load-matching app for owners of one to five trucks on the highway corridors of eastern India. It offers return loads with the price agreed up front, advances part of the fare on pickup and settles the rest within two days of delivery. Shippers see verified trucks and live trip status.",
    foundedYear: 2021,
    inFlipCards: false,
    inCarousel: true,
    inCards: true,
  },
  {
    slug: "gyaan-lab",
    name: "Gyaan Lab",
    founder: "Sonali Kumari",
    sector: "edtech",
    lang: "hi",
    problem:
      "ज़्यादातर सरकारी स्कूलों में विज्ञान प्रयोगशाला नहीं है, इसलिए बच्चे प्रयोगों के बारे में सिर्फ़ किताबों में पढ़ते हैं।",
    description:
      "ज्ञान लैब कक्षा छह से दस के लिए कम लागत वाली 'लैब इन अ बॉक्स' किट बनाता है, जिनमें पाठ्यक्रम के सौ से अधिक प्रयोगों का सामान और हिंदी में सचित्र निर्देश होते हैं। शिक्षकों के लिए छोटे वीडियो और प्रशिक्षण सत्र भी दिए जाते हैं। अब तक गया और जहानाबाद ज़िलों के साठ से अधिक स्कूलों में ये किट पहुँच चुकी हैं।",
    email: "gyaanlab@example.in",
    foundedYear: 2023,
    inFlipCards: true,
    inCarousel: true,
    inCards: true,
  },
  {
    slug: "maaseva",
    name: "MaaSeva",
    founder: "Ritika Choudhary",
    sector: "health",
    problem:
      "Pregnant women in remote villages miss antenatal check-ups, and warning signs are often caught too late.",
    description:
      "MaaSeva gives community health workers a simple app that tracks every pregnancy in their area, reminds families of check-ups and vaccinations by voice call, and flags danger signs such as high blood pressure for a same-day referral. Block health officers see an anonymised dashboard of coverage.",
    email: "maaseva@example.in",
    foundedYear: 2022,
    inFlipCards: true,
    inCarousel: true,
    inCards: true,
  },
  {
    slug: "fasaldoc-ai",
    name: "FasalDoc AI",
    founder: "Harsh Vardhan",
    sector: "ai",
    problem:
      "By the time a crop disease is identified by an expert, it has often spread across the field.",
    description:
      "FasalDoc AI lets a farmer photograph a sick leaf and get a diagnosis with treatment advice in Hindi within seconds, even offline, using a compact model that runs on the phone. Uncertain cases go to agronomists at a partner agricultural university. It covers rice, wheat, maize, potato and lentil diseases common in the Gangetic plains.",
    email: "fasaldoc@example.com",
    website: "https://example.com/fasaldoc",
    foundedYear: 2024,
    inFlipCards: true,
    inCarousel: true,
    inCards: false,
  },
  {
    slug: "boond-irrigation",
    name: "Boond Irrigation",
    founder: "Sanjay Paswan",
    sector: "water",
    problem:
      "Vegetable growers flood their plots with groundwater, and the falling water table makes every season's pumping costlier.",
    description:
      "Boond Irrigation sells gravity-fed drip kits sized for plots as small as a tenth of an acre, installed by trained local youths who also service them. Kits are paid for in instalments timed to harvests. Farmers use roughly half the water and report better yields of tomato, okra and chilli.",
    email: "boond@example.in",
    foundedYear: 2022,
    inFlipCards: false,
    inCarousel: true,
    inCards: false,
  },
  {
    slug: "jeevan-rekha-diagnostics",
    name: "Jeevan Rekha Diagnostics",
    sector: "health",
    problem:
      "Villagers travel to the district town for basic blood tests and lose a day's wages for each visit.",
    description:
      "Jeevan Rekha Diagnostics runs a van with a compact laboratory that visits block headquarters on a fixed weekly schedule, collects samples and runs common tests on the spot. Reports reach patients and their doctors on WhatsApp the same evening, at prices below those of town labs.",
    email: "jeevanrekha@example.in",
    foundedYear: 2023,
    inFlipCards: false,
    inCarousel: true,
    inCards: false,
  },
  {
    slug: "sikki-studio",
    name: "Sikki Studio",
    founder: "Rani Devi",
    sector: "crafts",
    problem:
      "Sikki grass weaving, a centuries-old craft of Mithila, is fading because artisans earn too little from it.",
    description:
      "Sikki Studio works with women artisans to make contemporary jewellery, coasters and gift boxes from golden sikki grass, and sells them to museum shops, corporate gifting buyers and online. The studio runs a training centre where older artisans teach apprentices for a stipend.",
    email: "sikkistudio@example.in",
    website: "https://example.com/sikki-studio",
    foundedYear: 2021,
    inFlipCards: false,
    inCarousel: true,
    inCards: false,
  },
  {
    slug: "paypanchayat",
    name: "PayPanchayat",
    founder: "Aman Raj",
    sector: "fintech",
    problem:
      "Gram panchayats collect fees and taxes in cash with handwritten receipts, which makes leakage easy and audits slow.",
    description:
      "PayPanchayat gives panchayat offices a collection app that issues digital receipts for house tax, trade licences and hall bookings, accepts UPI and cash, and reconciles everything daily. Residents can check what they paid and where the money went on a public dashboard.",
    email: "paypanchayat@example.com",
    foundedYear: 2024,
    inFlipCards: false,
    inCarousel: true,
    inCards: false,
  },
];
