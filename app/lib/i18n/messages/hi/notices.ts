import type { Messages } from "../types.ts";

export const notices: Messages["notices"] = {};
