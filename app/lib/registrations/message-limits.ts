// How long a message to an event's people may be: the server's rule and the form's maxlength.
export const SUBJECT_MAX = 200;
export const BODY_MAX = 5000;
