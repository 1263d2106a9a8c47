// The Node entry, in production (`npm start`: the built app) and in development (`npm run dev`:
// the same entry with Vite's dev middleware in front, building the app on the fly). Both run the
// same start-up, security headers and CSP, client address rules and background work. Runs on
// Node 24 with type stripping; no build step of its own.
import { randomBytes } from "node:crypto";
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { getRequestListener } from "@hono/node-server";
import { getConnInfo } from "@hono/node-server/conninfo";
import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import {
  clientAddress,
  requestId,
  requestLogLine,
  securityHeaders,
  takesUploads,
  unservablePath,
  withForwarding,
} from "./http.ts";

/** What the app's server entry (app/entry.server.tsx) offers the Node entry. */
type AppEntry = {
  startApp: () => Promise<{
    db: unknown;
    settings: {
      port: number;
      host: string;
      trustProxy: boolean;
      logRequests: boolean;
      publicUrl: string;
      maxBytes: { upload: number; other: number };
      uploadTooLarge: string;
      pdfTooLarge: string;
    };
    stop: () => Promise<void>;
  }>;
  createLoadContext: (
    db: unknown,
    info: { nonce: string; clientIp: string; document: boolean },
  ) => unknown;
};
const entryOf = (build: ServerBuild) => build.entry.module as unknown as AppEntry;

const development = process.env.NODE_ENV === "development";
const server = http.createServer();
let vite: ViteDevServer | undefined;
let getBuild: () => Promise<ServerBuild>;
if (development) {
  const { createServer } = await import("vite");
  vite = await createServer({
    server: { middlewareMode: true, hmr: { server } },
    appType: "custom",
  });
  const devServer = vite;
  getBuild = () => devServer.ssrLoadModule("virtual:react-router/server-build") as never;
} else {
  const buildPath = path.resolve(process.env.BUILD_DIR ?? "build", "server/index.js");
  const build: ServerBuild = await import(pathToFileURL(buildPath).href);
  getBuild = async () => build;
}

const app = await entryOf(await getBuild()).startApp();
const { settings } = app;
const handler = createRequestHandler(getBuild, development ? "development" : "production");
const hono = new Hono<{ Variables: { nonce: string } }>();

// Every answer carries its request id (X-Request-Id), and, unless LOG_REQUESTS=false, leaves one
// line of JSON on standard output: no query string, no client address, no bodies (personal data
// stays out of logs).
hono.use("*", async (c, next) => {
  const started = performance.now();
  const id = requestId(c.req.header("x-request-id"), settings.trustProxy);
  await next();
  c.res.headers.set("X-Request-Id", id);
  if (settings.logRequests) {
    console.log(
      requestLogLine(c.req.method, c.req.path, c.res.status, performance.now() - started, id),
    );
  }
});

hono.use("*", async (c, next) => {
  await next();
  securityHeaders(c.res.headers, c.get("nonce") ?? "", settings.publicUrl);
});

hono.use("*", async (c, next) => {
  const raw = c.req.url.slice(c.req.url.indexOf("/", c.req.url.indexOf("//") + 2)).split("?")[0];
  if (unservablePath(raw)) return c.text("Not found", 404);
  return next();
});

// No request body is read past its cap, whoever sends it: photo uploads up to MEDIA_MAX_BYTES,
// everything else a few hundred KB (forms cap themselves lower still). A larger declared length
// is refused before any byte is read; a chunked body, as soon as it passes the cap.
// The photo uploader reads JSON { ok, message } and shows the message, so an upload hears why.
const tooLarge = (c: Context) => c.text("The request is too large.", 413);
const uploadTooLarge = (c: Context) =>
  c.req.path.startsWith("/api/")
    ? c.json({ ok: false, message: settings.uploadTooLarge }, 413)
    : /^\/admin-dashboard\/notices\//.test(c.req.path)
      ? c.text(
          `The PDF was not saved: ${settings.pdfTooLarge} Go back and choose a smaller one.`,
          413,
        )
      : c.text(
          `The picture was not saved: ${settings.uploadTooLarge} Go back and choose a smaller one.`,
          413,
        );
const uploadLimit = bodyLimit({ maxSize: settings.maxBytes.upload, onError: uploadTooLarge });
const otherLimit = bodyLimit({ maxSize: settings.maxBytes.other, onError: tooLarge });
hono.use("*", (c, next) => (takesUploads(c.req.path) ? uploadLimit : otherLimit)(c, next));

if (!development) {
  const clientDir = path.relative(
    process.cwd(),
    path.resolve(process.env.BUILD_DIR ?? "build", "client"),
  );
  hono.use(
    "/assets/*",
    serveStatic({
      root: clientDir,
      precompressed: true,
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=31536000, immutable");
      },
    }),
  );
  hono.use(
    "*",
    serveStatic({
      root: clientDir,
      precompressed: true,
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=3600");
      },
    }),
  );
}
hono.use("*", compress());

hono.all("*", async (c) => {
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
  // The newest build's context module (in development it changes as files are edited).
  const context = entryOf(await getBuild()).createLoadContext(app.db, {
    nonce,
    clientIp,
    document,
  });
  return handler(request, context as never);
});

const listener = getRequestListener(hono.fetch);
server.on("request", (req, res) => {
  if (vite) vite.middlewares(req, res, () => listener(req, res));
  else listener(req, res);
});
server.listen(settings.port, settings.host, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : settings.port;
  console.log(
    `Listening on http://${settings.host}:${port} (public address ${settings.publicUrl})` +
      (development ? " in development mode" : ""),
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
  await vite?.close();
  await app.stop();
  process.exit(0);
}
process.on("SIGTERM", () => void stop("SIGTERM"));
process.on("SIGINT", () => void stop("SIGINT"));
