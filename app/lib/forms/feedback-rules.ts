// The contact page's feedback form: its fields, their limits and the categories, shared by the
// page (labels come from the catalogue, limits from here) and the server (the same limits).

/** What feedback is about (the database's feedback.category has the same values). */
export type FeedbackCategory = "website" | "accessibility" | "centre" | "complaint" | "other";

export const FEEDBACK_FIELDS = ["name", "email", "phone", "category", "message"] as const;
export type FeedbackField = (typeof FEEDBACK_FIELDS)[number];

export const FEEDBACK_MAX: Record<FeedbackField, number> = {
  name: 100,
  email: 254,
  phone: 30,
  category: 20,
  message: 5000,
};

/** In the order the form offers them; "accessibility" is what /contact?category=accessibility picks. */
export const FEEDBACK_CATEGORIES: readonly FeedbackCategory[] = [
  "website",
  "accessibility",
  "centre",
  "complaint",
  "other",
];

export function isFeedbackCategory(value: unknown): value is FeedbackCategory {
  return FEEDBACK_CATEGORIES.includes(value as FeedbackCategory);
}

/**
 * A phone number as people write one: digits (0-9, or Devanagari ०-९ from a Hindi keyboard),
 * spaces, +, -, brackets and dots; at least six characters.
 */
export const PHONE_PATTERN = /^\+?[\d\u0966-\u096f\s().-]{6,30}$/;

/** How the back office (English) names each category. */
export const FEEDBACK_CATEGORY_LABEL: Record<FeedbackCategory, string> = {
  website: "This website",
  accessibility: "Accessibility of this website",
  centre: "The centre and its programmes",
  complaint: "A complaint",
  other: "Something else",
};
