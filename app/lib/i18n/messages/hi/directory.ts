import type { Messages } from "../types.ts";

export const directory: Messages["directory"] = {};
