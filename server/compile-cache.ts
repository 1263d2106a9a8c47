// V8's compiled code for the server bundle and the packages it loads, kept on disk beside the
// build. Loading them was two of a new site's five seconds to its first page, and a quarter of a
// second of that is compiling; `npm run build` fills the cache (scripts/build-start.ts) so even
// the first start finds it, and every start keeps it current. Where the folder cannot be written
// (a read-only image) Node reports that and carries on without it.
import module from "node:module";
import path from "node:path";

export const COMPILE_CACHE = path.join("start", "compile-cache");

/** Caches what is compiled from here on, in `buildDir`'s cache. */
export function keepCompiledCode(buildDir: string): void {
  module.enableCompileCache(path.join(buildDir, COMPILE_CACHE));
}
