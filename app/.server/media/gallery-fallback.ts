import type { GalleryItem } from "./gallery.ts";

// The gallery's built-in list: shown on /gallery when the stored list cannot be read (spec §8),
// so it must not need the database. Its files are static (public/gallery/, made by
// scripts/make-gallery-fallback.ts from the sample photos), and, like the old site's fixed
// list, it carries no timestamps.
const ALTS = [
  "Students filling the hall for the orientation session",
  "The director welcoming the new cohort on stage",
  "Mentors and founders talking at a round table",
  "A team pitching their prototype to the jury",
  "Judges scoring pitches during PitchTember",
  "Audience applauding a winning pitch",
  "Founders sketching a product plan on a whiteboard",
  "A hardware prototype on a workbench in the lab",
  "Volunteers at the registration desk",
  "Panel discussion with alumni entrepreneurs",
  "Students networking over tea after a session",
  "Workshop on writing a business model canvas",
  "A founder demonstrating an app on a laptop",
  "Group photo of the student team",
  "Participants in the online stock market simulation",
  "Leaderboard of the stock market simulation on a screen",
  "Faculty mentors reviewing a pitch deck",
  "Co-working space with teams at their desks",
  "An investor answering questions from students",
  "Certificates handed to the pitch month finalists",
  "Brainstorming with sticky notes on a glass wall",
  "A drone built by a student startup",
  "Evening session under the campus lights",
  "Design sprint team presenting paper prototypes",
  "Guest speaker sharing a founding story",
  "Students testing an agritech sensor in the field",
  "The organising committee after the final event",
  "Trophy and medals for the winning teams",
];

export const BUILT_IN_GALLERY: GalleryItem[] = ALTS.map((alt, i) => {
  const name = `event-${String(i + 1).padStart(2, "0")}.jpg`;
  return {
    id: -(i + 1),
    name,
    alt,
    image: null,
    src: { url: `/gallery/${name}`, width: 640, height: 427 },
  };
});
