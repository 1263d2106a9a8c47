import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

// Rewrites of each rendered document: two of its <head>, for phones on slow networks, and the
// nonce on its JSON-LD (3, at the end).
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
function clientDir(): string {
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
export function inlineStylesheets(html: string, nonce: string): string {
  const head = html.indexOf("</head>");
  if (head < 0) return html;
  const inlined = html.slice(0, head).replace(/<link\b[^>]*>/g, (tag) => {
    if (!/\brel="stylesheet"/.test(tag)) return tag;
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    const css = href ? readStylesheet(href) : null;
    if (!css) return tag;
    const nonceAttr = nonce ? ` nonce="${nonce}"` : "";
    const link = tag.replace(/\s*\/?>$/, ' disabled="" data-inlined=""/>');
    return `<style data-href="${href}"${nonceAttr}>${css}</style>${link}`;
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

const START_AFTER_PAINT = `(function (preloads, code, nonce) {
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
    script.nonce = nonce;
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

/** Starts the page's modules after its first paint (see above). Documents without them pass. */
export function deferModules(html: string, nonce: string): string {
  const moduleScript = /<script\b[^>]*\btype="module"[^>]*>([\s\S]*?)<\/script>/.exec(html);
  if (!moduleScript) return html;
  const preloads: string[] = [];
  const withoutPreloads = html.replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/g, (tag) => {
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (href) preloads.push(href);
    return "";
  });
  const nonceAttr = nonce ? ` nonce="${nonce}"` : "";
  const starter = `<script${nonceAttr}>${START_AFTER_PAINT}(${scriptJson(preloads)},${scriptJson(moduleScript[1])},${scriptJson(nonce)})</script>`;
  return withoutPreloads.replace(moduleScript[0], () => starter);
}

// 3. React Router's <Meta> writes a page's JSON-LD (`"script:ld+json"` in its meta) without a
// nonce. It is data, never run, so the CSP would not stop it; it gets the nonce anyway, so every
// inline script of a document carries it. (Reading the nonce in a component instead would make the
// shared client chunk export it, and the home page's JavaScript grow.)
const DATA_BLOCK = /<script type="application\/ld\+json">/g;

/** Gives every JSON-LD block of a rendered document the request's nonce. */
export function nonceDataBlocks(html: string, nonce: string): string {
  if (!nonce) return html;
  return html.replace(DATA_BLOCK, `<script type="application/ld+json" nonce="${nonce}">`);
}
