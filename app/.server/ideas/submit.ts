// POST /idea from the request to the answer: size limit, honeypot, validation, throttle, then the
// submission is stored (with its deliveries queued) before anyone is told it succeeded.
import { data } from "react-router";
import { HONEYPOT_FIELD, IDEA_FIELDS, IDEA_RULES, type IdeaResult } from "~/lib/idea-rules";
import { parseIdea } from "~/lib/idea-schema";
import { retryAfterHeaders } from "../auth/throttle-rules.ts";
import { getConfig } from "../config.ts";
import type { Db } from "../db/client.ts";
import { waitWords } from "../wait-words.ts";
import { configuredDeliveries } from "./deliver.ts";
import { createIdea } from "./store.ts";
import { takeThrottle } from "./throttle.ts";
import { kickOutboxWorker } from "./worker.ts";

/**
 * Room for every field at its longest even as percent-encoded Devanagari (9 bytes a character),
 * plus the form's overhead. Anything larger is refused before it is parsed.
 */
export const MAX_BODY_BYTES =
  Object.values(IDEA_RULES).reduce((n, r) => n + r.max, 0) * 9 + 16 * 1024;

export const TOO_LARGE_MESSAGE = `Your submission is too large. Please keep the message under ${IDEA_RULES.message.max.toLocaleString("en-US")} characters.`;
export const HONEYPOT_MESSAGE = "Your submission could not be accepted. Please try again.";

export function throttledMessage(retryAfterMs: number): string {
  return `Too many submissions from your address. Please try again in ${waitWords(retryAfterMs / 1000)}.`;
}

class TooLarge extends Error {}

/** The body as form data, read no further than `max` bytes. */
export async function readLimitedForm(request: Request, max = MAX_BODY_BYTES): Promise<FormData> {
  const declared = Number(request.headers.get("content-length"));
  if (declared > max) throw new TooLarge();
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > max) {
        await reader.cancel();
        throw new TooLarge();
      }
      chunks.push(value);
    }
  }
  const type = request.headers.get("content-type") ?? "application/x-www-form-urlencoded";
  return new Response(Buffer.concat(chunks), { headers: { "content-type": type } }).formData();
}

type Answer = ReturnType<typeof data<IdeaResult>>;

export async function submitIdea(db: Db, request: Request, clientIp: string): Promise<Answer> {
  let form: FormData;
  try {
    form = await readLimitedForm(request);
  } catch (error) {
    if (error instanceof TooLarge) {
      return data({ ok: false, message: TOO_LARGE_MESSAGE }, { status: 413 });
    }
    return data({ ok: false, message: "The form could not be read." }, { status: 400 });
  }
  const input = Object.fromEntries(
    IDEA_FIELDS.map((f) => {
      const v = form.get(f);
      return [f, typeof v === "string" ? v : undefined];
    }),
  );
  const honeypot = form.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot !== "") {
    return data({ ok: false, message: HONEYPOT_MESSAGE }, { status: 400 });
  }

  const parsed = parseIdea(input);
  if (!parsed.ok) {
    const first = Object.values(parsed.errors)[0] ?? "Please check the form.";
    return data(
      { ok: false, message: first, errors: parsed.errors, values: input },
      { status: 400 },
    );
  }

  // Counted after validation: a founder correcting typos without JavaScript is not an abuser.
  const config = getConfig();
  const throttle = await takeThrottle(db, `idea:${clientIp}`, {
    limit: config.IDEAS_RATE_LIMIT,
    windowMs: config.IDEAS_RATE_WINDOW_MINUTES * 60_000,
  });
  if (!throttle.allowed) {
    return data(
      { ok: false, message: throttledMessage(throttle.retryAfterMs), values: input },
      {
        status: 429,
        headers: retryAfterHeaders(throttle.retryAfterMs / 1000),
      },
    );
  }

  const { reference } = await createIdea(db, parsed.idea, {
    clientIp,
    deliveries: configuredDeliveries(config),
  });
  kickOutboxWorker();
  return data({ ok: true, reference, message: "Your message has been sent successfully!" });
}
