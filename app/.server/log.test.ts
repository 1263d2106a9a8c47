import { afterEach, describe, expect, it, vi } from "vitest";
import { errorMessage, logJob, logLine, stackFrames } from "./log";

describe("log lines", () => {
  afterEach(() => vi.restoreAllMocks());

  it("are one line of JSON, time and msg first", () => {
    const line = logLine("job", { job: "trash-purge", removed: 2 }, new Date(0));
    expect(line).toBe(
      '{"time":"1970-01-01T00:00:00.000Z","msg":"job","job":"trash-purge","removed":2}',
    );
  });

  it("keep e-mail addresses and line breaks out of error messages", () => {
    const smtp = new Error("550 5.1.1 <asha.verma@example.org>: Recipient\naddress rejected");
    expect(errorMessage(smtp)).toBe("550 5.1.1 <[e-mail]>: Recipient address rejected");
    expect(errorMessage("to: a@b, c@d.in")).toBe("to: [e-mail], [e-mail]");
    expect(errorMessage(new Error("x".repeat(1000)))).toHaveLength(300);
    // A failed query's parameters (Drizzle puts them in its message) stay out; its cause is kept.
    const query = new Error("Failed query: select 1 where email = $1\nparams: asha@example.org", {
      cause: new Error("connection refused"),
    });
    expect(errorMessage(query)).toBe("query failed: connection refused");
  });

  it("give a stack's frames without its message", () => {
    const frames = stackFrames(new Error("secret@example.org"));
    expect(frames?.length).toBeGreaterThan(0);
    expect(frames?.join("\n")).not.toContain("secret");
    expect(stackFrames("not an error")).toBeUndefined();
  });

  it("send a job's failure to standard error and its success to standard output", () => {
    const out = vi.spyOn(console, "log").mockImplementation(() => {});
    const err = vi.spyOn(console, "warn").mockImplementation(() => {});
    logJob("media-purge", "ok", { removed: 1, ms: 3 });
    logJob("media-purge", "failed", { ms: 3 }, new Error("boom for x@y.org"));
    expect(JSON.parse(String(out.mock.calls[0][0]))).toMatchObject({
      msg: "job",
      job: "media-purge",
      outcome: "ok",
      removed: 1,
    });
    expect(JSON.parse(String(err.mock.calls[0][0]))).toMatchObject({
      outcome: "failed",
      error: "boom for [e-mail]",
    });
  });
});
