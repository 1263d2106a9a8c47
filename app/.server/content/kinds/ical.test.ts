import { describe, expect, it } from "vitest";
import { parseCalendar } from "../../../../tests/support/ical";
import { escapeText, foldLine, type IcsEvent, icsCalendar } from "./ical";

const updated = new Date("2026-11-20T06:15:00Z");

const timed: IcsEvent = {
  uid: "event-7@centre.example.org",
  updated,
  // 10:30 to 12:00 in India (UTC+05:30).
  start: new Date("2026-12-05T05:00:00Z"),
  end: new Date("2026-12-05T06:30:00Z"),
  allDay: false,
  startDate: "2026-12-05",
  endDate: "2026-12-05",
  summary: "Pitch night; demo, Q&A, and awards",
  location: "Aryabhata Hall, Main Campus",
  description: "Line one\nLine two with a back\\slash.",
  url: "https://centre.example.org/events/pitch-night",
};

const allDay: IcsEvent = {
  ...timed,
  uid: "event-8@centre.example.org",
  allDay: true,
  start: new Date("2023-11-23T18:30:00Z"),
  end: new Date("2023-12-17T18:30:00Z"),
  startDate: "2023-11-24",
  endDate: "2023-12-18",
  summary: "PitchTember 2023",
};

describe("an event's iCalendar file", () => {
  const text = icsCalendar({ prodId: "-//Centre, Institute//Events//EN", events: [timed] });

  it("is one VCALENDAR with VERSION, PRODID and one VEVENT a parser reads back whole", () => {
    const cal = parseCalendar(text);
    expect(cal.version).toBe("2.0");
    expect(cal.prodId).toBe("-//Centre, Institute//Events//EN");
    expect(cal.events).toHaveLength(1);
    const [e] = cal.events;
    expect(e.uid).toBe("event-7@centre.example.org");
    expect(e.summary).toBe("Pitch night; demo, Q&A, and awards");
    expect(e.location).toBe("Aryabhata Hall, Main Campus");
    expect(e.description).toBe("Line one\nLine two with a back\\slash.");
    expect(e.url).toBe("https://centre.example.org/events/pitch-night");
    expect(e.start.toISOString()).toBe("2026-12-05T05:00:00.000Z");
    expect(e.end?.toISOString()).toBe("2026-12-05T06:30:00.000Z");
    expect(e.stamp.toISOString()).toBe(updated.toISOString());
  });

  it("uses CRLF line endings only, and no line longer than 75 octets", () => {
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of text.split("\r\n"))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });

  it("gives an all-day event its dates, the end day included", () => {
    const [e] = parseCalendar(icsCalendar({ prodId: "-//x//y//EN", events: [allDay] })).events;
    expect(e.startDate).toBe("2023-11-24");
    // DTEND of a date is exclusive: the event covers 18 December.
    expect(e.endDate).toBe("2023-12-19");
  });

  it("leaves out the end of an event that has none, rather than inventing one", () => {
    const [e] = parseCalendar(
      icsCalendar({ prodId: "-//x//y//EN", events: [{ ...timed, end: null }] }),
    ).events;
    expect(e.end).toBeNull();
    expect(e.start.toISOString()).toBe("2026-12-05T05:00:00.000Z");
  });

  it("keeps long Hindi text whole through folding", () => {
    const hindi = "पिचिंग, वर्कशॉप और मेंटरिंग से भरा एक महीना, जिसमें 1000 से ज़्यादा छात्रों ने हिस्सा लिया।";
    const long = icsCalendar({
      prodId: "-//x//y//EN",
      events: [{ ...timed, description: hindi.repeat(3) }],
    });
    expect(parseCalendar(long).events[0].description).toBe(hindi.repeat(3));
    for (const line of long.split("\r\n"))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });
});

describe("the feed of all events", () => {
  it("holds every event, each with its own UID, under the feed's name", () => {
    const cal = parseCalendar(
      icsCalendar({ prodId: "-//x//y//EN", name: "Centre events", events: [timed, allDay] }),
    );
    expect(cal.name).toBe("Centre events");
    expect(cal.events.map((e) => e.uid)).toEqual([
      "event-7@centre.example.org",
      "event-8@centre.example.org",
    ]);
  });

  it("is still a calendar when there are no events", () => {
    const cal = parseCalendar(icsCalendar({ prodId: "-//x//y//EN", events: [] }));
    expect(cal.events).toEqual([]);
  });
});

describe("the text rules of RFC 5545", () => {
  it("escapes backslash, semicolon, comma and line breaks", () => {
    expect(escapeText("a\\b;c,d\r\ne\nf")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
  });

  it("folds at 75 octets with a leading space on each continuation", () => {
    const folded = foldLine(`DESCRIPTION:${"x".repeat(200)}`);
    const lines = folded.split("\r\n");
    expect(lines[0]).toHaveLength(75);
    expect(lines.slice(1).every((l) => l.startsWith(" ") && l.length <= 75)).toBe(true);
    expect(lines.map((l, i) => (i ? l.slice(1) : l)).join("")).toBe(
      `DESCRIPTION:${"x".repeat(200)}`,
    );
  });
});
