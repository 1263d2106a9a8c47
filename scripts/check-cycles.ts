// Fails when modules under app/ import each other in a circle (type-only imports included: a
// circle of types is still a knot a newcomer must untie to read either file), and when two folders
// of app/.server import each other: each server module has one direction (decision 025). Written here rather
// than taken from npm: the cycle checkers there (madge, dpdm, dependency-cruiser) parse with the
// TypeScript JavaScript API, which TypeScript 7 no longer ships.
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const app = path.join(root, "app");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "+types" ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The app files a module imports (static, type-only and dynamic), resolved to paths. */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, "utf8");
  const specifiers = [
    ...text.matchAll(/^\s*(?:import|export)\b[^'"]*?\bfrom\s*["']([^"']+)["']/gm),
    ...text.matchAll(/\bimport\s*\(\s*["']([^"']+)["']\s*\)/g),
  ].map((m) => m[1]);
  return specifiers.flatMap((spec) => {
    const base = spec.startsWith("~/")
      ? path.join(app, spec.slice(2))
      : spec.startsWith(".")
        ? path.resolve(path.dirname(file), spec)
        : undefined;
    if (!base) return [];
    const found = ["", ".ts", ".tsx", "/index.ts"].map((e) => base + e).find(isFile);
    return found?.startsWith(app) ? [found] : [];
  });
}

const isFile = (p: string) => fs.existsSync(p) && fs.statSync(p).isFile();

const graph = new Map(sourceFiles(app).map((f) => [f, importsOf(f)]));
const state = new Map<string, "open" | "done">();
const cycles: string[][] = [];

function visit(file: string, trail: string[]) {
  if (state.get(file) === "done") return;
  if (state.get(file) === "open") {
    cycles.push([...trail.slice(trail.indexOf(file)), file]);
    return;
  }
  state.set(file, "open");
  for (const next of graph.get(file) ?? []) visit(next, [...trail, file]);
  state.set(file, "done");
}
for (const file of graph.keys()) visit(file, []);

const show = (f: string) => path.relative(root, f);
for (const cycle of cycles) console.log(`import cycle: ${cycle.map(show).join(" → ")}`);

// The first folder under app/.server a file lives in (undefined for a file directly in it).
const server = path.join(app, ".server");
const folderOf = (file: string) => {
  const parts = path.relative(server, file).split(path.sep);
  return parts.length > 1 && parts[0] !== ".." ? parts[0] : undefined;
};
const between = new Map<string, string>();
for (const [file, imports] of graph) {
  const from = folderOf(file);
  for (const target of imports) {
    const to = folderOf(target);
    if (from && to && from !== to && !between.has(`${from}→${to}`))
      between.set(`${from}→${to}`, `${show(file)} imports ${show(target)}`);
  }
}
const pairs = [...between.keys()]
  .map((key) => key.split("→"))
  .filter(([from, to]) => from < to && between.has(`${to}→${from}`));
for (const [a, b] of pairs)
  console.log(
    `app/.server/${a} and app/.server/${b} import each other: ${between.get(`${a}→${b}`)}; ${between.get(`${b}→${a}`)}`,
  );
if (cycles.length || pairs.length) process.exit(1);
console.log(
  `no import cycles among ${graph.size} modules under app/, and no two folders of app/.server import each other`,
);
