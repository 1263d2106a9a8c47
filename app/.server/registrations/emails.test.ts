import { describe, expect, it } from "vitest";
import { firstEmailTexts } from "~/.server/content/kinds/email-texts";
import type { events } from "~/.server/db/schema/events";
import type { Registration } from "~/.server/db/schema/registrations";
import { registrationEmail } from "./emails";

const event = {
  id: 7,
  slug: "demo-day",
  title: "Demo Day",
  titleHi: "डेमो डे",
  venue: "Seminar Hall",
  venueHi: "सेमिनार हॉल",
  online: false,
  allDay: false,
  startsAt: new Date("2026-12-05T04:30:00Z"),
  endsAt: null,
  summary: "Teams pitch.",
  description: "",
  updatedAt: new Date("2026-11-20T10:00:00Z"),
} as unknown as typeof events.$inferSelect;

const registration = {
  id: 3,
  eventId: 7,
  name: "Ravi Kumar",
  email: "ravi@example.org",
  status: "confirmed",
  lang: "en",
} as unknown as Registration;

const names = { centreName: "Startup Centre", centreNameHi: "स्टार्टअप केंद्र" };

describe("a registration's e-mail", () => {
  it("confirms the place in English, with the calendar file, for an English page", () => {
    const mail = registrationEmail(registration, event, names, firstEmailTexts());
    expect(mail.subject).toBe("You are registered: Demo Day");
    expect(mail.text).toContain("Where: Seminar Hall");
    expect(mail.text).toMatch(/\/events\/demo-day$/m);
    expect(mail.attachments?.[0]?.filename).toBe("event.ics");
  });

  it("is in Hindi for a Hindi page: the event's Hindi title, venue, time and page", () => {
    const mail = registrationEmail(
      { ...registration, lang: "hi" },
      event,
      names,
      firstEmailTexts(),
    );
    expect(mail.subject).toBe("आपका पंजीकरण हो गया है: डेमो डे");
    expect(mail.text).toContain("स्टार्टअप केंद्र के कार्यक्रम “डेमो डे” में आपकी सीट पक्की हो गई है।");
    expect(mail.text).toContain("कहाँ: सेमिनार हॉल");
    expect(mail.text).toContain("कब:  5 दिसंबर 2026, 10:00 बजे (भारतीय मानक समय)");
    expect(mail.text).toMatch(/\/hi\/events\/demo-day$/m);
    expect(mail.text).not.toContain("Ravi");
    const waiting = registrationEmail(
      { ...registration, lang: "hi", status: "waiting" } as Registration,
      { ...event, titleHi: null, venueHi: null },
      names,
      firstEmailTexts(),
    );
    expect(waiting.subject).toBe("प्रतीक्षा सूची: Demo Day");
    expect(waiting.text).toContain("कहाँ: Seminar Hall");
    expect(waiting.attachments).toBeUndefined();
  });
});
