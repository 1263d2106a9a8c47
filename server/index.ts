// The Node entry, in production (`npm start`: the built app) and in development (`npm run dev`:
// the same entry with Vite's dev middleware in front, building the app on the fly). Both run the
// same start-up, security headers and CSP, client address rules and background work. Runs on
// Node 24 with type stripping; no build step of its own.
import "./environment.ts";
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { getRequestListener } from "@hono/node-server";
import { getConnInfo } from "@hono/node-server/conninfo";
import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono } from "hono";
import pLimit from "p-limit";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { errorMessage, logLine, stackFrames } from "../app/.server/log.ts";
import { bodyLimit } from "./body-limit.ts";
import { answerFromCache, type CacheFront } from "./cache-front.ts";
import { keepCompiledCode } from "./compile-cache.ts";
import { compressAnswers } from "./compress.ts";
import {
  clientAddress,
  metricsAllowed,
  plainRefusal,
  rendersAPage,
  requestId,
  requestLogLine,
  securityHeaders,
  takesApplication,
  takesContentFile,
  takesPhotoBatch,
  takesUploads,
  unservablePath,
  withForwarding,
} from "./http.ts";
import { answer, PageCache, pageCacheKey, storable, toCachedPage } from "./page-cache.ts";

/** What the app's server entry (app/entry.server.tsx) offers the Node entry. */
type AppEntry = {
  startApp: () => Promise<{
    db: unknown;
    settings: {
      port: number;
      host: string;
      trustProxy: boolean;
      logRequests: boolean;
      pageCache: boolean;
      metricsToken: string | undefined;
      publicUrl: string;
      maxBytes: { upload: number; photoBatch: number; contentFile: number; other: number };
      uploadTooLarge: string;
      pdfTooLarge: string;
    };
    onContentChange: (listener: () => void) => void;
    stop: () => Promise<void>;
  }>;
  createLoadContext: (
    db: unknown,
    info: {
      clientIp: string;
      document: boolean;
      requestId: string;
      route: { pattern?: string };
    },
  ) => unknown;
  observeRequest: (method: string, route: string, status: number, seconds: number) => void;
  renderMetrics: (db: unknown) => Promise<{ contentType: string; body: string }>;
  countPageCache: (hit: boolean) => void;
};
const entryOf = (build: ServerBuild) => build.entry.module as unknown as AppEntry;

const development = process.env.NODE_ENV === "development";
const server = http.createServer();
// An idle connection stays open longer than a proxy's own idle timeout (nginx keeps upstream
// connections 60 s): when Node closed first (its default is 5 s), a request nginx or a browser
// sent on a connection just being closed was lost as a reset.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
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
  const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
  keepCompiledCode(buildDir);
  const build: ServerBuild = await import(
    pathToFileURL(path.join(buildDir, "server/index.js")).href
  );
  getBuild = async () => build;
}

const app = await entryOf(await getBuild()).startApp();
// The newest build's entry (in development it changes as files are edited).
const entry = async () => entryOf(await getBuild());
const { settings } = app;
// In production the build itself, not a function returning it: React Router derives its route
// tables (createStaticHandler: every route flattened, ranked and compiled) once for a build, but
// for each request when handed a function, about 1.6 ms of every render on one core.
const handler = development
  ? createRequestHandler(getBuild, "development")
  : createRequestHandler(await getBuild(), "production");
/**
 * `route` labels the request in /metrics: the matched route's pattern (`/startups/:slug`), "static"
 * for a file of the build, "/metrics", or "none" for what was refused before routing. Never the
 * raw path: the number of series must stay bounded whatever addresses visitors try.
 */
const hono = new Hono<{ Variables: { requestId: string; route: string } }>();

// Every answer carries its request id (X-Request-Id), is counted in /metrics, and, unless
// LOG_REQUESTS=false, leaves one line of JSON on standard output: no query string, no client
// address, no bodies (personal data stays out of logs). Prometheus's own scrapes of /metrics are
// left out of the log (one every 15 s would drown the rest); refused ones are logged.
hono.use("*", async (c, next) => {
  const started = performance.now();
  const id = requestId(c.req.header("x-request-id"), settings.trustProxy);
  c.set("requestId", id);
  c.set("route", "none");
  await next();
  c.res.headers.set("X-Request-Id", id);
  const ms = performance.now() - started;
  const route = c.get("route");
  (await entry()).observeRequest(c.req.method, route, c.res.status, ms / 1000);
  if (settings.logRequests && !(route === "/metrics" && c.res.status === 200)) {
    console.log(requestLogLine(c.req.method, c.req.path, c.res.status, ms, id));
  }
});

// What escapes every handler: one JSON line with the request id, and a plain 500 that shows it.
hono.onError((error, c) => {
  const id = c.get("requestId") ?? "";
  console.error(
    logLine("error", {
      method: c.req.method,
      path: c.req.path,
      id,
      error: errorMessage(error),
      stack: stackFrames(error),
    }),
  );
  return c.text(plainRefusal("Something went wrong.", id), 500);
});

hono.use("*", async (c, next) => {
  await next();
  securityHeaders(c.res.headers, settings.publicUrl);
});

hono.use("*", async (c, next) => {
  const raw = c.req.url.slice(c.req.url.indexOf("/", c.req.url.indexOf("//") + 2)).split("?")[0];
  if (unservablePath(raw)) return c.text(plainRefusal("Not found", c.get("requestId")), 404);
  return next();
});

// No request body is read past its cap, whoever sends it: photo uploads up to MEDIA_MAX_BYTES,
// everything else a few hundred KB (forms cap themselves lower still). A larger declared length
// is refused before any byte is read; a chunked body, as soon as it passes the cap.
// The photo uploader reads JSON { ok, message } and shows the message, so an upload hears why.
const refuse = (c: Context, message: string) =>
  c.text(plainRefusal(message, c.get("requestId")), 413);
