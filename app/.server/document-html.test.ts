import { describe, expect, it } from "vitest";
import { inlineStylesheets, lowerModulePriority } from "./document-html";

describe("inlineStylesheets", () => {
  it("leaves links it cannot read, outside the head, and non-stylesheets alone", () => {
    const html =
      '<html><head><link rel="icon" href="/favicon.svg"/><link rel="stylesheet" href="/assets/missing-x.css"/>' +
      '<link rel="stylesheet" href="https://elsewhere.example/a.css"/></head>' +
      '<body><link rel="stylesheet" href="/assets/b.css"/></body></html>';
    expect(inlineStylesheets(html, "n")).toBe(html);
  });
});

describe("lowerModulePriority", () => {
  it("marks the head's module preloads low priority, once", () => {
    const html =
      '<head><link rel="modulepreload" href="/assets/a.js"/><link rel="icon" href="/i.svg"/></head>' +
      '<body><link rel="modulepreload" href="/assets/b.js"/></body>';
    const once = lowerModulePriority(html);
    expect(once).toBe(
      '<head><link fetchpriority="low" rel="modulepreload" href="/assets/a.js"/><link rel="icon" href="/i.svg"/></head>' +
        '<body><link rel="modulepreload" href="/assets/b.js"/></body>',
    );
    expect(lowerModulePriority(once)).toBe(once);
  });
});
