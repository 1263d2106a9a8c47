// Builds the scripts of the public pages that carry no React app (app/islands/*.ts, decision 042)
// with Vite into build/client/assets/islands/, each named by its content's hash (served immutable like every
// asset), and writes build/islands.json, which the server reads to name them in a page. Run by
// `npm run build` after React Router's build and before precompression.
import fs from "node:fs";
import path from "node:path";
import { build, type Rollup } from "vite";

const root = path.resolve(import.meta.dirname, "..");
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const source = path.join(root, "app/islands");
const names = fs
  .readdirSync(source)
  .filter((f) => f.endsWith(".ts") && !f.includes(".test."))
  .map((f) => f.slice(0, -3));

const outDir = path.join(buildDir, "client/assets/islands");
fs.rmSync(outDir, { recursive: true, force: true });
const result = (await build({
  configFile: false,
  logLevel: "warn",
  publicDir: false,
  resolve: { alias: { "~": path.join(root, "app") } },
  build: {
    outDir,
    emptyOutDir: false,
    target: "es2020",
    modulePreload: false,
    rollupOptions: {
      input: Object.fromEntries(names.map((n) => [n, path.join(source, `${n}.ts`)])),
      output: {
        format: "es",
        entryFileNames: "[name]-[hash].js",
        chunkFileNames: "[name]-[hash].js",
      },
    },
  },
})) as Rollup.RollupOutput;

const manifest: Record<string, string> = {};
for (const chunk of result.output) {
  if (chunk.type === "chunk" && chunk.isEntry)
    manifest[chunk.name] = `/assets/islands/${chunk.fileName}`;
}
fs.writeFileSync(path.join(buildDir, "islands.json"), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(
  `islands: ${Object.entries(manifest)
    .map(([name, url]) => `${name} ${fs.statSync(path.join(buildDir, "client", url)).size} B`)
    .join(", ")}`,
);
