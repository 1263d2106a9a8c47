import { describe, expect, it } from "vitest";
import {
  formatDateRange,
  formatDateTime,
  formatIndianDate,
  formatLongDate,
  fromLocalDateTime,
  isoWithOffset,
  localDate,
  parseFormDate,
  parseFormDateTime,
  timeZoneName,
  toFormDate,
  toFormDateTime,
  toLocalDateTime,
} from "./dates";

describe("dates", () => {
  it("formats dates the Indian way", () => {
    expect(formatIndianDate("2023-09-21")).toBe("21/09/2023");
    expect(formatLongDate("2024-02-09")).toBe("9 Feb 2024");
  });
  it("formats a range and a single day", () => {
    expect(formatDateRange("2023-11-24", "2023-12-18")).toBe("24/11/2023 – 18/12/2023");
    expect(formatDateRange("2024-02-09", null)).toBe("09/02/2024");
    expect(formatDateRange("2024-02-09", "2024-02-09")).toBe("09/02/2024");
  });
  it("refuses text that is not a date", () => {
    expect(() => formatIndianDate("tomorrow")).toThrow();
  });
  it("shows an instant on the centre's clock, in words and as ISO 8601 with the offset", () => {
    const instant = new Date("2026-11-23T06:16:42.500Z");
    expect(formatDateTime(instant, "Asia/Kolkata")).toBe("23/11/2026, 11:46");
    expect(isoWithOffset(instant, "Asia/Kolkata")).toBe("2026-11-23T11:46:42+05:30");
    expect(formatDateTime(instant, "UTC")).toBe("23/11/2026, 06:16");
    expect(isoWithOffset(instant, "UTC")).toBe("2026-11-23T06:16:42+00:00");
    // Across midnight and the date line, noon and midnight, half-hour and negative offsets.
    expect(formatDateTime(new Date("2026-12-31T18:30:00Z"), "Asia/Kolkata")).toBe(
      "01/01/2027, 00:00",
    );
    expect(formatDateTime(new Date("2026-06-01T06:30:00Z"), "Asia/Kolkata")).toBe(
      "01/06/2026, 12:00",
    );
    expect(isoWithOffset(new Date("2026-07-01T12:00:00Z"), "America/New_York")).toBe(
      "2026-07-01T08:00:00-04:00",
    );
    expect(isoWithOffset(new Date("2026-01-01T00:00:00Z"), "Asia/Kathmandu")).toBe(
      "2026-01-01T05:45:00+05:45",
    );
  });
  it("names the zone the page's times are in", () => {
    expect(timeZoneName("Asia/Kolkata")).toBe("India Standard Time");
    expect(timeZoneName("UTC")).toBe("Coordinated Universal Time");
  });
});

describe("wall-clock times of a zone", () => {
  it("turns a form's date and time in India into an instant and back", () => {
    const instant = fromLocalDateTime("2026-12-05T10:30", "Asia/Kolkata");
    expect(instant?.toISOString()).toBe("2026-12-05T05:00:00.000Z");
    expect(toLocalDateTime(instant as Date, "Asia/Kolkata")).toBe("2026-12-05T10:30");
    expect(localDate(new Date("2026-12-05T20:00:00Z"), "Asia/Kolkata")).toBe("2026-12-06");
  });

  it("refuses text that is no time, and a time a clock change skips", () => {
    expect(fromLocalDateTime("soon", "Asia/Kolkata")).toBeNull();
    expect(fromLocalDateTime("2026-02-31T10:00", "Asia/Kolkata")).toBeNull();
    expect(fromLocalDateTime("2026-03-29T02:30", "Europe/Berlin")).toBeNull();
    expect(fromLocalDateTime("2026-03-29T03:30", "Europe/Berlin")?.toISOString()).toBe(
      "2026-03-29T01:30:00.000Z",
    );
  });
});

describe("dates as staff type them in a form", () => {
  it("reads dd/mm/yyyy (and the import's ISO day) as the calendar day", () => {
    expect(parseFormDate("28/11/2026")).toBe("2026-11-28");
    expect(parseFormDate(" 1/2/2026 ")).toBe("2026-02-01");
    expect(parseFormDate("28-11-2026")).toBe("2026-11-28");
    expect(parseFormDate("2026-11-28")).toBe("2026-11-28");
    expect(toFormDate("2026-02-01")).toBe("01/02/2026");
    expect(toFormDate(null)).toBe("");
  });

  it("refuses a day that is not one, and the month first", () => {
    for (const bad of ["", "31/02/2026", "11/28/2026", "28/11/26", "tomorrow", "2026-13-01"])
      expect(parseFormDate(bad), bad).toBeNull();
  });

  it("reads dd/mm/yyyy hh:mm on the 24-hour clock of the centre's zone, and writes it back", () => {
    const at = parseFormDateTime("28/11/2026 14:30", "Asia/Kolkata");
    expect(at?.toISOString()).toBe("2026-11-28T09:00:00.000Z");
    expect(toFormDateTime(at as Date, "Asia/Kolkata")).toBe("28/11/2026 14:30");
    expect(parseFormDateTime("28/11/2026, 9:05", "Asia/Kolkata")?.toISOString()).toBe(
      "2026-11-28T03:35:00.000Z",
    );
    // The import's and the content file's form.
    expect(parseFormDateTime("2026-11-28T14:30", "Asia/Kolkata")).toEqual(at);
    expect(parseFormDateTime("2026-11-28 14:30", "Asia/Kolkata")).toEqual(at);
    expect(parseFormDateTime("28/11/2026 14:30", "UTC")?.toISOString()).toBe(
      "2026-11-28T14:30:00.000Z",
    );
  });

  it("refuses a time that is not one, a 12-hour time and a time the clock skips", () => {
    for (const bad of ["28/11/2026", "28/11/2026 24:00", "28/11/2026 2:30 pm", "31/11/2026 10:00"])
      expect(parseFormDateTime(bad, "Asia/Kolkata"), bad).toBeNull();
    expect(parseFormDateTime("29/03/2026 02:30", "Europe/Berlin")).toBeNull();
  });
});
