// Reading a request body with a cap: an oversized body is refused as soon as its Content-Length
// is seen or, when that is missing or lies, as soon as the stream passes the cap, so a 2 GB POST
// costs at most the cap in memory. Every body the app reads goes through here.
import { DomainError } from "~/.server/errors";
import { readUpTo } from "~/.server/http/read-up-to";
import en from "~/lib/i18n/messages/en.ts";

/** Room for an ordinary form (login, notices, users...): a few kilobytes and change. */
export const FORM_MAX_BYTES = 16 * 1024;

export const BODY_TOO_LARGE = en.forms.tooLarge;

/**
 * The most any request but a photo upload may send: room for the largest form (an idea in
 * Devanagari) with plenty to spare. The Node entry refuses more before the app reads anything.
 */
export const REQUEST_MAX_BYTES = 256 * 1024;

/** Multipart framing around one uploaded file is a few hundred bytes; this leaves room. */
export const MULTIPART_OVERHEAD = 64 * 1024;

/** The most photos one form without JavaScript may carry (an event's photos: 50–200). */
export const BATCH_MAX_FILES = 200;

/** A form sent as multipart/form-data (one that carries a file). */
export const isMultipart = (request: Request) =>
  (request.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data");

export async function readBody(
  request: Request,
  options: { maxBytes: number; tooLarge?: string },
): Promise<Buffer> {
  const { maxBytes, tooLarge = BODY_TOO_LARGE } = options;
  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) throw new DomainError(tooLarge, 413);
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const bytes = await readUpTo(reader, maxBytes);
  if (bytes) return bytes;
  await reader.cancel().catch(() => {});
  throw new DomainError(tooLarge, 413);
}

/**
 * The body as form data (URL-encoded or multipart), read no further than the cap. The refusals
 * are English unless the caller passes them in the page's language (the action pipeline does).
 */
export async function readFormData(
  request: Request,
  options: { maxBytes: number; tooLarge?: string; unreadable?: string },
): Promise<FormData> {
  const { unreadable = en.forms.unreadable } = options;
  const bytes = await readBody(request, options);
  const type = request.headers.get("content-type") ?? "application/x-www-form-urlencoded";
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type))
    throw new DomainError(unreadable, 400);
  try {
    return await new Response(new Uint8Array(bytes), {
      headers: { "content-type": type },
    }).formData();
  } catch {
    throw new DomainError(unreadable, 400);
  }
}

/** The body as JSON, read no further than the cap; undefined when it is not JSON. */
export async function readJson(request: Request, maxBytes: number): Promise<unknown> {
  const bytes = await readBody(request, { maxBytes });
  try {
    return JSON.parse(bytes.toString("utf8"));
  } catch {
    return undefined;
  }
}
