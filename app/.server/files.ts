// Files the server reads that ship beside the code (migrations, fonts), found the same way from
// the sources (app/.server/…) and from the built bundle (build/server/index.js): by looking in
// each folder upward from this module for a path relative to the project's root.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The first existing `<folder>/<relative>` upward from this module, or undefined. */
export function findUp(relative: string): string | undefined {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, relative);
    if (fs.existsSync(candidate)) return candidate;
    dir = path.dirname(dir);
  }
  return undefined;
}
