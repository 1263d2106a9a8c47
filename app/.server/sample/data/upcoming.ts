// The sample's one upcoming event (issue 26): dated from the day the site first starts, so a new
// centre always sees registration working, with its own questions, a few places taken and a short
// waiting list. It is fictional and says so in its title; it is listed on /events and the timeline,
// not in the home page's events (those are the spec's three).
import type { SeedEvent } from "./types";

/** Days from the first start to the event, and its hours in India. */
const IN_DAYS = 12;

/** The day `days` after `now`, as India's calendar names it (YYYY-MM-DD). */
function indianDay(now: Date, days: number): string {
  const inIndia = new Date(now.getTime() + 330 * 60_000 + days * 86_400_000);
  return inIndia.toISOString().slice(0, 10);
}

export function upcomingEvent(now: Date): SeedEvent & { startsAt: Date; endsAt: Date } {
  const day = indianDay(now, IN_DAYS);
  return {
    slug: "founders-bootcamp-sample",
    title: { en: "Founders' Bootcamp (sample event)", hi: "फ़ाउंडर्स बूटकैंप (नमूना कार्यक्रम)" },
    startDate: day,
    startsAt: new Date(`${day}T10:00:00+05:30`),
    endsAt: new Date(`${day}T17:00:00+05:30`),
    venue: { en: "Aryabhata Hall, Main Campus", hi: "आर्यभट सभागार, मुख्य परिसर" },
    summary: {
      en: "A sample event to show registration: a one-day bootcamp on customer interviews, pricing and a first pitch. Its places are taken, so new registrations join the waiting list.",
      hi: "पंजीकरण दिखाने के लिए एक नमूना कार्यक्रम: ग्राहकों से बातचीत, कीमत तय करने और पहली पिच पर एक दिन का बूटकैंप। इसकी सीटें भर चुकी हैं, इसलिए नए पंजीकरण प्रतीक्षा सूची में जाते हैं।",
    },
    description: {
      en: "This event is sample content: edit it, or remove the sample when the centre goes live. Founders spend the morning interviewing real customers, the afternoon on pricing, and close with a two-minute pitch to the centre's mentors.",
      hi: "यह कार्यक्रम नमूना सामग्री है: इसे बदलें, या केंद्र के लाइव होने पर नमूना हटा दें। संस्थापक सुबह असली ग्राहकों से बातचीत करते हैं, दोपहर में कीमत तय करना सीखते हैं, और आख़िर में केंद्र के मेंटरों के सामने दो मिनट की पिच देते हैं।",
    },
    stats: [],
    banner: "Bootcamp",
  };
}

const YEARS = ["First year", "Second year", "Third year", "Final year", "Alumni or faculty"];

/** The sample event's registration: places, the waiting list, its questions and reminder. */
export const UPCOMING_REGISTRATION = {
  registrationOpen: true,
  capacity: 12,
  waitingList: true,
  reminderTime: "18:00",
  onHome: false,
  questions: [
    {
      kind: "choice" as const,
      label: "Year of study",
      labelHi: "अध्ययन का वर्ष",
      choices: YEARS,
      choicesHi: ["पहला वर्ष", "दूसरा वर्ष", "तीसरा वर्ष", "अंतिम वर्ष", "पूर्व छात्र या शिक्षक"],
      required: true,
    },
    {
      kind: "yesno" as const,
      label: "Will you bring a laptop?",
      labelHi: "क्या आप लैपटॉप लाएँगे?",
      required: false,
    },
  ],
};

const NAMES = [
  "Aditi Sharma",
  "Rohit Kumar",
  "Sana Parveen",
  "Vikash Yadav",
  "Pooja Kumari",
  "Ankit Raj",
  "Nidhi Singh",
  "Aman Gupta",
  "Shreya Mishra",
  "Rahul Ranjan",
  "Kajal Kumari",
  "Sourav Jha",
  "Imran Ansari",
  "Priya Bharti",
  "Deepak Paswan",
];

/**
 * Fictional registrants (example.org addresses reach no one): the first twelve hold the places,
 * the last three wait, each a few hours after the one before, starting two days before `now`.
 */
export function sampleRegistrants(now: Date) {
  return NAMES.map((name, i) => {
    const mailbox = `${name.toLowerCase().replace(/\s+/g, ".")}@example.org`;
    return {
      name,
      email: mailbox,
      mailbox,
      phone: `90000 000${String(i + 10)}`,
      institute: i % 3 === 0 ? "Government Engineering College (sample)" : "",
      status: i < 12 ? ("confirmed" as const) : ("waiting" as const),
      lang: i % 4 === 1 ? ("hi" as const) : ("en" as const),
      answers: [
        {
          question: "Year of study",
          answer: YEARS[i % YEARS.length],
          kind: "choice" as const,
        },
      ],
      createdAt: new Date(now.getTime() - 2 * 86_400_000 + i * 3 * 3_600_000),
    };
  });
}
