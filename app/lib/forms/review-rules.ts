// The review panel's limits and input names (issue 26), shared by the pages (their inputs) and
// the server's checks (.server/reviews): kept out of .server so the browser bundle may hold them.

/** A score's input is named after its criterion: `score:<English label>`. */
export const SCORE_PREFIX = "score:";
/** A reviewer ticked in "Spread evenly": `pick:<account id>`. */
export const PICK_PREFIX = "pick:";

export const SCORE_MIN = 1;
export const SCORE_MAX = 5;
export const COMMENT_MAX = 4000;
export const CONFLICT_NOTE_MAX = 500;
