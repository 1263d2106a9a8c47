// Shapes of the sample content. Rows in the database add ids, positions (the order of each list
// here), lifecycle (sample rows are published and marked as sample) and image ids (made by
// app/.server/sample/images.ts from these fields). Every text a visitor reads is given in English
// (`en`, required) and Hindi (`hi`); the site shows English where Hindi is missing.

/** A text in both languages of the site. */
export type Text = { en: string; hi?: string };

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

/** How far a startup has come. */
export type StartupStage = "idea" | "prototype" | "early-revenue" | "growth";

/** Where a startup stands with the centre. */
export type IncubationStatus = "incubating" | "graduated" | "alumni";

export type SocialLinks = Partial<
  Record<"linkedin" | "x" | "instagram" | "facebook" | "youtube", string>
>;

export type SeedStartup = {
  slug: string;
  name: Text;
  /** The founders' names, as one line ("Aditi Kumari and Rahul Verma"). */
  founder?: Text;
  sector: Sector;
  stage: StartupStage;
  /** The year the startup joined the centre. */
  cohortYear: number;
  status: IncubationStatus;
  problem: Text;
  /** Paragraphs separated by a blank line; Markdown links and lists are allowed. */
  description: Text;
  email?: string;
  website?: string;
  social?: SocialLinks;
  foundedYear: number;
  inFlipCards: boolean;
  inCarousel: boolean;
  inCards: boolean;
};

export type SeedEvent = {
  slug: string;
  title: Text;
  /** YYYY-MM-DD, in India (the spec gives dates without times). */
  startDate: string;
  endDate?: string;
  venue: Text;
  online?: boolean;
  summary: Text;
  description: Text;
  stats: { value: string; label: Text }[];
  link?: string;
  /** The big line of the event's banner image, e.g. "Pitch Night" (drawn in English). */
  banner: string;
};

export type SeedTalk = {
  name: Text;
  role: Text;
  company: Text;
  bio: Text;
  /** What the talk was called, and when (YYYY-MM-DD). */
  title: Text;
  date: string;
  videoUrl?: string;
};

export type SeedTestimonial = { name: Text; role: Text; company: Text; quote: Text };

export type SeedPerson = {
  name: Text;
  post: Text;
  /** A director's message, or a mentor's or student's short blurb. */
  about?: Text;
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

export type SeedFaq = { question: Text; answer: Text };

export type SeedNotice = { title: Text; url?: string; date: string; pinned?: boolean };

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

export type SeedGalleryPhoto = {
  name: string;
  alt: Text;
  scene: GalleryScene;
  /** The banner text drawn into the illustrated scene (English), and the photo's caption. */
  caption: Text;
  /** The slug of the event whose album holds the photo, if any. */
  event?: string;
};

export type SupportKind = "mentorship" | "funding" | "networking" | "workspace";

export type SeedSupportTab = {
  kind: SupportKind;
  label: Text;
  headline: Text;
  description: Text;
  buttonLabel: Text;
  buttonHref: string;
};

/** The home page's own texts (one record). */
export type SeedHomeTexts = {
  /** The hero's line under the typewriter. */
  heroLead: Text;
  aboutTitle: Text;
  /** Paragraphs separated by a blank line; {centre} and {institute} are replaced by the names. */
  about: Text;
  /** The three vision statements: a word and a sentence; {state} is replaced by the home state. */
  vision: { word: Text; text: Text }[];
};

/**
 * The sample centre's contact details and its names in Hindi. The English names come from the
 * configuration (CENTRE_NAME, INSTITUTE_NAME, HOME_STATE); these Hindi ones are used while those
 * keep their fictional defaults.
 */
export type SeedSettings = {
  centreNameHi: string;
  instituteNameHi: string;
  homeStateHi: string;
  address: Text;
  phone: string;
};
