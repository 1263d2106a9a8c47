// The scripts of pages that carry no React app (decision 042), as scripts/build-islands.ts named
// them in build/islands.json. Only in a production build: the development server has no such files
// and gives every page the React app.
import fs from "node:fs";
import path from "node:path";
import { clientDir } from "./document-html";

export type IslandScripts = { shell: string };

let read: IslandScripts | null | undefined;

/** The islands' addresses, or null where there are none (development, an older build). */
export function islandScripts(): IslandScripts | null {
  if (read !== undefined) return read;
  read = null;
  if (import.meta.env.PROD) {
    try {
      const manifest = JSON.parse(
        fs.readFileSync(path.join(clientDir(), "..", "islands.json"), "utf8"),
      ) as Partial<IslandScripts>;
      if (manifest.shell) read = { shell: manifest.shell };
    } catch {
      read = null;
    }
  }
  return read;
}
