import { describe, expect, it } from "vitest";
import { localizeRow } from "./content";
import { fieldLang } from "./field-lang";

const row = { name: "Dr. Sunita Prasad", nameHi: "डॉ. सुनीता प्रसाद", post: "Professor", postHi: "" };

describe("fieldLang", () => {
  it("marks English that stands in for missing Hindi on a Hindi page", () => {
    const hi = localizeRow(row, "hi", ["name", "post"]);
    expect(fieldLang(hi, "post", hi.post)).toBe("en");
    expect(fieldLang(hi, "name", hi.name)).toBe("hi");
  });

  it("marks only Devanagari text on an English page", () => {
    const en = localizeRow(row, "en", ["name", "post"]);
    expect(fieldLang(en, "name", en.name)).toBeUndefined();
    expect(fieldLang(en, "post", "प्रोफ़ेसर")).toBe("hi");
    expect(fieldLang(en, "post", "Professor", "hi")).toBe("hi");
  });
});
