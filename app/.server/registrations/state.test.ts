import { describe, expect, it } from "vitest";
import { openLine, registeredOutcome } from "~/lib/forms/registration-rules";
import { registrationState } from "./state";

const NOW = new Date("2026-11-23T10:00:00Z");
const event = (settings: Partial<Parameters<typeof registrationState>[0]> = {}) => ({
  registrationOpen: true,
  capacity: null,
  waitingList: false,
  registrationClosesAt: null,
  startsAt: new Date("2026-11-30T04:30:00Z"),
  ...settings,
});

describe("registrationState", () => {
  it("is not offered until staff open it", () => {
    expect(registrationState(event({ registrationOpen: false }), 0, NOW)).toEqual({
      open: false,
      reason: "not-offered",
    });
  });

  it("closes when the event starts, or at the closing time staff set", () => {
    const starts = new Date("2026-11-23T10:00:00Z");
    expect(registrationState(event({ startsAt: starts }), 0, NOW)).toMatchObject({
      reason: "closed",
    });
    expect(
      registrationState(event({ registrationClosesAt: new Date("2026-11-23T09:59:59Z") }), 0, NOW),
    ).toMatchObject({ reason: "closed" });
    expect(
      registrationState(event({ registrationClosesAt: new Date("2026-11-23T10:00:01Z") }), 0, NOW),
    ).toMatchObject({ open: true });
  });

  it("counts places down, then fills the waiting list or says full", () => {
    expect(registrationState(event(), 500, NOW)).toEqual({
      open: true,
      placesLeft: null,
      waitingList: false,
    });
    expect(registrationState(event({ capacity: 40 }), 39, NOW)).toEqual({
      open: true,
      placesLeft: 1,
      waitingList: false,
    });
    expect(registrationState(event({ capacity: 40 }), 40, NOW)).toEqual({
      open: false,
      reason: "full",
    });
    // Staff lowered the places below those already taken: still full, never negative.
    expect(registrationState(event({ capacity: 10, waitingList: true }), 12, NOW)).toEqual({
      open: true,
      placesLeft: 0,
      waitingList: true,
    });
  });
});

describe("what the page says", () => {
  it("counts places in Indian grouping and says one place in the singular", () => {
    expect(openLine({ open: true, placesLeft: 1, waitingList: false })).toBe(
      "Registration is open: 1 place left.",
    );
    expect(openLine({ open: true, placesLeft: 1200, waitingList: false })).toBe(
      "Registration is open: 1,200 places left.",
    );
    expect(openLine({ open: true, placesLeft: 0, waitingList: true })).toMatch(/waiting list/);
  });

  it("mentions the e-mail only when one is sent", () => {
    expect(registeredOutcome("confirmed", true).message).toMatch(/on its way/);
    expect(registeredOutcome("confirmed", false).message).not.toMatch(/e-mail/);
    expect(registeredOutcome("waiting", false).title).toBe("You are on the waiting list.");
  });
});
