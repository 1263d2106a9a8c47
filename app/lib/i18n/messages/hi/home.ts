import type { Messages } from "../types.ts";

export const home: Messages["home"] = {};
