import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";

const VENDOR =
  /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/;

const APP = path.resolve("app");
const ROOT = path.join(APP, "root.tsx");
const HOME = path.join(APP, "routes/site/home.tsx");

/**
 * The "shell" chunk: what a first visit needs besides React, in one chunk (one chunk compresses
 * better than ten small ones: about 2.5 KB gzipped less on the home page). The rule: every app
 * module the root route imports, and every module the home page imports that another page
 * imports too. Home-only sections, page-only components and lazy pieces (dialog, lightbox, the
 * photo Change control) stay in their own chunks. Worked out from the client build's module
 * graph once it is complete, before chunks are made.
 */
function shellChunk(): { plugin: Plugin; test: (id: string) => boolean } {
  const shell = new Set<string>();
  const file = (id: string) => id.split("?")[0];
  const plugin: Plugin = {
    name: "shell-chunk",
    buildEnd() {
      if (this.environment.name !== "client") return;
      const reach = (entry: string) => {
        const seen = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id)) return;
          seen.add(id);
          for (const next of this.getModuleInfo(id)?.importedIds ?? []) visit(next);
        };
        visit(entry);
        return new Set([...seen].map(file));
      };
      const others = new Set<string>();
      for (const id of this.getModuleIds()) {
        if (this.getModuleInfo(id)?.isEntry && file(id) !== HOME && file(id) !== ROOT)
          for (const reached of reach(id)) others.add(reached);
      }
      const home = [...reach(HOME)].filter((id) => others.has(id));
      for (const id of [...reach(ROOT), ...home]) {
        const inApp = id.startsWith(APP + path.sep) && !id.startsWith(path.join(APP, "routes"));
        if (inApp && /\.tsx?$/.test(id)) shell.add(id);
      }
    },
  };
  return { plugin, test: (id) => shell.has(file(id)) };
}

const shell = shellChunk();

export default defineConfig({
  plugins: [reactRouter(), shell.plugin],
  resolve: { tsconfigPaths: true },
  build: { assetsInlineLimit: 0 },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Catalogue areas are named by language and area (i18n-hi-home-<hash>.js): the
            // budget finds them, and a reader of the network panel knows what each one is.
            chunkFileNames: (chunk) => {
              const area = /[\\/]i18n[\\/]messages[\\/](\w+)[\\/]([\w-]+)\.ts$/.exec(
                chunk.facadeModuleId ?? "",
              );
              return area
                ? `assets/i18n-${area[1]}-${area[2]}-[hash].js`
                : "assets/[name]-[hash].js";
            },
            codeSplitting: {
              groups: [
                { name: "react", test: VENDOR, priority: 2 },
                { name: "shell", test: shell.test, priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
});
