// The allocator lines of deploy/systemd/sic@.service (jemalloc preloaded when the library is
// installed, decision 019), so a benchmark starts the server as production does.
import fs from "node:fs";
import path from "node:path";

/** The unit's LD_PRELOAD and MALLOC_CONF lines, when the library they name is installed. */
export function allocatorOfTheUnit(root: string): Record<string, string> {
  const unit = fs.readFileSync(path.join(root, "deploy/systemd/sic@.service"), "utf8");
  const line = (name: string) => new RegExp(`^Environment=${name}=(.+)$`, "m").exec(unit)?.[1];
  const library = line("LD_PRELOAD");
  if (!library || !fs.existsSync(library)) return {};
  const conf = line("MALLOC_CONF");
  return { LD_PRELOAD: library, ...(conf ? { MALLOC_CONF: conf } : {}) };
}
