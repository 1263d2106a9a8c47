// The reference: nginx serving the very bytes the app sent, on a loopback port of its own, one
// worker, configured as a deployment would be. Each page's compressed body is stored as the app
// sent it and handed out with gzip_static, so nginx sends the same compression at the cost of a
// static file (what nginx is best at).
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { type RunningNginx, startNginx } from "../../tests/support/nginx.ts";
import { freePort } from "../../tests/support/ports.ts";
import type { RawResponse } from "./load.ts";

export type StaticNginx = RunningNginx & { url: string; pid: number; notes: string[] };

/** The uncompressed body and the compressed file nginx will send for it (undefined: as is). */
function filesFor(page: RawResponse): { plain: Buffer; gz?: Buffer; note?: string } {
  if (page.encoding === "") return { plain: page.body };
  if (page.encoding === "gzip") return { plain: zlib.gunzipSync(page.body), gz: page.body };
  // Stock nginx sends no brotli: its gzip of the same text is the closest it can do.
  const plain =
    page.encoding === "br" ? zlib.brotliDecompressSync(page.body) : zlib.inflateSync(page.body);
  return { plain, gz: zlib.gzipSync(plain), note: `app sent ${page.encoding}, nginx gzip` };
}

/** Starts nginx (one worker) answering each of `pages` at its own path with the app's bytes. */
export async function serveWithNginx(
  binary: string,
  prefix: string,
  pages: Map<string, RawResponse>,
): Promise<StaticNginx> {
  const www = path.join(prefix, "www");
  fs.mkdirSync(www, { recursive: true });
  const notes: string[] = [];
  const locations = [...pages].map(([urlPath, page], i) => {
    const file = path.join(www, `page-${i}`);
    const { plain, gz, note } = filesFor(page);
    fs.writeFileSync(file, plain);
    if (gz) fs.writeFileSync(`${file}.gz`, gz);
    if (note) notes.push(`${urlPath}: ${note}`);
    // try_files, not alias: nginx's static module will not serve a file at a path ending in "/".
    return `  location = "${urlPath}" { default_type "${page.contentType}"; try_files /page-${i} =404; }`;
  });
  const port = await freePort();
  // Tuned as a deployment serves files (issue 27): the kernel copies the file to the socket
  // (sendfile), headers and body leave in full packets (tcp_nopush), no log line per request, and
  // keep-alive without a request cap, like Node's server: the load never reconnects on either.
  const site = `server {
  listen 127.0.0.1:${port};
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000000;
  keepalive_timeout 75s;
  root ${www};
  gzip_static on;
  gzip_vary on;
${locations.join("\n")}
}
`;
  const nginx = await startNginx(binary, prefix, site, port);
  // nginx listens a moment before it writes its pid file.
  const pidFile = path.join(prefix, "nginx.pid");
  for (let waited = 0; !fs.existsSync(pidFile) && waited < 5000; waited += 50) {
    await new Promise((r) => setTimeout(r, 50));
  }
  const pid = Number(fs.readFileSync(pidFile, "utf8").trim());
  return { ...nginx, url: `http://127.0.0.1:${port}`, pid, notes };
}
