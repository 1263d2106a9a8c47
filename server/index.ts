// The Node entry: static files, compression, security headers and client address, in front of
// React Router's request handler. Runs on Node 24 with type stripping; no build step of its own.
import { randomBytes } from "node:crypto";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import { getConnInfo } from "@hono/node-server/conninfo";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { createRequestHandler, type ServerBuild } from "react-router";
import { clientAddress, securityHeaders, withForwarding } from "./http.ts";

const buildPath = path.resolve(process.env.BUILD_DIR ?? "build", "server/index.js");
const build: ServerBuild = await import(pathToFileURL(buildPath).href);
const entry = build.entry.module as unknown as {
  boot: () => Promise<{ port: number; host: string; trustProxy: boolean; publicUrl: string }>;
  shutdown: () => Promise<void>;
  createLoadContext: (info: { nonce: string; clientIp: string; document: boolean }) => unknown;
};

const settings = await entry.boot();
const handler = createRequestHandler(build, process.env.NODE_ENV ?? "production");
const app = new Hono<{ Variables: { nonce: string } }>();
const clientDir = path.relative(process.cwd(), path.resolve(path.dirname(buildPath), "../client"));

app.use("*", async (c, next) => {
  await next();
  securityHeaders(c.res.headers, c.get("nonce") ?? "", settings.publicUrl);
});

app.use(
  "/assets/*",
  serveStatic({
    root: clientDir,
    precompressed: true,
    onFound: (_path, c) => {
      c.header("Cache-Control", "public, max-age=31536000, immutable");
    },
  }),
);
app.use(
  "*",
  serveStatic({
    root: clientDir,
    precompressed: true,
    onFound: (_path, c) => {
      c.header("Cache-Control", "public, max-age=3600");
    },
  }),
);
app.use("*", compress());

app.all("*", async (c) => {
  const nonce = randomBytes(16).toString("base64");
  c.set("nonce", nonce);
  const clientIp = clientAddress(
    c.req.raw.headers,
    getConnInfo(c).remote.address,
    settings.trustProxy,
  );
  const request = withForwarding(c.req.raw, clientIp, settings.trustProxy);
  // Client navigations ask for `<path>.data`; anything else that reaches React Router is a document.
  const document = !new URL(request.url).pathname.endsWith(".data");
  return handler(request, entry.createLoadContext({ nonce, clientIp, document }) as never);
});

const server = serve({ fetch: app.fetch, port: settings.port, hostname: settings.host }, (info) => {
  console.log(
    `Listening on http://${info.address}:${info.port} (public address ${settings.publicUrl})`,
  );
});

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: finishing open requests, then closing the database`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  server.close();
  await entry.shutdown();
  process.exit(0);
}
process.on("SIGTERM", () => void stop("SIGTERM"));
process.on("SIGINT", () => void stop("SIGINT"));
