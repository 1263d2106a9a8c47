// The sample's open application round (issue 26), dated from the first start so a new centre
// always sees a round taking applications, and a few fictional applications at several stages
// (example.org addresses reach no one). Everything is marked as sample.

import type { IdeaStatus } from "~/.server/db/schema/ideas";
import type { RubricCriterion } from "~/.server/db/schema/rounds";
import type { Question } from "~/lib/content/questions";

const DAY = 86_400_000;

const QUESTIONS: Question[] = [
  {
    kind: "longtext",
    label: "What problem do you solve, and for whom?",
    labelHi: "आप कौन-सी समस्या हल करते हैं, और किसके लिए?",
    maxWords: 200,
    required: true,
  },
  {
    kind: "choice",
    label: "How far along is your idea?",
    labelHi: "आपका आइडिया कहाँ तक पहुँचा है?",
    choices: ["An idea on paper", "A working prototype", "First paying customers"],
    choicesHi: ["काग़ज़ पर आइडिया", "चलता हुआ प्रोटोटाइप", "पहले भुगतान करने वाले ग्राहक"],
    required: true,
  },
  {
    kind: "number",
    label: "Hours a week your team can give",
    labelHi: "आपकी टीम हर हफ़्ते कितने घंटे दे सकती है",
    required: false,
  },
  {
    kind: "link",
    label: "A link to your prototype or website",
    labelHi: "आपके प्रोटोटाइप या वेबसाइट का लिंक",
    required: false,
  },
];

const RUBRIC: RubricCriterion[] = [
  { label: "Problem", labelHi: "समस्या", weight: "2" },
  { label: "Solution", labelHi: "समाधान", weight: "2" },
  { label: "Team", labelHi: "टीम", weight: "1" },
  { label: "Market", labelHi: "बाज़ार", weight: "1" },
];

export function sampleRound(now: Date) {
  return {
    title: "Spring 2027 cohort (sample round)",
    titleHi: "वसंत 2027 समूह (नमूना दौर)",
    opensAt: new Date(now.getTime() - 5 * DAY),
    // 17:00 in India, 25 days on: a deadline people can read.
    closesAt: new Date(
      `${new Date(now.getTime() + 25 * DAY + 330 * 60_000).toISOString().slice(0, 10)}T17:00:00+05:30`,
    ),
    intro:
      "This round is sample content: edit it, close it, or remove the sample when the centre goes live.\n\nStudent, alumni and faculty founders may apply. Selected teams get a desk, a mentor and help with their first grant application.",
    introHi:
      "यह दौर नमूना सामग्री है: इसे बदलें, बंद करें, या केंद्र के लाइव होने पर नमूना हटा दें।\n\nछात्र, पूर्व छात्र और शिक्षक संस्थापक आवेदन कर सकते हैं। चुनी गई टीमों को एक डेस्क, एक मेंटर और पहले अनुदान आवेदन में मदद मिलती है।",
    questions: QUESTIONS,
    pdfLabel: "Pitch deck (PDF)",
    pdfLabelHi: "पिच डेक (PDF)",
    pdfRequired: false,
    teamMax: 3,
    rubric: RUBRIC,
  };
}

/** Fictional applications, each with the stage it reached and the days ago it arrived. */
export const SAMPLE_APPLICATIONS: {
  name: string;
  status: IdeaStatus;
  daysAgo: number;
  problem: string;
  stage: string;
  lang: "en" | "hi";
}[] = [
  {
    name: "Ritika Sinha",
    status: "new",
    daysAgo: 1,
    problem:
      "Farmers near Gaya sell tomatoes at a loss when the mandi is flooded; we pool cold storage.",
    stage: "An idea on paper",
    lang: "en",
  },
  {
    name: "Mohit Anand",
    status: "reviewing",
    daysAgo: 2,
    problem: "Students in rural colleges cannot find internships; we match them with local MSMEs.",
    stage: "A working prototype",
    lang: "hi",
  },
  {
    name: "Farah Naaz",
    status: "shortlisted",
    daysAgo: 3,
    problem: "Village clinics lose vaccine doses to power cuts; a solar cool box logs temperature.",
    stage: "A working prototype",
    lang: "en",
  },
  {
    name: "Karan Mehta",
    status: "pitch",
    daysAgo: 4,
    problem: "Handloom weavers in Bhagalpur sell through three middlemen; we sell online for them.",
    stage: "First paying customers",
    lang: "en",
  },
  {
    name: "Sneha Kumari",
    status: "declined",
    daysAgo: 5,
    problem: "A social network for the college canteen's menu.",
    stage: "An idea on paper",
    lang: "hi",
  },
];
