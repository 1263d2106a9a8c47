import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { scriptHashesOf } from "./csp";
import { deferModules, inlineStylesheets, rewriteDocument, rewriteMarkup } from "./document-html";

describe("inlineStylesheets", () => {
  it("leaves links it cannot read, outside the head, and non-stylesheets alone", () => {
    const html =
      '<html><head><link rel="icon" href="/favicon.svg"/><link rel="stylesheet" href="/assets/missing-x.css"/>' +
      '<link rel="stylesheet" href="https://elsewhere.example/a.css"/></head>' +
      '<body><link rel="stylesheet" href="/assets/b.css"/></body></html>';
    expect(inlineStylesheets(html)).toBe(html);
  });
});

const html =
  '<head><link rel="modulepreload" href="/assets/a.js"/><link rel="icon" href="/i.svg"/></head>' +
  '<body><p>Hi</p><script type="module" async="">import * as r from "/assets/r.js";\nimport("/assets/e.js");</script>' +
  '<script>window.x = "</p>";</script></body>';
const module = 'import * as r from "/assets/r.js";\nimport("/assets/e.js");';

describe("deferModules", () => {
  it("takes the preloads and the module out and starts them from a classic script", () => {
    const { html: out, started } = deferModules(html);
    expect(started).toBe(module);
    expect(out).not.toContain('modulepreload" href');
    expect(out).not.toContain('type="module"');
    expect(out).toContain('<link rel="icon" href="/i.svg"/>');
    expect(out).toContain('<script>window.x = "</p>";</script>');
    const starter = /<script>(\(function[\s\S]*?)<\/script>/.exec(out)?.[1] ?? "";
    expect(starter).toContain('["/assets/a.js"]');
    expect(starter).not.toContain("</");
  });

  it("adds the preloads and the module once the document is parsed and painted", () => {
    const added: { tag: string; props: Record<string, unknown> }[] = [];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const element = (tag: string) => {
      const props: Record<string, unknown> = {};
      added.push({ tag, props });
      return props;
    };
    const fakeDocument = {
      readyState: "interactive",
      createElement: element,
      head: { appendChild: () => {} },
    };
    const starter = /<script>(\(function[\s\S]*?)<\/script>/.exec(deferModules(html).html)?.[1];
    new Function("document", "requestAnimationFrame", "setTimeout", starter ?? "")(
      fakeDocument,
      (f: () => void) => frames.push(f),
      (f: () => void) => timers.push(f),
    );
    expect(added).toEqual([]);
    for (const frame of frames) frame();
    for (const timer of timers) timer();
    expect(added.map((a) => a.tag)).toEqual(["link", "script"]);
    expect(added[0]?.props).toMatchObject({ rel: "modulepreload", href: "/assets/a.js" });
    expect(added[1]?.props).toMatchObject({
      type: "module",
      textContent: module,
    });
  });

  it("waits for the first contentful paint where the browser reports paints", () => {
    const added: string[] = [];
    const timers: (() => void)[] = [];
    let report: ((list: unknown, observer: unknown) => void) | undefined;
    let observed: unknown;
    const observerDisconnected: boolean[] = [];
    class FakeObserver {
      static supportedEntryTypes = ["paint", "largest-contentful-paint"];
      constructor(callback: (list: unknown, observer: unknown) => void) {
        report = callback;
      }
      observe(options: unknown) {
        observed = options;
      }
    }
    const fakeDocument = {
      readyState: "interactive",
      createElement: (tag: string) => {
        added.push(tag);
        return {};
      },
      head: { appendChild: () => {} },
    };
    const starter = /<script>(\(function[\s\S]*?)<\/script>/.exec(deferModules(html).html)?.[1];
    const paints = (...names: string[]) => ({
      getEntriesByName: (name: string) => names.filter((n) => n === name),
    });
    new Function(
      "document",
      "requestAnimationFrame",
      "setTimeout",
      "PerformanceObserver",
      starter ?? "",
    )(
      fakeDocument,
      () => {
        throw new Error("no animation frame where paints are reported");
      },
      (f: () => void, ms: number) => ms === 0 && timers.push(f),
      FakeObserver,
    );
    expect(observed).toEqual({ type: "paint", buffered: true });
    const observer = { disconnect: () => observerDisconnected.push(true) };
    report?.(paints("first-paint"), observer);
    expect(timers).toEqual([]);
    report?.(paints("first-paint", "first-contentful-paint"), observer);
    expect(observerDisconnected).toEqual([true]);
    for (const timer of timers) timer();
    expect(added).toEqual(["link", "script"]);
  });

  it("leaves a document without modules alone", () => {
    const plain = "<head></head><body><p>Hi</p></body>";
    expect(deferModules(plain)).toEqual({ html: plain });
  });
});

describe("the document's script hashes", () => {
  const sha = (text: string) =>
    `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;

  it("name every inline script it runs, the module its starter adds, and no data block", () => {
    const { html: out, scriptHashes } = rewriteMarkup(html);
    const starter = /<script>(\(function[\s\S]*?)<\/script>/.exec(out)?.[1] ?? "";
    expect(scriptHashes.sort()).toEqual(
      [sha(starter), sha('window.x = "</p>";'), sha(module)].sort(),
    );
    const withData =
      '<script type="application/ld+json">{"a":1}</script><script src="/a.js"></script>' +
      "<script>x()</script><script>x()</script>";
    expect(scriptHashesOf(withData)).toEqual([sha("x()")]);
  });
});

describe("rewriteDocument", () => {
  const body = `<main>${"<p>नमस्ते &lt;script&gt; text</p>".repeat(2000)}</main>`;

  it("rewrites the head and the tail, and passes the body between them through as it is", () => {
    const document = html.replace("<body><p>Hi</p>", `<body>${body}`);
    const { body: out, scriptHashes } = rewriteDocument(Buffer.from(document));
    const expected = rewriteMarkup(document);
    expect(out.toString("utf8")).toBe(expected.html);
    expect(scriptHashes).toEqual(expected.scriptHashes);
  });

  it("rewrites the whole document when it has no head, or its head names the marker", () => {
    for (const document of [
      html.replace("<head>", "<div>").replace("</head>", "</div>"),
      html.replace("<head>", "<head><!--sic:document-body-->"),
      html.replace("<p>Hi</p>", "<p><!--sic:document-body--></p>"),
    ]) {
      expect(rewriteDocument(Buffer.from(document)).body.toString("utf8")).toBe(
        rewriteMarkup(document).html,
      );
    }
  });
});
