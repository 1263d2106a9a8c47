// What the server's form reader answers any form with when it cannot take the body at all (the
// action pipeline, app/.server/forms/pipeline.ts). Only the server reads these: no page loads them.
export const forms = {
  unreadable: "The form could not be read.",
  tooLarge: "The form is too large to be sent.",
};
