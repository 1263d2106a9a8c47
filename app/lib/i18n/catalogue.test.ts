import { describe, expect, it } from "vitest";
import { messagesOf, registerMessages } from "./catalogue";
import en from "./messages/en.ts";
import hi from "./messages/hi.ts";

describe("the catalogue reader", () => {
  registerMessages("en", en);
  registerMessages("hi", hi);

  it("reads a language's strings by area, parts of an area included", () => {
    expect(messagesOf("en").shell.skipLink).toBe("Skip to main content");
    expect(messagesOf("hi").shell.skipLink).toBe("मुख्य सामग्री पर जाएँ");
    expect(messagesOf("hi").notices.idea).toBe(hi.notices.idea);
    expect((messagesOf("en") as unknown as Record<string, unknown>).nothing).toBeUndefined();
  });

  it("hands out the same reader and area each time, not new ones per read", () => {
    expect(messagesOf("en")).toBe(messagesOf("en"));
    expect(messagesOf("en").home).toBe(messagesOf("en").home);
    expect(messagesOf("hi").home).not.toBe(messagesOf("en").home);
  });
});
