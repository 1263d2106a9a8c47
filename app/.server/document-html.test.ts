import { describe, expect, it } from "vitest";
import { inlineStylesheets } from "./inline-css";

describe("inlineStylesheets", () => {
  it("leaves links it cannot read, outside the head, and non-stylesheets alone", () => {
    const html =
      '<html><head><link rel="icon" href="/favicon.svg"/><link rel="stylesheet" href="/assets/missing-x.css"/>' +
      '<link rel="stylesheet" href="https://elsewhere.example/a.css"/></head>' +
      '<body><link rel="stylesheet" href="/assets/b.css"/></body></html>';
    expect(inlineStylesheets(html, "n")).toBe(html);
  });
});
