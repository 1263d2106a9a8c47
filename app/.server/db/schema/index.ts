export * from "./auth.ts";
export * from "./content.ts";
export * from "./ideas.ts";
export * from "./media.ts";
