import { describe, expect, it } from "vitest";
import type { Idea } from "~/.server/db/schema/ideas";
import { founderStatusEmail } from "./emails";
import { ideaLookupSchema, ideaStatusSchema } from "./schema";
import { lookupThrottledMessage } from "./status";

const idea: Idea = {
  id: 42,
  reference: "IDEA-2026-000042",
  name: "Ravi Kumar",
  email: "ravi@example.org",
  phone: "+91 90000 00000",
  subject: "Kiosks\r\nBcc: victim@example.org",
  message: "Visit https://evil.example for details",
  status: "shortlisted",
  note: "Internal: call back in May",
  founderMessage: "Please bring a prototype\nto the demo day.",
  clientIp: null,
  createdAt: new Date("2026-11-01T10:00:00Z"),
  updatedAt: new Date("2026-11-02T10:00:00Z"),
};

describe("the founder's status e-mail", () => {
  const mail = founderStatusEmail(idea, "Startup Centre", "https://centre.example/idea/status");

  it("goes to the idea's own address with the status, the shared message and the page's link", () => {
    expect(mail.to).toBe("ravi@example.org");
    expect(mail.subject).toBe("Your idea IDEA-2026-000042: Shortlisted");
    expect(mail.text).toContain("is now: Shortlisted.");
    expect(mail.text).toContain("Please bring a prototype\nto the demo day.");
    expect(mail.text).toContain("https://centre.example/idea/status");
  });

  it("carries nothing the submitter typed and never the internal note", () => {
    for (const typed of ["Ravi", "Kiosks", "Bcc", "evil.example", "+91", "Internal"]) {
      expect(`${mail.subject}\n${mail.text}`, typed).not.toContain(typed);
    }
  });

  it("leaves the message part out when staff shared none", () => {
    const plain = founderStatusEmail({ ...idea, founderMessage: "" }, "Startup Centre", "x");
    expect(plain.text).not.toContain("A message from the team");
  });
});

describe("the status forms", () => {
  it("e-mails the founder only when the box is ticked", () => {
    const base = { status: "reviewing", note: "" };
    expect(ideaStatusSchema.parse({ ...base, notify: "on" }).notify).toBe(true);
    expect(ideaStatusSchema.parse(base).notify).toBe(false);
    expect(ideaStatusSchema.parse({ ...base, notify: "" }).notify).toBe(false);
  });

  it("trims what the founder types and asks for both fields", () => {
    expect(ideaLookupSchema.parse({ reference: " idea-2026-1 ", email: " A@b.org " })).toEqual({
      reference: "idea-2026-1",
      email: "A@b.org",
    });
    expect(ideaLookupSchema.safeParse({ reference: "", email: "" }).success).toBe(false);
  });

  it("words the look-up's 429 like the other throttles", () => {
    expect(lookupThrottledMessage(600_000)).toBe(
      "Too many look-ups from your address. Please try again in 10 minutes.",
    );
  });
});
