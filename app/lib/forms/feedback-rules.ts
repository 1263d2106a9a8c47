// The contact page's feedback form: its fields and their limits, shared by the page (labels come
// from the catalogue, limits from here) and the server (the same limits). What feedback may be
// about is staff's list of feedback topics (content/kinds/vocabularies.ts), each kept by its key.

export const FEEDBACK_FIELDS = ["name", "email", "phone", "category", "message"] as const;
export type FeedbackField = (typeof FEEDBACK_FIELDS)[number];

export const FEEDBACK_MAX: Record<FeedbackField, number> = {
  name: 100,
  email: 254,
  phone: 30,
  category: 80,
  message: 5000,
};

/**
 * A phone number as people write one: digits (0-9, or Devanagari ०-९ from a Hindi keyboard),
 * spaces, +, -, brackets and dots; at least six characters.
 */
export const PHONE_PATTERN = /^\+?[\d\u0966-\u096f\s().-]{6,30}$/;
