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
    "The winning team holds a trophy and a cheque on stage at the PitchTember pitch night",
  ],
  [
    "hackathon",
    "Build Night",
    "Students work late on laptops at long tables during an overnight build night",
  ],
  [
    "campus",
    "Incubation Centre",
    "The incubation centre building on the campus at sunset, with trees along the path",
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
  [
    "panel",
    "Investor Connect",
    "Investors and founders talk across a table at an investor networking evening",
  ],
  ["hackathon", "Hack for Bihar", "A hackathon hall full of teams, laptops and a countdown screen"],
  ["expo", "Demo Day", "Founders demonstrate their prototypes to guests at demo day stalls"],
  [
    "award",
    "Best Social Impact",
    "A founder receives the best social impact award from the professor in charge",
  ],
  [
    "campus",
    "Co-working Space",
    "The co-working space in the evening with desks, lamps and a whiteboard wall",
  ],
  [
    "stage",
    "Orientation 2023",
    "The director addresses new students at the Orientation Session 2023",
  ],
  ["workshop", "Prototype Lab", "Students solder and test electronics in the prototyping lab"],
  [
    "group",
    "Mentors Meet",
    "Faculty mentors and founders gather for a photo after the mentors' meet",
  ],
  ["panel", "Women in Startups", "Three women founders share their journeys at a panel discussion"],
  [
    "expo",
    "Craft Fair",
    "Handloom saris and Madhubani paintings on display at the startups' craft fair",
  ],
  ["hackathon", "AI Sprint", "Students train models on laptops during a weekend AI sprint"],
  ["award", "Certificates Day", "Participants of PitchTember receive their certificates on stage"],
  ["campus", "Main Campus", "The main academic building of the campus on a bright winter morning"],
  ["stage", "Pitch Practice", "A student team rehearses its pitch in front of mentors in the hall"],
  [
    "workshop",
    "Design Sprint",
    "Sticky notes cover a wall as a team maps user journeys in a design sprint",
  ],
  [
    "group",
    "PitchTember Volunteers",
    "Volunteers of PitchTember 2023 wave at the camera at the end of the month",
  ],
  ["panel", "Alumni Talk", "An alumnus founder speaks to students in an evening talk session"],
];

export const gallery: SeedGalleryPhoto[] = slots.map(([scene, caption, alt], i) => ({
  name: `event-${String(i + 1).padStart(2, "0")}.jpg`,
  scene,
  caption,
  alt,
}));
