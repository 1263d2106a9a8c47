import type { Messages } from "../types.ts";

export const people: Messages["people"] = {};
