import type { SeedStudent, Text } from "./types";

const li = (handle: string) => `https://www.linkedin.com/in/${handle}`;

const branches = {
  cs: ["Computer Science", "कंप्यूटर साइंस"],
  ee: ["Electrical Engineering", "इलेक्ट्रिकल इंजीनियरिंग"],
  me: ["Mechanical Engineering", "मैकेनिकल इंजीनियरिंग"],
  ce: ["Civil Engineering", "सिविल इंजीनियरिंग"],
  ece: ["Electronics and Communication", "इलेक्ट्रॉनिक्स एवं कम्युनिकेशन"],
  che: ["Chemical Engineering", "केमिकल इंजीनियरिंग"],
} as const;

const years = {
  2: ["second year", "दूसरा वर्ष"],
  3: ["third year", "तीसरा वर्ष"],
  4: ["final year", "अंतिम वर्ष"],
} as const;

/** "B.Tech, Computer Science, final year" in both languages. */
const study = (branch: keyof typeof branches, year: keyof typeof years): Text => ({
  en: `B.Tech, ${branches[branch][0]}, ${years[year][0]}`,
  hi: `बी.टेक, ${branches[branch][1]}, ${years[year][1]}`,
});

// Fictional student team of /student, section by section in the page's order. A missing
// linkedin and the placeholder "#" both mean: no LinkedIn button.
export const students: SeedStudent[] = [
  {
    section: "Student Coordinators",
    name: { en: "Aman Kumar Singh", hi: "अमन कुमार सिंह" },
    post: { en: "Student Coordinator", hi: "छात्र समन्वयक" },
    about: study("cs", 4),
    linkedin: li("aman-kumar-singh-example"),
  },
  {
    section: "Student Coordinators",
    name: { en: "Ishita Raj", hi: "इशिता राज" },
    post: { en: "Student Coordinator", hi: "छात्र समन्वयक" },
    about: study("ee", 4),
    linkedin: li("ishita-raj-example"),
  },
  {
    section: "Student Co-coordinators",
    name: { en: "Rohan Jha", hi: "रोहन झा" },
    post: { en: "Student Co-coordinator", hi: "छात्र सह-समन्वयक" },
    about: study("me", 3),
    linkedin: li("rohan-jha-example"),
  },
  {
    section: "Student Co-coordinators",
    name: { en: "Tanya Kumari", hi: "तान्या कुमारी" },
    post: { en: "Student Co-coordinator", hi: "छात्र सह-समन्वयक" },
    about: study("ce", 3),
  },
  {
    section: "Secretary",
    name: { en: "Aditya Vardhan", hi: "आदित्य वर्धन" },
    post: { en: "Secretary", hi: "सचिव" },
    about: study("ece", 3),
    linkedin: li("aditya-vardhan-example"),
  },
  {
    section: "Committee Co-ordinators",
    name: { en: "Sakshi Priya", hi: "साक्षी प्रिया" },
    post: { en: "Design Co-ordinator", hi: "डिज़ाइन समन्वयक" },
    about: study("cs", 3),
    linkedin: li("sakshi-priya-example"),
  },
  {
    section: "Committee Co-ordinators",
    name: { en: "Harshit Raj", hi: "हर्षित राज" },
    post: { en: "Web Co-ordinator", hi: "वेब समन्वयक" },
    about: study("cs", 3),
    linkedin: li("harshit-raj-example"),
  },
  {
    section: "Committee Co-ordinators",
    name: { en: "Muskan Parveen", hi: "मुस्कान परवीन" },
    post: { en: "Content Co-ordinator", hi: "कंटेंट समन्वयक" },
    about: study("che", 3),
    linkedin: "#",
  },
  {
    section: "Committee Co-ordinators",
    name: { en: "Ujjwal Anand", hi: "उज्ज्वल आनंद" },
    post: { en: "Media Co-ordinator", hi: "मीडिया समन्वयक" },
    about: study("me", 3),
    linkedin: li("ujjwal-anand-example"),
  },
  {
    section: "Committee Co-ordinators",
    name: { en: "Prateek Mishra", hi: "प्रतीक मिश्रा" },
    post: { en: "Technical Co-ordinator", hi: "तकनीकी समन्वयक" },
    about: study("ece", 3),
    linkedin: li("prateek-mishra-example"),
  },
  {
    section: "Committee Co-ordinators",
    name: { en: "Anushka Sinha", hi: "अनुष्का सिन्हा" },
    post: { en: "PR Co-ordinator", hi: "पीआर समन्वयक" },
    about: study("ee", 3),
  },
  {
    section: "Leads",
    name: { en: "Shivam Kumar", hi: "शिवम कुमार" },
    post: { en: "Event Lead", hi: "इवेंट लीड" },
    about: study("ce", 3),
    linkedin: li("shivam-kumar-example"),
  },
  {
    section: "Co-Leads",
    name: { en: "Riya Bhardwaj", hi: "रिया भारद्वाज" },
    post: { en: "Core Co-Lead", hi: "कोर को-लीड" },
    about: study("cs", 2),
    linkedin: li("riya-bhardwaj-example"),
  },
  {
    section: "Co-Leads",
    name: { en: "Kartik Choudhary", hi: "कार्तिक चौधरी" },
    post: { en: "Event Co-Lead", hi: "इवेंट को-लीड" },
    about: study("me", 2),
    linkedin: li("kartik-choudhary-example"),
  },
  {
    section: "Co-Leads",
    name: { en: "Nandini Kumari", hi: "नंदिनी कुमारी" },
    post: { en: "Web Co-Lead", hi: "वेब को-लीड" },
    about: study("cs", 2),
    linkedin: li("nandini-kumari-example"),
  },
  {
    section: "Co-Leads",
    name: { en: "Yash Raj", hi: "यश राज" },
    post: { en: "Design Co-Lead", hi: "डिज़ाइन को-लीड" },
    about: study("ece", 2),
    linkedin: "#",
  },
  {
    section: "Co-Leads",
    name: { en: "Zoya Hasan", hi: "ज़ोया हसन" },
    post: { en: "Media Co-Lead", hi: "मीडिया को-लीड" },
    about: study("ee", 2),
  },
  {
    section: "Co-Leads",
    name: { en: "Abhinav Pandey", hi: "अभिनव पांडेय" },
    post: { en: "Technical Co-Lead", hi: "तकनीकी को-लीड" },
    about: study("ece", 2),
    linkedin: li("abhinav-pandey-example"),
  },
  {
    section: "Co-Leads",
    name: { en: "Khushi Singh", hi: "ख़ुशी सिंह" },
    post: { en: "PR Co-Lead", hi: "पीआर को-लीड" },
    about: study("ce", 2),
    linkedin: li("khushi-singh-example"),
  },
  {
    section: "Co-Leads",
    name: { en: "Devansh Gupta", hi: "देवांश गुप्ता" },
    post: { en: "Content Co-Lead", hi: "कंटेंट को-लीड" },
    about: study("che", 2),
  },
];
