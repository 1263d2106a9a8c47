// Writes .br and .gz beside each compressible client asset, so the server sends them as they are.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const root = path.resolve(process.env.BUILD_DIR ?? "build", "client");
const compressible = /\.(js|mjs|css|svg|txt|xml|json|html|ico|webmanifest)$/;

function* walk(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (compressible.test(entry.name)) yield full;
  }
}

let count = 0;
for (const file of walk(root)) {
  const data = fs.readFileSync(file);
  if (data.length < 512) continue;
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
  count++;
}
console.log(`precompressed ${count} files in ${path.relative(process.cwd(), root)}`);
