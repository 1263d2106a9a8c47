import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { scriptHashesOf } from "./csp";

// Rewrites of each rendered document: two of its <head>, for phones on slow networks, and the
// hashes of its inline scripts for its Content-Security-Policy (3, at the end).
//
// 1. Render-blocking stylesheets cost a round trip each on a slow phone network before anything
// paints. The server copies the page's (small, hashed) stylesheets into the HTML and disables the
// links (a disabled stylesheet is not even fetched, so it does not compete with the page's font
// and first photos); the first client navigation enables them and swaps each in once it has
// loaded (stylesheet-handover.ts), so client navigation keeps React Router's own <link>
// handling. Without JavaScript the inline copy simply stays.

const cache = new Map<string, string | null>();

/**
 * build/client, beside the server bundle this module is compiled into (production only): the
 * nearest `client` folder upward, since the bundler may put this module in a chunk under
 * build/server/assets as well as in build/server/index.js.
 */
function findClientDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 4; i++, dir = path.dirname(dir)) {
    const candidate = path.join(dir, "client");
    if (fs.existsSync(path.join(candidate, "assets"))) return candidate;
  }
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../client");
}
let client: string | undefined;
export function clientDir(): string {
  client ??= findClientDir();
  return client;
}

function readStylesheet(href: string): string | null {
  if (cache.has(href)) return cache.get(href) ?? null;
  let css: string | null = null;
  if (/^\/assets\/[\w.-]+\.css$/.test(href)) {
    try {
      css = fs.readFileSync(path.join(clientDir(), href), "utf8");
      if (css.includes("</style")) css = null;
    } catch {
      css = null;
    }
  }
  cache.set(href, css);
  return css;
}

/** Inlines every same-site hashed stylesheet of a rendered document (see above). */
export function inlineStylesheets(html: string): string {
  const head = html.indexOf("</head>");
  if (head < 0) return html;
  const inlined = html.slice(0, head).replace(/<link\b[^>]*>/g, (tag) => {
    if (!/\brel="stylesheet"/.test(tag)) return tag;
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    const css = href ? readStylesheet(href) : null;
    if (!css) return tag;
    const link = tag.replace(/\s*\/?>$/, ' disabled="" data-inlined=""/>');
    return `<style data-href="${href}">${css}</style>${link}`;
  });
  return inlined + html.slice(head);
}

// 2. The page is complete without JavaScript, so its modules need not compete with the document,
// its stylesheets and its first images for a slow connection, nor delay its first paint. React
// Router's module preloads and the inline module that starts hydration are taken out of the
// document; a small classic script adds them back once the document has been parsed and its first
// contentful paint is on screen (or after a second: a tab opened in the background paints no
// frames). The paint entry, not the next animation frame: a frame's callbacks run before its paint
// reaches the screen, and on a busy phone the modules then still raced the first paint (seen in
// Lighthouse traces of the Hindi pages, whose text takes longer to lay out).

const START_AFTER_PAINT = `(function (preloads, code) {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    preloads.forEach(function (href) {
      var link = document.createElement("link");
      link.rel = "modulepreload";
      link.fetchPriority = "low";
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement("script");
    script.type = "module";
    script.textContent = code;
    document.head.appendChild(script);
  }
  function afterPaint() {
    var types = typeof PerformanceObserver === "function" && PerformanceObserver.supportedEntryTypes;
    if (types && types.indexOf("paint") >= 0) {
      new PerformanceObserver(function (list, observer) {
        if (!list.getEntriesByName("first-contentful-paint").length) return;
        observer.disconnect();
        setTimeout(start, 0);
      }).observe({ type: "paint", buffered: true });
    } else {
      requestAnimationFrame(function () { setTimeout(start, 0); });
    }
    setTimeout(start, 1000);
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", afterPaint);
  else afterPaint();
})`.replace(/\n\s*/g, " ");

/** JSON that is safe inside an inline <script>. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/**
 * Starts the page's modules after its first paint (see above). Documents without them pass.
 * `started` is the module's text, which the starter adds to the page: the policy must allow it.
 */
export function deferModules(html: string): { html: string; started?: string } {
  // React Router's inline module; a page without the app names its module by address instead.
  const moduleScript =
    /<script\b(?![^>]*\bsrc=)[^>]*\btype="module"[^>]*>([\s\S]*?)<\/script>/.exec(html);
  if (!moduleScript) return { html };
  const preloads: string[] = [];
  const withoutPreloads = html.replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/g, (tag) => {
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (href) preloads.push(href);
    return "";
  });
  const code = moduleScript[1] ?? "";
  const starter = `<script>${START_AFTER_PAINT}(${scriptJson(preloads)},${scriptJson(code)})</script>`;
  return { html: withoutPreloads.replace(moduleScript[0], () => starter), started: code };
}

// 3. The document's Content-Security-Policy names the SHA-256 of each inline script it runs
// (csp.ts): React Router's, the starter above and the module it adds, the scroll restorer's.

/** The rewrites of a document (or of its head and tail, below) held as one string. */
export function rewriteMarkup(rendered: string): { html: string; scriptHashes: string[] } {
  const { html, started } = deferModules(inlineStylesheets(rendered));
  return { html, scriptHashes: scriptHashesOf(html, started === undefined ? [] : [started]) };
}

// Every rewrite reads and changes only the head and the scripts at the end of the body; the body's
// markup before its first script or link (150–200 KB of a 200 KB page) passes through as the bytes
// React wrote. As one string, each rewrite of a 200 KB page (450 KB as UTF-16 in Hindi) made
// another copy too large for V8's young generation: garbage for the old one, collected only by a
// full collection, which grew the heap under load (decision 019).
const BODY = "<!--sic:document-body-->";

/** A rendered document as it is sent, and the hashes its policy must name. */
export function rewriteDocument(rendered: Buffer): { body: Buffer; scriptHashes: string[] } {
  const headEnd = rendered.indexOf("</head>");
  const whole = () => {
    const { html, scriptHashes } = rewriteMarkup(rendered.toString("utf8"));
    return { body: Buffer.from(html), scriptHashes };
  };
  if (headEnd < 0) return whole();
  const bodyStart = headEnd + "</head>".length;
  const tailStart = Math.min(
    ...[rendered.indexOf("<script", bodyStart), rendered.indexOf("<link", bodyStart)].filter(
      (i) => i >= 0,
    ),
    rendered.length,
  );
  const skeleton =
    rendered.toString("utf8", 0, bodyStart) + BODY + rendered.toString("utf8", tailStart);
  const { html, scriptHashes } = rewriteMarkup(skeleton);
  const parts = html.split(BODY);
  // The marker in the page's own text (never in what React escapes, but be sure): one string.
  if (parts.length !== 2) return whole();
  const [head = "", tail = ""] = parts;
  const body = rendered.subarray(bodyStart, tailStart);
  return { body: Buffer.concat([Buffer.from(head), body, Buffer.from(tail)]), scriptHashes };
}
