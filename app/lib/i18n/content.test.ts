import { describe, expect, it } from "vitest";
import { fallbackLang, localizeRow } from "./content";

const row = {
  id: 1,
  title: "Solar dryer",
  titleHi: "सोलर ड्रायर",
  body: "Dries grain",
  bodyHi: " ",
};

describe("localizeRow", () => {
  it("shows Hindi on Hindi pages, English where the Hindi is empty", () => {
    const hi = localizeRow(row, "hi", ["title", "body"]);
    expect(hi).toEqual({ id: 1, title: "सोलर ड्रायर", body: "Dries grain", fallback: ["body"] });
    expect(fallbackLang(hi, "body")).toEqual({ lang: "en" });
    expect(fallbackLang(hi, "title")).toEqual({});
  });

  it("keeps English on English pages and drops the Hindi columns", () => {
    expect(localizeRow(row, "en", ["title", "body"])).toEqual({
      id: 1,
      title: "Solar dryer",
      body: "Dries grain",
    });
  });
});
