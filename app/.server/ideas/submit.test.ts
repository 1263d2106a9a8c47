import { describe, expect, it } from "vitest";
import { emailThrottledMessage, mailboxKey } from "./submit";

describe("the per-e-mail limit", () => {
  it("counts one mailbox whatever the case or +tag it is typed with", () => {
    expect(mailboxKey("Rahul_Kumar@Gmail.COM")).toBe("rahul_kumar@gmail.com");
    expect(mailboxKey("rahul_kumar+ideas@gmail.com")).toBe("rahul_kumar@gmail.com");
    expect(mailboxKey("a.b-c@cse.iitp.ac.in")).toBe("a.b-c@cse.iitp.ac.in");
    // A local part that is only a tag keeps it (there is nothing else to count by).
    expect(mailboxKey("+x@example.org")).toBe("+x@example.org");
  });

  it("words its 429 clearly", () => {
    expect(emailThrottledMessage(600_000)).toBe(
      "We have just received several ideas from this email address. Please try again in 10 minutes.",
    );
  });
});
