// DATA_DIR holds password hashes, sessions and the auth secret, so only its owner may enter it.
// PGlite does not help: it writes its initial files 0666 and its relation-cache files 0644
// whatever the umask, and a directory someone else made (mkdir, a Docker volume, systemd's
// StateDirectory=) keeps its mode. So every start makes the whole tree owner-only, files left
// loose by an earlier version included.
import fs from "node:fs";
import path from "node:path";

const DIR_MODE = 0o700;
const FILE_MODE = 0o600;

function tighten(file: string, mode: number) {
  try {
    fs.chmodSync(file, mode);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") return; // removed meanwhile
    throw new Error(
      `Cannot make ${file} private (${code}): the data directory and everything in it must ` +
        "belong to the user that runs the server (chown -R it to that user).",
      { cause: error },
    );
  }
}

function tightenTree(dir: string) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    // Links are left alone: chmod would follow them out of the directory.
    if (entry.isSymbolicLink()) continue;
    const file = path.join(dir, entry.name);
    const mode = entry.isDirectory() ? DIR_MODE : FILE_MODE;
    let current: number;
    try {
      current = fs.lstatSync(file).mode & 0o777;
    } catch {
      continue; // removed meanwhile
    }
    if (current !== mode) tighten(file, mode);
    if (entry.isDirectory()) tightenTree(file);
  }
}

/** Creates `dir` if needed and makes it and everything under it owner-only (0700 / 0600). */
export function makePrivate(dir: string) {
  fs.mkdirSync(dir, { recursive: true, mode: DIR_MODE });
  // The directory first: once it is 0700 nobody else can reach what is still loose inside.
  if ((fs.statSync(dir).mode & 0o777) !== DIR_MODE) tighten(dir, DIR_MODE);
  tightenTree(dir);
}
