// Reading an uploaded photo from a request: a raw body (the Change control's XHR: the name in
// X-File-Name, the new photo's alt text in X-Alt-Text, both URI-encoded) or a multipart form with
// a "file" field and an "alt" field.
import { DomainError } from "~/.server/errors";
import { MULTIPART_OVERHEAD, readBody } from "~/.server/forms/body";
import { withoutControlCharacters } from "~/.server/forms/fields";
import { isJpgFileName, JPEG_ONLY_MESSAGE } from "~/lib/media";
import { tooLargeMessage } from "./rules";

/** `alt` is what was sent, unchecked (the gallery's replacement decides what it accepts). */
export type Upload = { bytes: Buffer; fileName: string; alt?: string; altHi?: string };

/** A URI-encoded header's text; undefined when absent or not valid encoding. */
function decodedHeader(request: Request, name: string): string | undefined {
  const value = request.headers.get(name);
  if (value === null) return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/**
 * The uploaded file, read no further than `max` bytes (a 2 GB upload costs at most `max` of
 * memory). Checks the size and the spec's .jpg name rule; what the bytes are is the pipeline's
 * business. Messages complete "Error updating image: ".
 */
export async function readImageUpload(request: Request, max: number): Promise<Upload> {
  const type = request.headers.get("content-type") ?? "";
  const tooLarge = tooLargeMessage(max);
  let upload: Upload;
  if (type.startsWith("multipart/form-data")) {
    const body = await readBody(request, { maxBytes: max + MULTIPART_OVERHEAD, tooLarge });
    let form: FormData;
    try {
      form = await new Response(new Uint8Array(body), {
        headers: { "content-type": type },
      }).formData();
    } catch {
      throw new DomainError("the upload could not be read.");
    }
    const file = form.get("file");
    if (!(file instanceof File) || file.size === 0) throw new DomainError("no file was sent.");
    if (file.size > max) throw new DomainError(tooLarge, 413);
    const alt = form.get("alt");
    const altHi = form.get("altHi");
    upload = {
      bytes: Buffer.from(await file.arrayBuffer()),
      fileName: file.name,
      alt: typeof alt === "string" ? alt : undefined,
      altHi: typeof altHi === "string" ? altHi : undefined,
    };
  } else {
    if (!request.body) throw new DomainError("no file was sent.");
    const bytes = await readBody(request, { maxBytes: max, tooLarge });
    upload = {
      bytes,
      fileName: decodedHeader(request, "x-file-name") ?? "upload.jpg",
      alt: decodedHeader(request, "x-alt-text"),
      altHi: decodedHeader(request, "x-alt-text-hi"),
    };
  }
  // Kept as text in the audit log: control characters (NUL among them) carry no meaning.
  upload.fileName = withoutControlCharacters(upload.fileName);
  if (upload.bytes.length === 0) throw new DomainError("the file is empty.");
  if (!isJpgFileName(upload.fileName)) throw new DomainError(JPEG_ONLY_MESSAGE, 415);
  return upload;
}
