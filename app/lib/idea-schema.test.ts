import { describe, expect, it } from "vitest";
import {
  checkIdea,
  EMAIL_PATTERN,
  HONEYPOT_FIELD,
  IDEA_FIELDS,
  tooLongMessage,
} from "./idea-rules";
import { parseIdea } from "./idea-schema";

const valid = {
  name: "Asha Verma",
  email: "asha.verma@example.co.in",
  phone: "+91 98765 43210",
  subject: "Solar cold storage",
  message: "Cold storage for small farmers, run on solar power.",
};

describe("e-mail pattern (SPEC §5)", () => {
  it.each([
    "asha@example.com",
    "asha.verma@example.in",
    "a-b.c9@mail-host.co.in",
    "123@host.org",
    "x@y.ac.uk",
  ])("accepts %s", (email) => expect(EMAIL_PATTERN.test(email)).toBe(true));

  it.each([
    "Asha@example.com", // upper case is outside the spec's pattern
    "asha_verma@example.com",
    "asha+tag@example.com",
    "asha@example",
    "asha@example.c",
    "asha@example.info",
    "asha@example.co.in.uk",
    "asha@sub.example.com.in.x",
    "asha@@example.com",
    "@example.com",
    "asha example@example.com",
    "asha@exa_mple.com",
  ])("rejects %s", (email) => expect(EMAIL_PATTERN.test(email)).toBe(false));
});

describe("idea rules, browser and server alike", () => {
  const cases: Array<[string, Record<string, string>, Record<string, string>]> = [
    ["valid", valid, {}],
    [
      "all blank",
      { name: "", email: " ", phone: "", subject: "\n", message: "" },
      {
        name: "Full Name can't be blank",
        email: "Email Address can't be blank",
        phone: "Phone Number can't be blank",
        subject: "Subject can't be blank",
        message: "Message can't be blank",
      },
    ],
    ["bad e-mail", { ...valid, email: "asha@example" }, { email: "Enter a valid email address" }],
    ["any phone text", { ...valid, phone: "call me after 6" }, {}],
    [
      "too long",
      { ...valid, name: "n".repeat(101), message: "m".repeat(10_001) },
      {
        name: "Full Name is too long (at most 100 characters)",
        message: "Message is too long (at most 10,000 characters)",
      },
    ],
    ["at the limits", { ...valid, name: "n".repeat(100), message: "m".repeat(10_000) }, {}],
    [
      "a 2 MB message",
      { ...valid, message: "x".repeat(2 * 1024 * 1024) },
      { message: tooLongMessage("message") },
    ],
  ];

  it.each(cases)("%s", (_label, values, expected) => {
    expect(checkIdea(values)).toEqual(expected);
    const parsed = parseIdea(values);
    expect(parsed.ok ? {} : parsed.errors).toEqual(expected);
  });

  it("treats a missing field as blank and trims what it keeps", () => {
    expect(parseIdea({ ...valid, phone: undefined })).toEqual({
      ok: false,
      errors: { phone: "Phone Number can't be blank" },
    });
    const parsed = parseIdea({ ...valid, name: "  Asha  " });
    expect(parsed.ok && parsed.idea.name).toBe("Asha");
  });

  it("keeps the honeypot out of the fields", () => {
    expect(IDEA_FIELDS).not.toContain(HONEYPOT_FIELD);
  });
});
