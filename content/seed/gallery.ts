import type { GalleryScene, SeedGalleryPhoto } from "./types.ts";

// 28 photo slots "event-01.jpg".."event-28.jpg" (the old bucket's names), in display order.
// The caption is the banner text drawn into the illustrated scene; alt describes the picture.
const slots: [GalleryScene, string, string][] = [
  [
    "stage",
    "PitchTember 2023",
    "A founder pitches on stage under a PitchTember 2023 banner while students watch from the hall",
  ],
  [
    "group",
    "Orientation 2023",
    "Students and the student team pose together after the Orientation Session 2023",
  ],
  [
    "workshop",
    "Ideation Workshop",
    "Teams sketch ideas on chart paper around tables during an ideation workshop",
  ],
  [
    "panel",
    "Founders' Panel",
    "Four founders sit on a panel with microphones, answering questions from the audience",
  ],
  [
    "award",
    "Pitch Night Winners",
    "The winning team stands with a trophy on stage at the PitchTember pitch night",
  ],
  [
    "hackathon",
    "Build Night",
    "Students work late on laptops at long tables during an overnight build night",
  ],
  [
    "campus",
    "Incubation Centre",
    "The incubation centre building on the campus, with trees along the path",
  ],
  [
    "expo",
    "Startup Expo",
    "Visitors walk between stalls of incubated startups at the startup expo",
  ],
  [
    "stage",
    "Market Day",
    "A speaker explains stock market basics before the Stock Market Simulation",
  ],
  [
    "workshop",
    "Business Model Clinic",
    "Mentors review business model canvases with student teams at a clinic",
  ],
  [
    "group",
    "Student Team 2023",
    "The student team of the incubation centre lines up for a group photo on the lawn",
  ],
  ["panel", "Investor Connect", "Investors speak on a panel at an investor networking evening"],
  ["hackathon", "Hack for Bihar", "A hackathon hall full of teams, laptops and a countdown screen"],
  ["expo", "Demo Day", "Founders demonstrate their prototypes to guests at demo day stalls"],
  [
    "award",
    "Best Social Impact",
    "Award winners stand with a trophy on stage under a Best Social Impact banner",
  ],
  [
    "workshop",
    "Co-working Space",
    "Founders work with laptops at shared desks in the co-working space, notes pinned on the wall",
  ],
  [
    "stage",
    "Orientation 2023",
    "The director addresses new students at the Orientation Session 2023",
  ],
  [
    "workshop",
    "Prototype Lab",
    "Student teams work with laptops at tables in the prototyping lab, plans pinned on the wall",
  ],
  [
    "group",
    "Mentors Meet",
    "Faculty mentors and founders gather for a photo after the mentors' meet",
  ],
  ["panel", "Women in Startups", "Women founders share their journeys at a panel discussion"],
  ["expo", "Craft Fair", "Visitors browse handloom and craft stalls at the startups' craft fair"],
  ["hackathon", "AI Sprint", "Students train models on laptops during a weekend AI sprint"],
  [
    "award",
    "Certificates Day",
    "Participants of PitchTember stand on stage at the certificates ceremony",
  ],
  ["campus", "Main Campus", "The main academic building of the campus, with lawns and trees"],
  [
    "stage",
    "Pitch Practice",
    "A student rehearses a pitch on stage in front of mentors and classmates",
  ],
  [
    "workshop",
    "Design Sprint",
    "Notes cover the wall as teams map user journeys at tables during a design sprint",
  ],
  [
    "group",
    "PitchTember Volunteers",
    "Volunteers of PitchTember 2023 gather for a group photo at the end of the month",
  ],
  [
    "panel",
    "Alumni Talk",
    "Alumni founders speak to students from a panel in an evening talk session",
  ],
];

export const gallery: SeedGalleryPhoto[] = slots.map(([scene, caption, alt], i) => ({
  name: `event-${String(i + 1).padStart(2, "0")}.jpg`,
  scene,
  caption,
  alt,
}));
