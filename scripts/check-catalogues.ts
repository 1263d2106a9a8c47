// Fails the build when the Hindi catalogue lacks a key of the English one, has one English lacks,
// or gives a message another kind. The type check says the same; this runs first in
// `npm run build`, so no build ships a missing string.
import { differences } from "../app/lib/i18n/check.ts";
import en from "../app/lib/i18n/messages/en.ts";
import hi from "../app/lib/i18n/messages/hi.ts";

const problems = differences(en, hi);
if (problems.length) {
  console.error(`The Hindi catalogue does not match the English one:\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
console.log("catalogues: Hindi matches English key for key");
