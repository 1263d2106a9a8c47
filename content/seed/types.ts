// Shapes of the sample content. Rows in the database add ids, positions (the order of each
// list here) and image ids (made by app/.server/content/sample-images.ts from these fields).

export type Lang = "en" | "hi";

/** Drives the illustration of a startup's image. */
export type Sector =
  | "agritech"
  | "edtech"
  | "health"
  | "fintech"
  | "cleantech"
  | "crafts"
  | "logistics"
  | "water"
  | "ai"
  | "food";

export type SeedStartup = {
  slug: string;
  name: string;
  founder?: string;
  sector: Sector;
  problem: string;
  description: string;
  lang?: Lang;
  email?: string;
  website?: string;
  foundedYear: number;
  inFlipCards: boolean;
  inCarousel: boolean;
  inCards: boolean;
};

export type SeedEvent = {
  slug: string;
  title: string;
  /** YYYY-MM-DD */
  startDate: string;
  endDate?: string;
  venue: string;
  summary: string;
  description: string;
  stats: { value: string; label: string }[];
  link?: string;
  /** The big line of the event's banner image, e.g. "Pitch Night". */
  banner: string;
};

export type SeedTalk = { name: string; role: string; company: string; bio: string };

export type SeedTestimonial = { name: string; role: string; company: string; quote: string };

export type SeedPerson = {
  name: string;
  post: string;
  about?: string;
  linkedin?: string;
  email?: string;
  featured?: boolean;
};

export type StudentSection =
  | "Student Coordinators"
  | "Student Co-coordinators"
  | "Secretary"
  | "Committee Co-ordinators"
  | "Leads"
  | "Co-Leads";

export type SeedStudent = SeedPerson & { section: StudentSection };

export type SeedFaq = { question: string; answer: string };

export type SeedNotice = { title: string; url?: string; date: string };

/** What the gallery photo's illustration shows. */
export type GalleryScene =
  | "stage"
  | "workshop"
  | "group"
  | "campus"
  | "hackathon"
  | "award"
  | "panel"
  | "expo";

export type SeedGalleryPhoto = { name: string; alt: string; scene: GalleryScene; caption: string };

export type SupportKind = "mentorship" | "funding" | "networking" | "workspace";

export type SeedSupportTab = {
  kind: SupportKind;
  label: string;
  headline: string;
  description: string;
  buttonLabel: string;
  buttonHref: string;
};
