import type { SeedPerson } from "./types";

// Fictional heads of the centre ("Desk of the director and the professor in charge").
export const directors: SeedPerson[] = [
  {
    name: { en: "Prof. Alok Narayan Singh", hi: "प्रो. आलोक नारायण सिंह" },
    post: { en: "Director", hi: "निदेशक" },
    about: {
      en: "Our institute was founded to train engineers who solve the problems of the region they come from. The incubation centre carries that purpose beyond the classroom: it gives students, alumni and faculty the space, mentors and early support to turn an idea into a company that creates jobs here at home. I invite every young person with an idea, however rough, to walk in, ask questions and begin. Bihar's next generation of enterprises will be built by people who were willing to try.",
      hi: "हमारे संस्थान की स्थापना ऐसे इंजीनियर तैयार करने के लिए हुई थी, जो अपने ही इलाके की समस्याओं का हल निकालें। इन्क्यूबेशन केंद्र इसी उद्देश्य को कक्षा से आगे ले जाता है: यह छात्रों, पूर्व छात्रों और शिक्षकों को जगह, मेंटर और शुरुआती सहयोग देता है, ताकि वे अपने आइडिया को ऐसी कंपनी में बदल सकें जो यहीं, अपने घर में रोज़गार पैदा करे। जिस भी युवा के पास कोई आइडिया है, चाहे वह कितना भी कच्चा हो, उसे मेरा न्योता है: आइए, सवाल पूछिए और शुरुआत कीजिए। बिहार में अगली पीढ़ी के उद्यम वही लोग खड़े करेंगे, जिन्होंने कोशिश करने की हिम्मत दिखाई।",
    },
    email: "director@example.edu",
  },
  {
    name: { en: "Dr. Sunita Prasad", hi: "डॉ. सुनीता प्रसाद" },
    post: { en: "Professor In-Charge", hi: "प्रोफ़ेसर इन-चार्ज" },
    about: {
      en: "An incubator is measured by the founders it helps, not by the buildings it owns. At the centre we keep our doors open and our process simple: bring us a problem worth solving, and we will help you test it with real users, find a mentor who has walked the road before, and prepare for the first conversation with an investor. Failure is part of learning here; giving up before trying is the only thing we discourage. I look forward to meeting you at our next event.",
      hi: "किसी इन्क्यूबेटर की पहचान उसकी इमारतों से नहीं, बल्कि उन संस्थापकों से होती है जिनकी वह मदद करता है। हमारे केंद्र के दरवाज़े खुले हैं और हमारी प्रक्रिया सीधी-सादी है: कोई ऐसी समस्या लेकर आइए जिसे हल करना ज़रूरी हो, और हम उसे असली उपयोगकर्ताओं के बीच परखने, इस राह पर पहले चल चुके किसी मेंटर को ढूँढ़ने और निवेशक से पहली बातचीत की तैयारी में आपकी मदद करेंगे। यहाँ असफलता सीखने का हिस्सा है; हम बस एक ही बात से रोकते हैं: कोशिश किए बिना हार मान लेना। हमारे अगले कार्यक्रम में आपसे मिलने का इंतज़ार रहेगा।",
    },
    email: "incubation.pic@example.edu",
    linkedin: "https://www.linkedin.com/in/sunita-prasad-example",
  },
];

