// Fails when a visitor's page could download more JavaScript (gzipped) than issue 27 allows, when
// the app's first load (what signed-in staff get) grows past its budget, or when a server-only
// library (zod: schemas are parsed on the server) reaches a browser chunk.
// A visitor's page loads the shell's script and at most every widget (decision 042), so the shell
// alone and the shell with every widget bound what any public page can load; the browser suite
// (tests/e2e/js-budget.e2e.ts) measures each page as sent. The app's figures read the client
// manifest React Router writes, so they count exactly what the page preloads.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { HOME_CATALOGUE_FILES } from "./budget-areas.ts";

export const BUDGET_KB = { shellJs: 3, publicPageJs: 10, homeJs: 130, anyRouteJs: 150, css: 40 };

type Manifest = {
  entry: { module: string; imports: string[] };
  routes: Record<string, { module: string; imports?: string[]; css?: string[] }>;
};

const clientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");
const manifestFile = fs
  .readdirSync(path.join(clientDir, "assets"))
  .find((f) => /^manifest-.*\.js$/.test(f));
if (!manifestFile) throw new Error("No build/client/assets/manifest-*.js: run npm run build first");
const source = fs.readFileSync(path.join(clientDir, "assets", manifestFile), "utf8");
const manifest: Manifest = JSON.parse(
  source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1),
);

const gz = (url: string) => zlib.gzipSync(fs.readFileSync(path.join(clientDir, url))).length;
const sum = (urls: Iterable<string>) => [...new Set(urls)].reduce((n, u) => n + gz(u), 0) / 1024;

function routeJs(ids: string[]): string[] {
  const urls = [manifest.entry.module, ...manifest.entry.imports];
  for (const id of ids) {
    const r = manifest.routes[id];
    if (r) urls.push(r.module, ...(r.imports ?? []));
  }
  return urls;
}

let failed = false;
const report = (label: string, kb: number, budget: number) => {
  const ok = kb <= budget;
  failed ||= !ok;
  console.log(
    `${ok ? "ok  " : "OVER"} ${label}: ${kb.toFixed(1)} KB gzipped (budget ${budget} KB)`,
  );
};
// Each page also loads, before it hydrates, the catalogue files it reads in its language (chunks
// of their own, i18n-<lang>-<file>-<hash>.js, not in the manifest's imports): the home page's as
// budget-areas.ts lists them; another page is counted with the shell's and its language's largest.
const assets = fs.readdirSync(path.join(clientDir, "assets"));
const area = (lang: string, name: string) => {
  const file = assets.find((f) => new RegExp(`^i18n-${lang}-${name}-[\\w-]+\\.js$`).test(f));
  if (!file) throw new Error(`No ${lang} catalogue area "${name}" in build/client/assets`);
  return `/assets/${file}`;
};
const largestArea = (lang: string) =>
  assets
    .filter((f) => f.startsWith(`i18n-${lang}-`) && f.endsWith(".js"))
    .map((f) => `/assets/${f}`)
    .sort((a, b) => gz(b) - gz(a))[0];
const islandsDir = path.join(clientDir, "assets/islands");
const islands = fs.existsSync(islandsDir) ? fs.readdirSync(islandsDir) : [];
const shell = islands.find((f) => /^shell-[\w-]+\.js$/.test(f));
if (!shell) throw new Error("No build/client/assets/islands/shell-*.js: run npm run build first");
report(
  "a visitor's page with the shell's script only",
  sum([`/assets/islands/${shell}`]),
  BUDGET_KB.shellJs,
);
report(
  "a visitor's page with every widget",
  sum(islands.filter((f) => f.endsWith(".js")).map((f) => `/assets/islands/${f}`)),
  BUDGET_KB.publicPageJs,
);
report(
  "signed-in staff's home page JavaScript (the app)",
  sum([
    ...routeJs(["root", "routes/site/home"]),
    ...HOME_CATALOGUE_FILES.map((f) => area("en", f)),
  ]),
  BUDGET_KB.homeJs,
);
report(
  "signed-in staff's Hindi home page JavaScript (the app)",
  sum([...routeJs(["root", "hi/home"]), ...HOME_CATALOGUE_FILES.map((f) => area("hi", f))]),
  BUDGET_KB.homeJs,
);
for (const id of Object.keys(manifest.routes)) {
  if (id === "root" || id === "routes/site/home" || id === "hi/home") continue;
  const lang = id.startsWith("hi/") ? "hi" : "en";
  const kb = sum([...routeJs(["root", id]), area(lang, "shell"), largestArea(lang)]);
  if (kb > BUDGET_KB.anyRouteJs) report(`${id} JavaScript`, kb, BUDGET_KB.anyRouteJs);
}
for (const lang of ["en", "hi"]) {
  const all = assets.filter((f) => f.startsWith(`i18n-${lang}-`) && f.endsWith(".js"));
  console.log(
    `     ${lang} catalogue, all areas: ${sum(all.map((f) => `/assets/${f}`)).toFixed(1)} KB gzipped`,
  );
}
const css = Object.values(manifest.routes).flatMap((r) => r.css ?? []);
report("all CSS", sum(css), BUDGET_KB.css);
// zod v4 keeps its state under `_zod` on every schema: a chunk holding that holds zod.
const withZod = fs
  .readdirSync(path.join(clientDir, "assets"))
  .filter((f) => f.endsWith(".js"))
  .filter((f) => fs.readFileSync(path.join(clientDir, "assets", f), "utf8").includes("_zod"));
for (const f of withZod) {
  failed = true;
  console.log(`OVER ${f} carries zod: schemas belong on the server (app/.server)`);
}
if (failed) process.exit(1);
