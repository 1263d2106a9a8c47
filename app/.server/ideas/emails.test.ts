import { describe, expect, it } from "vitest";
import { firstEmailTexts } from "~/.server/content/kinds/email-texts";
import { firstStageTexts } from "~/.server/content/kinds/stages";
import type { Idea } from "~/.server/db/schema/ideas";
import { founderAcknowledgement, founderStatusEmail } from "./emails";
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
  roundId: null,
  answers: [],
  pdfId: null,
  team: [],
  isSample: false,
  lang: "en",
  createdAt: new Date("2026-11-01T10:00:00Z"),
  updatedAt: new Date("2026-11-02T10:00:00Z"),
};

const names = { centreName: "Startup Centre", centreNameHi: "स्टार्टअप केंद्र" };

describe("the founder's status e-mail", () => {
  const mail = founderStatusEmail(
    idea,
    names,
    "https://centre.example/idea/status",
    firstEmailTexts(),
    firstStageTexts(),
  );

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
    const plain = founderStatusEmail(
      { ...idea, founderMessage: "" },
      names,
      "x",
      firstEmailTexts(),
      firstStageTexts(),
    );
    expect(plain.text).not.toContain("A message from the team");
  });

  it("is in Hindi, with the status page's Hindi words, for an idea sent from a Hindi page", () => {
    const hindi = founderStatusEmail(
      { ...idea, lang: "hi" },
      names,
      "https://centre.example/hi/idea/status",
      firstEmailTexts(),
      firstStageTexts("hi"),
    );
    expect(hindi.subject).toBe("आपका आइडिया IDEA-2026-000042: शॉर्टलिस्ट");
    expect(hindi.text).toContain("स्टार्टअप केंद्र में आपके आइडिया IDEA-2026-000042 की स्थिति अब है");
    expect(hindi.text).toContain("टीम का संदेश:");
    expect(hindi.text).toContain("https://centre.example/hi/idea/status");
    expect(hindi.text).not.toContain("Hello");
  });
});

describe("the founder's acknowledgement", () => {
  it("is in the language of the page the idea was sent from, with the centre's name in it", () => {
    const english = founderAcknowledgement(idea, names, firstEmailTexts());
    expect(english.subject).toBe("We received your idea (IDEA-2026-000042)");
    expect(english.text).toContain("with the Startup Centre.");
    const hindi = founderAcknowledgement({ ...idea, lang: "hi" }, names, firstEmailTexts());
    expect(hindi.subject).toBe("आपका आइडिया हमें मिल गया है (IDEA-2026-000042)");
    expect(hindi.text).toContain("स्टार्टअप केंद्र के साथ अपना आइडिया साझा करने के लिए धन्यवाद।");
    expect(hindi.text).toContain("    IDEA-2026-000042");
    const unnamed = founderAcknowledgement(
      { ...idea, lang: "hi" },
      { ...names, centreNameHi: null },
      firstEmailTexts(),
    );
    expect(unnamed.text).toContain("Startup Centre के साथ");
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