const tooLarge = (c: Context) => refuse(c, "The request is too large.");
const uploadTooLarge = (c: Context) =>
  c.req.path.startsWith("/api/")
    ? c.json({ ok: false, message: settings.uploadTooLarge, requestId: c.get("requestId") }, 413)
    : /^\/admin-dashboard\/notices\//.test(c.req.path)
      ? refuse(
          c,
          `The PDF was not saved: ${settings.pdfTooLarge} Go back and choose a smaller one.`,
        )
      : refuse(
          c,
          `The picture was not saved: ${settings.uploadTooLarge} Go back and choose a smaller one.`,
        );
const uploadLimit = bodyLimit({ maxSize: settings.maxBytes.upload, onError: uploadTooLarge });
// The back office's import of a whole site's content (admins; CONTENT_FILE_MAX_BYTES).
const contentFileLimit = bodyLimit({
  maxSize: settings.maxBytes.contentFile,
  onError: (c) =>
    refuse(c, "The content file is larger than this site accepts (CONTENT_FILE_MAX_BYTES)."),
});
const otherLimit = bodyLimit({ maxSize: settings.maxBytes.other, onError: tooLarge });
const photoBatchLimit = bodyLimit({
  maxSize: settings.maxBytes.photoBatch,
  onError: (c) => refuse(c, "Too many photos at once: send them in smaller batches."),
});
hono.use("*", (c, next) =>
  (takesContentFile(c.req.path)
    ? contentFileLimit
    : takesPhotoBatch(c.req.path)
      ? photoBatchLimit
      : takesUploads(c.req.path) || takesApplication(c.req.path)
        ? uploadLimit
        : otherLimit)(c, next),
);

// Prometheus's page: from this machine, or anywhere with the bearer token (metricsAllowed). Anyone
// else gets the site's ordinary 404 page, as for any address that does not exist.
hono.get("/metrics", async (c, next) => {
  if (!metricsAllowed(c.req.raw.headers, getConnInfo(c).remote.address, settings.metricsToken))
    return next();
  c.set("route", "/metrics");
  const { contentType, body } = await (await entry()).renderMetrics(app.db);
  return c.body(body, 200, { "Content-Type": contentType, "Cache-Control": "no-store" });
});

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
        c.set("route", "static");
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
        c.set("route", "static");
        c.header("Cache-Control", "public, max-age=3600");
      },
    }),
  );
}
hono.use("*", compressAnswers());

const pageCache = new PageCache();
const RENDERS_AT_ONCE = 2;
/**
 * Two pages rendered at once (a visitor's page not in the cache, any page of signed-in staff), the
 * rest waiting their turn. A render is work for this one thread, so more at once adds no speed;
 * each in flight holds its React tree, strings and compression buffers. Sixteen visitors asking for
 * new addresses at once took the server from 300 MB to a peak of 555; four at a time, 407; two,
 * 340 (decision 019). Two, not one, so a render waiting on PostgreSQL does not idle the thread.
 * The document is whole when the handler returns (entry.server.tsx waits for all of it), and a
 * miss is compressed for the cache inside its turn too. Forms and files never wait here.
 */
const renders = pLimit(RENDERS_AT_ONCE);
app.onContentChange(() => pageCache.invalidate());

hono.all("*", async (c) => {
  // A visitor's page from the cache (server/page-cache.ts).
  const key = settings.pageCache ? pageCacheKey(c.req.raw) : undefined;
  const cached = key ? pageCache.get(key, Date.now()) : undefined;
  if (key) (await entry()).countPageCache(Boolean(cached));
  if (cached) {
    c.set("route", cached.route);
    return answer(cached, c.req.raw, true);
  }
  const generation = pageCache.generation;
  const clientIp = clientAddress(
    c.req.raw.headers,
    getConnInfo(c).remote.address,
    settings.trustProxy,
  );
  const request = withForwarding(c.req.raw, clientIp, settings.trustProxy);
  // Client navigations ask for `<path>.data`; anything else that reaches React Router is a document.
  const document = !new URL(request.url).pathname.endsWith(".data");
  // The newest build's context module (in development it changes as files are edited).
  const route: { pattern?: string } = {};
  const context = (await entry()).createLoadContext(app.db, {
    clientIp,
    document,
    requestId: c.get("requestId"),
    route,
  });
  const render = async () => {
    let response: Response;
    try {
      response = await handler(request, context as never);
    } finally {
      c.set("route", route.pattern ?? "none");
    }
    if (!key || c.req.method !== "GET" || !storable(response)) return response;
    const page = await toCachedPage(response, c.get("route"), Date.now());
    pageCache.set(key, page, generation);
    return answer(page, c.req.raw, false);
  };
  return rendersAPage(c.req.method, c.req.path) ? renders(render) : render();
});

const listener = getRequestListener(hono.fetch);
// In production a visitor's cached page is answered before the pipeline (server/cache-front.ts).
const production = development ? undefined : entryOf(await getBuild());
const front: CacheFront | undefined =
  production && settings.pageCache
    ? {
        cache: pageCache,
        trustProxy: settings.trustProxy,
        publicUrl: settings.publicUrl,
        logRequests: settings.logRequests,
        observeRequest: production.observeRequest,
        countPageCache: production.countPageCache,
      }
    : undefined;
server.on("request", (req, res) => {
  if (vite) vite.middlewares(req, res, () => listener(req, res));
  else if (!(front && answerFromCache(req, res, front))) listener(req, res);
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
