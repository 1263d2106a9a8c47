import type { Messages } from "../types.ts";

export const contact: Messages["contact"] = {};