// Fictional faculty mentors of /professor: the first is the featured card.
export const faculty: SeedPerson[] = [
  {
    name: { en: "Dr. Rajesh Ranjan", hi: "डॉ. राजेश रंजन" },
    post: {
      en: "Professor, Computer Science and Engineering",
      hi: "प्रोफ़ेसर, कंप्यूटर साइंस एवं इंजीनियरिंग",
    },
    about: {
      en: "Mentors teams working on applied machine learning and software products; has guided more than twenty student startups from prototype to first customers.",
      hi: "एप्लाइड मशीन लर्निंग और सॉफ़्टवेयर प्रोडक्ट पर काम करने वाली टीमों के मेंटर; बीस से ज़्यादा छात्र स्टार्टअप को प्रोटोटाइप से पहले ग्राहकों तक पहुँचा चुके हैं।",
    },
    email: "rajesh.ranjan@example.edu",
    linkedin: "https://www.linkedin.com/in/rajesh-ranjan-example",
    featured: true,
  },
  {
    name: { en: "Dr. Kavita Sharma", hi: "डॉ. कविता शर्मा" },
    post: {
      en: "Associate Professor, Electrical Engineering",
      hi: "एसोसिएट प्रोफ़ेसर, इलेक्ट्रिकल इंजीनियरिंग",
    },
    about: {
      en: "Works on solar micro-grids and energy storage; advises cleantech founders on hardware design, field trials and certification.",
      hi: "सोलर माइक्रो-ग्रिड और ऊर्जा भंडारण पर काम करती हैं; क्लीनटेक संस्थापकों को हार्डवेयर डिज़ाइन, फ़ील्ड ट्रायल और सर्टिफ़िकेशन पर सलाह देती हैं।",
    },
    email: "kavita.sharma@example.edu",
    linkedin: "https://www.linkedin.com/in/kavita-sharma-example",
  },
  {
    name: { en: "Dr. Mohammad Tariq", hi: "डॉ. मोहम्मद तारिक़" },
    post: { en: "Professor, Mechanical Engineering", hi: "प्रोफ़ेसर, मैकेनिकल इंजीनियरिंग" },
    about: {
      en: "Specialises in manufacturing and product design; helps teams move from a hand-built prototype to a product that can be made in batches.",
      hi: "मैन्युफ़ैक्चरिंग और प्रोडक्ट डिज़ाइन के विशेषज्ञ; टीमों को हाथ से बने प्रोटोटाइप से आगे बढ़कर ऐसा प्रोडक्ट बनाने में मदद करते हैं, जो बैच में तैयार हो सके।",
    },
    email: "m.tariq@example.edu",
  },
  {
    name: { en: "Dr. Anjali Verma", hi: "डॉ. अंजलि वर्मा" },
    post: {
      en: "Assistant Professor, Humanities and Social Sciences",
      hi: "असिस्टेंट प्रोफ़ेसर, मानविकी एवं सामाजिक विज्ञान",
    },
    about: {
      en: "Teaches entrepreneurship and economics; mentors founders on customer interviews, pricing and social impact measurement.",
      hi: "उद्यमिता और अर्थशास्त्र पढ़ाती हैं; संस्थापकों को ग्राहकों से बातचीत, दाम तय करने और सामाजिक असर मापने पर मार्गदर्शन देती हैं।",
    },
    linkedin: "https://www.linkedin.com/in/anjali-verma-example",
  },
  {
    name: { en: "Dr. Sanjeev Kumar", hi: "डॉ. संजीव कुमार" },
    post: { en: "Professor, Civil Engineering", hi: "प्रोफ़ेसर, सिविल इंजीनियरिंग" },
    about: {
      en: "Researches water resources and flood management; guides startups working on water quality, irrigation and disaster resilience.",
      hi: "जल संसाधन और बाढ़ प्रबंधन पर शोध करते हैं; पानी की गुणवत्ता, सिंचाई और आपदा से निपटने की तैयारी पर काम करने वाले स्टार्टअप का मार्गदर्शन करते हैं।",
    },
    email: "sanjeev.kumar@example.edu",
    linkedin: "https://www.linkedin.com/in/sanjeev-kumar-example",
  },
  {
    name: { en: "Dr. Priya Chatterjee", hi: "डॉ. प्रिया चटर्जी" },
    post: {
      en: "Associate Professor, Electronics and Communication Engineering",
      hi: "एसोसिएट प्रोफ़ेसर, इलेक्ट्रॉनिक्स एवं कम्युनिकेशन इंजीनियरिंग",
    },
    about: {
      en: "Works on low-power sensors and IoT systems; reviews hardware designs and connects founders with component suppliers.",
      hi: "कम बिजली खाने वाले सेंसर और आईओटी सिस्टम पर काम करती हैं; हार्डवेयर डिज़ाइन की समीक्षा करती हैं और संस्थापकों को कंपोनेंट सप्लायरों से जोड़ती हैं।",
    },
    email: "priya.chatterjee@example.edu",
  },
  {
    name: { en: "Dr. Vivek Anand", hi: "डॉ. विवेक आनंद" },
    post: {
      en: "Assistant Professor, Computer Science and Engineering",
      hi: "असिस्टेंट प्रोफ़ेसर, कंप्यूटर साइंस एवं इंजीनियरिंग",
    },
    about: {
      en: "Focuses on natural language processing for Indian languages; mentors AI startups on data collection, evaluation and responsible deployment.",
      hi: "भारतीय भाषाओं के लिए नेचुरल लैंग्वेज प्रोसेसिंग पर काम करते हैं; एआई स्टार्टअप को डेटा जुटाने, मॉडल परखने और उन्हें ज़िम्मेदारी से लागू करने पर मेंटर करते हैं।",
    },
    linkedin: "https://www.linkedin.com/in/vivek-anand-example",
  },
  {
    name: { en: "Dr. Rashmi Kumari", hi: "डॉ. रश्मि कुमारी" },
    post: { en: "Associate Professor, Chemistry", hi: "एसोसिएट प्रोफ़ेसर, रसायन विज्ञान" },
    about: {
      en: "Works on food processing and materials; advises food and agri-processing startups on shelf life, testing and food-safety licences.",
      hi: "फ़ूड प्रोसेसिंग और मटीरियल पर काम करती हैं; खाद्य और कृषि-प्रसंस्करण से जुड़े स्टार्टअप को शेल्फ़ लाइफ़, जाँच और फ़ूड सेफ़्टी लाइसेंस पर सलाह देती हैं।",
    },
  },
  {
    name: { en: "Dr. Nikhil Jha", hi: "डॉ. निखिल झा" },
    post: {
      en: "Assistant Professor, Management Studies",
      hi: "असिस्टेंट प्रोफ़ेसर, मैनेजमेंट स्टडीज़",
    },
    about: {
      en: "Teaches finance and accounting; runs the centre's clinics on unit economics, financial models and preparing for investor due diligence.",
      hi: "फ़ाइनेंस और अकाउंटिंग पढ़ाते हैं; केंद्र में यूनिट इकोनॉमिक्स, फ़ाइनेंशियल मॉडल और निवेशकों की ड्यू डिलिजेंस की तैयारी पर क्लिनिक चलाते हैं।",
    },
    email: "nikhil.jha@example.edu",
    linkedin: "https://www.linkedin.com/in/nikhil-jha-example",
  },
  {
    name: { en: "Dr. Farah Naaz", hi: "डॉ. फ़राह नाज़" },
    post: { en: "Associate Professor, Biotechnology", hi: "एसोसिएट प्रोफ़ेसर, बायोटेक्नोलॉजी" },
    about: {
      en: "Researches diagnostics and public health; mentors health-tech teams on clinical validation and working with hospitals.",
      hi: "डायग्नोस्टिक्स और सार्वजनिक स्वास्थ्य पर शोध करती हैं; हेल्थ-टेक टीमों को क्लिनिकल वैलिडेशन और अस्पतालों के साथ काम करने पर मार्गदर्शन देती हैं।",
    },
    email: "farah.naaz@example.edu",
  },
];
