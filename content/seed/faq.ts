import type { SeedFaq } from "./types.ts";

// The spec's five FAQ topics, in its order.
export const faqs: SeedFaq[] = [
  {
    question: "What is the incubation centre?",
    answer:
      "The incubation centre is the institute's home for new ventures. It helps people with an idea turn it into a working business by giving them space, mentoring and support through the early years of a startup.",
  },
  {
    question: "Who can apply for incubation?",
    answer:
      "Students, alumni and faculty of the institute can apply, and so can early-stage entrepreneurs from outside it who have an innovative idea or a young startup.",
  },
  {
    question: "What services does the centre offer?",
    answer:
      "Incubated startups get office space, mentorship from faculty and industry experts, business support (company registration, legal and accounting guidance, compliance) and networking with investors, partners and other founders.",
  },
  {
    question: "What kind of support will I get as an incubated startup?",
    answer:
      "You will be paired with mentors who fit your field, get a seat in our co-working space with internet and meeting rooms, and be introduced to investors through pitch days and networking events.",
  },
  {
    question: "How can I connect with the centre?",
    answer:
      "Fill in the contact form (Incubate u'r Idea) on this site, or write to us by e-mail. We reply to every message, usually within a week.",
  },
];
