import { isJpgFileName, JPEG_ONLY_MESSAGE } from "../../lib/media.ts";
import { ImageRejected, tooLargeMessage } from "./rules.ts";

/** Multipart framing around one file is a few hundred bytes; this leaves room for the fields. */
const MULTIPART_OVERHEAD = 64 * 1024;

/**
 * Reads a request body into memory, but never more than `limit` bytes: an oversized upload is
 * refused as soon as its Content-Length is seen or, when that is missing or lies, as soon as the
 * stream passes the limit, so a 2 GB upload costs at most `limit` bytes of memory.
 */
export async function readBodyLimited(request: Request, limit: number, max: number) {
  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  if (Number.isFinite(declared) && declared > limit)
    throw new ImageRejected(tooLargeMessage(max), 413);
  if (!request.body) throw new ImageRejected("no file was sent.");
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => {});
      throw new ImageRejected(tooLargeMessage(max), 413);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, total);
}

export type Upload = { bytes: Buffer; fileName: string };

/**
 * The uploaded file, from either a raw body (the gallery's XHR upload: Content-Type image/jpeg and
 * the name in X-File-Name) or a multipart form with a "file" field (forms without JavaScript).
 * Checks the size and the spec's .jpg name rule; what the bytes are is the pipeline's business.
 */
export async function readImageUpload(request: Request, max: number): Promise<Upload> {
  const type = request.headers.get("content-type") ?? "";
  let upload: Upload;
  if (type.startsWith("multipart/form-data")) {
    const body = await readBodyLimited(request, max + MULTIPART_OVERHEAD, max);
    let form: FormData;
    try {
      form = await new Response(body, { headers: { "content-type": type } }).formData();
    } catch {
      throw new ImageRejected("the upload could not be read.");
    }
    const file = form.get("file");
    if (!(file instanceof File) || file.size === 0) throw new ImageRejected("no file was sent.");
    if (file.size > max) throw new ImageRejected(tooLargeMessage(max), 413);
    upload = { bytes: Buffer.from(await file.arrayBuffer()), fileName: file.name };
  } else {
    const bytes = await readBodyLimited(request, max, max);
    let fileName = "upload.jpg";
    try {
      fileName = decodeURIComponent(request.headers.get("x-file-name") ?? fileName);
    } catch {}
    upload = { bytes, fileName };
  }
  if (upload.bytes.length === 0) throw new ImageRejected("the file is empty.");
  if (!isJpgFileName(upload.fileName)) throw new ImageRejected(JPEG_ONLY_MESSAGE, 415);
  return upload;
}
