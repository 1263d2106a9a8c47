// Builds the scripts of the public pages that carry no React app (decision 042) with Vite into
// build/client/assets/islands/, each named by its content's hash (served immutable like every
// asset), and writes build/islands.json, which the server reads to name the shell's script in a
// page. The page's widgets (app/islands/widgets/*.ts) are split from it into files of their own,
// which the shell imports where a page has them. Run by `npm run build` after React Router's build
// and before precompression.
import fs from "node:fs";
import path from "node:path";
import { build, type Rollup } from "vite";

const root = path.resolve(import.meta.dirname, "..");
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const source = path.join(root, "app/islands");
/** The scripts a page names itself; everything else is imported by them. */
const names = ["shell"];

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
    // Library mode: Vite adds its module-preload helper (1.5 KB, more than most widgets) to every
    // dynamic import of an app build, even with modulePreload off (vitejs/vite#18551); a widget's
    // few shared lines are not worth preloading.
    lib: {
      entry: Object.fromEntries(names.map((n) => [n, path.join(source, `${n}.ts`)])),
      formats: ["es"],
    },
    rollupOptions: {
      output: {
        format: "es",
        // A library's ES output keeps its whitespace by default; these files are for browsers.
        minify: true,
        entryFileNames: "[name]-[hash].js",
        chunkFileNames: "[name]-[hash].js",
      },
    },
  },
})) as Rollup.RollupOutput | Rollup.RollupOutput[];
const output = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);

const manifest: Record<string, string> = {};
for (const chunk of output) {
  if (chunk.type === "chunk" && chunk.isEntry)
    manifest[chunk.name] = `/assets/islands/${chunk.fileName}`;
}
fs.writeFileSync(path.join(buildDir, "islands.json"), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(
  `islands: ${output
    .filter((chunk) => chunk.type === "chunk")
    .map((chunk) => `${chunk.name} ${chunk.code.length} B`)
    .join(", ")}`,
);
