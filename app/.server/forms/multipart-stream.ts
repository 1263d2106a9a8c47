// A multipart form read part by part as it arrives: a batch of a hundred photos posted without
// JavaScript (150 MB and more) is handled one file at a time, never held whole. The caller
// consumes each part before the next is read, so the browser's upload waits (TCP back-pressure)
// while a photo is being stored. Files past `maxFileBytes` are reported, not kept.
import { DomainError } from "~/.server/errors";

export type StreamedPart =
  | { kind: "field"; name: string; value: string }
  | { kind: "file"; name: string; fileName: string; bytes: Buffer; tooLarge: false }
  | { kind: "file"; name: string; fileName: string; bytes: null; tooLarge: true };

const HEADER_END = Buffer.from("\r\n\r\n");
const MAX_HEADER_BYTES = 16 * 1024;
const MAX_FIELD_BYTES = 16 * 1024;

function boundaryOf(type: string): string {
  const match = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(type);
  const boundary = match?.[1] ?? match?.[2];
  if (!/^multipart\/form-data/i.test(type) || !boundary)
    throw new DomainError("The form could not be read: send it as multipart/form-data.", 400);
  return boundary;
}

/** A header parameter (`name`, `filename`) of a part's Content-Disposition. */
function param(headers: string, key: string): string | undefined {
  const match = new RegExp(`;\\s*${key}="((?:[^"\\\\]|\\\\.)*)"`, "i").exec(headers);
  return match?.[1].replace(/\\(.)/g, "$1");
}

/**
 * The parts of a multipart request body in order. Throws a 400 DomainError when the body is not
 * well-formed multipart (a cut-off upload among them).
 */
export async function* multipartParts(
  request: Request,
  maxFileBytes: number,
): AsyncGenerator<StreamedPart> {
  const delimiter = Buffer.from(`\r\n--${boundaryOf(request.headers.get("content-type") ?? "")}`);
  if (!request.body) throw new DomainError("No file was sent.", 400);
  const reader = request.body.getReader();
  // The body starts with the boundary without its line break: one in front makes every boundary alike.
  let buffer = Buffer.from("\r\n");
  let ended = false;
  const more = async () => {
    const { done, value } = await reader.read();
    if (done) ended = true;
    else buffer = buffer.length ? Buffer.concat([buffer, value]) : Buffer.from(value);
    return !done;
  };
  const broken = () => new DomainError("The upload was cut off or is not a valid form.", 400);
  try {
    // Anything before the first boundary is preamble.
    for (;;) {
      const at = buffer.indexOf(delimiter);
      if (at >= 0) {
        buffer = buffer.subarray(at + delimiter.length);
        break;
      }
      buffer = buffer.subarray(Math.max(0, buffer.length - delimiter.length));
      if (!(await more())) throw broken();
    }
    for (;;) {
      while (buffer.length < 2) if (!(await more())) throw broken();
      if (buffer.subarray(0, 2).toString() === "--") return;
      let headerEnd = buffer.indexOf(HEADER_END);
      while (headerEnd < 0) {
        if (buffer.length > MAX_HEADER_BYTES || !(await more())) throw broken();
        headerEnd = buffer.indexOf(HEADER_END);
      }
      const headers = buffer.subarray(2, headerEnd).toString("utf8");
      buffer = buffer.subarray(headerEnd + HEADER_END.length);
      const name = param(headers, "name") ?? "";
      const fileName = param(headers, "filename");
      const cap = fileName === undefined ? MAX_FIELD_BYTES : maxFileBytes;
      const chunks: Buffer[] = [];
      let size = 0;
      for (;;) {
        const at = buffer.indexOf(delimiter);
        // Up to the boundary, or all but a tail that might be the start of one.
        const end = at >= 0 ? at : Math.max(0, buffer.length - delimiter.length);
        size += end;
        // Past the cap the bytes are only counted: a too-large file costs no memory.
        if (size <= cap) chunks.push(Buffer.from(buffer.subarray(0, end)));
        else chunks.length = 0;
        buffer = buffer.subarray(at >= 0 ? at + delimiter.length : end);
        if (at >= 0) break;
        if (!(await more())) throw broken();
      }
      if (fileName === undefined) {
        if (size > cap) throw new DomainError("A field of the form is too long.", 413);
        yield { kind: "field", name, value: Buffer.concat(chunks).toString("utf8") };
      } else if (size > cap) {
        yield { kind: "file", name, fileName, bytes: null, tooLarge: true };
      } else {
        yield { kind: "file", name, fileName, bytes: Buffer.concat(chunks, size), tooLarge: false };
      }
    }
  } finally {
    if (!ended) await reader.cancel().catch(() => {});
  }
}
