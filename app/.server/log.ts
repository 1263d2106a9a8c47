// The one format of the server's log: one line of JSON per event an operator may look for (a
// request, a background job's run, a server error), `time` and `msg` first, then the event's
// fields. Callers pass counts, ids, paths and durations; nothing personal. Error messages are
// cut to one short line with e-mail addresses masked: an SMTP refusal quotes its recipient.
// Kept free of imports and of `~/` paths: the Node entry (server/http.ts) loads it as it is.

export type LogValue = string | number | boolean | null | undefined | string[];
export type LogFields = Record<string, LogValue>;

/** One event as one line of JSON (no newline inside: JSON escapes them). */
export function logLine(msg: string, fields: LogFields, now = new Date()): string {
  return JSON.stringify({ time: now.toISOString(), msg, ...fields });
}

const EMAIL = /[^\s<>()[\]"',;:]+@[^\s<>()[\]"',;:]+/g;

/** An error's message fit for the log: one line, at most 300 characters, e-mail addresses masked. */
export function errorMessage(error: unknown): string {
  const raw = error instanceof Error ? error.message : String(error);
  // Drizzle wraps a database error as "Failed query: <sql>\nparams: <values>"; the values may be
  // anyone's e-mail address or name. The database's own error (the cause) says what went wrong.
  if (error instanceof Error && raw.startsWith("Failed query:"))
    return error.cause ? `query failed: ${errorMessage(error.cause)}` : "query failed";
  return raw.replace(EMAIL, "[e-mail]").replace(/\s+/g, " ").trim().slice(0, 300);
}

/** Where a server error was raised: the stack's first frames (file and line, no message). */
export function stackFrames(error: unknown, count = 8): string[] | undefined {
  if (!(error instanceof Error) || !error.stack) return undefined;
  return error.stack
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l.startsWith("at "))
    .slice(0, count);
}

/** Milliseconds to one decimal: enough to compare, short to read. */
export const roundMs = (ms: number) => Math.round(ms * 10) / 10;

/** "warning": the job goes on, but something an operator may want to know happened. */
export type JobOutcome = "ok" | "failed" | "warning";

/**
 * One run of a background job that did something or failed (runs that found nothing to do leave
 * no line: some run every few seconds). Failures and warnings go to standard error, the rest to
 * standard output; all are one JSON line.
 */
export function logJob(
  job: string,
  outcome: JobOutcome,
  fields: LogFields,
  error?: unknown,
  now = new Date(),
): void {
  const line = logLine(
    "job",
    { job, outcome, ...fields, ...(error === undefined ? {} : { error: errorMessage(error) }) },
    now,
  );
  if (outcome !== "ok") console.warn(line);
  else console.log(line);
}
