import type { SeedNotice } from "./types.ts";

// Recent notices; the first two are the old notice board's defaults in our words.
export const notices: SeedNotice[] = [
  {
    title: "Tomorrow is a holiday: the centre and the co-working space stay closed for Chhath Puja",
    date: "2026-11-13",
  },
  {
    title:
      "Everyone should be present at the cohort review meeting on Friday at 10:00 in Aryabhata Hall",
    date: "2026-11-18",
  },
  {
    title: "Applications open for the 2027 spring incubation cohort",
    url: "/#idea",
    date: "2026-11-20",
  },
  {
    title: "Workshop on company registration and GST for student founders, 28 November",
    url: "/timeline",
    date: "2026-11-12",
  },
  {
    title: "Results of the October idea screening: shortlisted teams will be contacted by e-mail",
    date: "2026-10-27",
  },
];
