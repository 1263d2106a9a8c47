/**
 * The one error a domain module throws when it refuses something for a reason the person can act
 * on: a message written for them, the HTTP status that fits (400 bad input, 404 gone, 413 too
 * large, 429 too often...), and optionally messages per form field and how long to wait. Domain
 * modules never build HTTP answers; forms/pipeline.ts turns this into one.
 */
export class DomainError extends Error {
  readonly status: number;
  readonly errors?: Partial<Record<string, string>>;
  /** Seconds to wait before trying again (429). */
  readonly retryAfter?: number;
  /** Form values the page shows instead of what was sent (e.g. a conflict's new base version). */
  readonly values?: Record<string, string>;

  constructor(
    message: string,
    status = 400,
    details: {
      errors?: Partial<Record<string, string>>;
      retryAfter?: number;
      values?: Record<string, string>;
    } = {},
  ) {
    super(message);
    this.name = "DomainError";
    this.status = status;
    this.errors = details.errors;
    this.retryAfter = details.retryAfter;
    this.values = details.values;
  }
}
