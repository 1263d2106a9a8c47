import type { Messages } from "../types.ts";

export const gigw: Messages["gigw"] = {};
