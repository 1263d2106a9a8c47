// Filled in by the translation of this area (issue 13).
export const contact = {};
