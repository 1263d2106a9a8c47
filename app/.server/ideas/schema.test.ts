import { describe, expect, it } from "vitest";
import {
  checkIdea,
  EMAIL_PATTERN,
  HONEYPOT_FIELD,
  IDEA_FIELDS,
  tooLongMessage,
} from "~/lib/forms/idea-rules";
import en from "~/lib/i18n/messages/en.ts";
import hi from "~/lib/i18n/messages/hi.ts";
import { ideaLookupSchemaIn, parseIdea } from "./schema";

const valid = {
  name: "Asha Verma",
  email: "asha.verma@example.co.in",
  phone: "+91 98765 43210",
  subject: "Solar cold storage",
  message: "Cold storage for small farmers, run on solar power.",
};

// Decision 010: every address a mail provider issues passes; the spec's pattern (lowercase,
// 2-3 letter endings) refused real ones such as gmail's underscores and `.tech` domains.
describe("e-mail pattern", () => {
  it.each([
    "asha@example.com",
    "asha.verma@example.in",
    "a-b.c9@mail-host.co.in",
    "123@host.org",
    "x@y.ac.uk",
    "rahul_kumar@gmail.com",
    "a+b@gmail.com",
    "Name@Gmail.com",
    "ASHA@EXAMPLE.COM",
    "x@cse.iitp.ac.in",
    "y@startup.tech",
    "asha@example.info",
    "asha@example.technology",
    "asha@example.co.in.uk",
    "asha@sub.example.com.in.x1.org",
    "o'brien@example.ie",
    "asha@xn--80ak6aa92e.com",
    "asha@example.xn--p1ai",
    `${"a".repeat(64)}@example.com`,
    `asha@${"b".repeat(63)}.com`,
  ])("accepts %s", (email) => expect(EMAIL_PATTERN.test(email)).toBe(true));

  it.each([
    "not-an-email",
    "a@b",
    "asha@example",
    "asha@example.c",
    "asha@example.123",
    "asha@@example.com",
    "a@@b.com",
    "@example.com",
    "asha@",
    "asha example@example.com",
    "asha@exa mple.com",
    " asha@example.com",
    "asha@exa_mple.com",
    ".asha@example.com",
    "asha.@example.com",
    "as..ha@example.com",
    "asha@.example.com",
    "asha@example..com",
    "asha@example.com.",
    "asha@-example.com",
    "asha@example-.com",
    "asha@sub.-example.com",
    "asha@example.xn--",
    'asha"verma@example.com',
    "asha<script>@example.com",
    "asha@[127.0.0.1]",
    `${"a".repeat(65)}@example.com`,
    `asha@${"b".repeat(64)}.com`,
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
    ["a real address", { ...valid, email: " Rahul_Kumar+ideas@CSE.iitp.ac.in " }, {}],
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
    expect(checkIdea(en.notices.ideaRules, values)).toEqual(expected);
    const parsed = parseIdea(values);
    expect(parsed.ok ? {} : parsed.errors).toEqual(expected);
  });

  it("treats a missing field as blank and trims what it keeps", () => {
    expect(parseIdea({ ...valid, phone: undefined })).toEqual({
      ok: false,
      errors: { phone: "Phone Number can't be blank" },
    });
    const parsed = parseIdea({ ...valid, name: "  Asha  ", email: " Rahul_Kumar@Gmail.com " });
    expect(parsed.ok && parsed.idea.name).toBe("Asha");
    // The address is kept as typed: some providers tell capitals apart in the local part.
    expect(parsed.ok && parsed.idea.email).toBe("Rahul_Kumar@Gmail.com");
  });

  it("keeps the honeypot out of the fields", () => {
    expect(IDEA_FIELDS).not.toContain(HONEYPOT_FIELD);
  });
});

// Issue 13: a Hindi page checks the same rules with its own words, in the browser and on the
// server alike; the English stays the spec's.
describe("the rules in Hindi", () => {
  const rules = hi.notices.ideaRules;
  const expected = {
    name: "पूरा नाम भरना ज़रूरी है",
    email: "सही ई-मेल पता लिखें",
    message: "संदेश बहुत लंबा है (ज़्यादा से ज़्यादा 10,000 अक्षर)",
  };
  const values = { ...valid, name: "  ", email: "asha@", message: "m".repeat(10_001) };

  it("answers a broken form in Hindi, in the browser and on the server", () => {
    expect(checkIdea(rules, values)).toEqual(expected);
    const parsed = parseIdea(values, rules);
    expect(parsed.ok ? {} : parsed.errors).toEqual(expected);
  });

  it("leaves the English messages as they were", () => {
    const parsed = parseIdea(values);
    expect(parsed.ok ? {} : parsed.errors).toEqual({
      name: "Full Name can't be blank",
      email: "Enter a valid email address",
      message: "Message is too long (at most 10,000 characters)",
    });
  });

  it("words the status lookup's refusals in the page's language", () => {
    const blank = { reference: "", email: "" };
    const issues = (t: typeof en.notices) =>
      ideaLookupSchemaIn(t)
        .safeParse(blank)
        .error?.issues.map((i) => i.message);
    expect(issues(en.notices)).toEqual([
      "Reference number can't be blank",
      "Email Address can't be blank",
    ]);
    expect(issues(hi.notices)).toEqual(["संदर्भ संख्या भरना ज़रूरी है", "ई-मेल पता भरना ज़रूरी है"]);
  });
});
