// Part of `npm run build`: makes once, into build/start, what a new site's first start would
// otherwise make itself. The sample pictures, drawn and encoded (sample/pictures.ts), and two new
// PGlite directories to copy (PGLITE_TEMPLATES, database.ts): migrated, and migrated with the
// sample pictures stored. Together they were 15 of the 22 seconds between `npm start` on a new
// data directory and its first page. Last, V8's compile cache (server/compile-cache.ts). A server
// without them (`npm run dev`, a build that lost the folder) starts as before: it makes the
// database and the pictures itself, and compiles every module.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import {
  type Db,
  PGLITE_TEMPLATES,
  PGLITE_TYPES,
  type PgliteTemplate,
} from "~/.server/db/database";
import { migrateDatabase } from "~/.server/db/migrate";
import { stopEncoder } from "~/.server/media/encoder";
import { MADE_PICTURES, makeSamplePictures, storeSamplePictures } from "~/.server/sample/pictures";
import { COMPILE_CACHE } from "../server/compile-cache.ts";

const build = path.resolve(process.env.BUILD_DIR ?? "build");
const pictures = path.join(build, MADE_PICTURES);
const template = (name: PgliteTemplate) => path.join(build, PGLITE_TEMPLATES, name);
const started = Date.now();

/** Opens a template directory, lets `fill` write to it, and closes it cleanly. */
async function fillTemplate(name: PgliteTemplate, fill: (db: Db) => Promise<unknown>) {
  const client = await PGlite.create(template(name), PGLITE_TYPES);
  try {
    await fill(drizzle(client) as unknown as Db);
  } finally {
    await client.close();
  }
}

fs.rmSync(path.join(build, "start"), { recursive: true, force: true });
fs.mkdirSync(pictures, { recursive: true });
fs.mkdirSync(path.join(build, PGLITE_TEMPLATES), { recursive: true });
try {
  const [count] = await Promise.all([
    makeSamplePictures(pictures, new Date()),
    fillTemplate("empty", (db) => migrateDatabase({ db, kind: "pglite" })),
  ]);
  fs.cpSync(template("empty"), template("sample"), { recursive: true });
  await fillTemplate("sample", (db) => storeSamplePictures(db, new Date(), pictures));
  // The bundle loaded once by plain Node, as `npm start` loads it, to fill the compile cache.
  const bundle = path.join(build, "server", "index.js");
  execFileSync(process.execPath, [
    "--input-type=module",
    "-e",
    `import m from "node:module"; m.enableCompileCache(${JSON.stringify(path.join(build, COMPILE_CACHE))}); await import(${JSON.stringify(bundle)}); m.flushCompileCache();`,
  ]);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `start kit: two PGlite templates, ${count} sample pictures and the compile cache, in ${seconds} s`,
  );
} finally {
  stopEncoder();
}
