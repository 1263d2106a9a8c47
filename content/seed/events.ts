import type { SeedEvent } from "./types.ts";

// The spec's three events; their dates, venues, link and figures are as the spec gives them.
const HALL = "Aryabhata Hall, Main Campus";

export const events: SeedEvent[] = [
  {
    slug: "orientation-session-2023",
    title: "Orientation Session 2023",
    startDate: "2023-09-21",
    venue: HALL,
    summary:
      "The new academic year opened with an orientation on what the incubation centre offers and how a student idea becomes a startup.",
    description:
      "First-year and senior students filled the hall for an evening introduction to the centre: its mentors, its workspace and the path from a rough idea to an incubated company. Founders of two incubated startups spoke about their first year, the student team explained how to submit an idea, and the evening closed with an open question round with the professor in charge.",
    stats: [],
    link: "/timeline",
    banner: "Orientation",
  },
  {
    slug: "pitchtember-2023",
    title: "PitchTember 2023",
    startDate: "2023-11-24",
    endDate: "2023-12-18",
    venue: HALL,
    summary:
      "A month of pitching events, workshops and mentoring rounds that drew over a thousand students and more than sixty-seven ideas.",
    description:
      "PitchTember was a multi-event pitch month: ideation workshops, a business-model clinic, mock pitches with mentor feedback and a final pitch night before a jury of founders, faculty and investors. Over a thousand students took part across the events, and more than sixty-seven ideas were pitched; the strongest teams were invited to the centre's pre-incubation programme.",
    stats: [
      { value: "1000+", label: "students took part" },
      { value: "67+", label: "ideas pitched" },
    ],
    link: "https://example.com/pitchtember",
    banner: "Pitch Night",
  },
  {
    slug: "stock-market-simulation",
    title: "Stock Market Simulation",
    startDate: "2024-02-09",
    venue: "Online",
    summary:
      "An online trading game in which about three hundred participants each managed ten lakh rupees of virtual money.",
    description:
      "Participants traded on a simulated exchange that replayed real market movements, each starting with ten lakh rupees of virtual money. Between rounds, short sessions explained diversification, risk and how markets price news. The top portfolios were announced at the end of the day, with a discussion of the strategies that worked and the ones that did not.",
    stats: [
      { value: "300", label: "participants" },
      { value: "₹10 lakh", label: "virtual money each" },
    ],
    link: "/timeline",
    banner: "Market Day",
  },
];
