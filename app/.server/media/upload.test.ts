import { describe, expect, it } from "vitest";
import { readBody } from "~/.server/forms/body";
import { tooLargeMessage } from "./rules";
import { readImageUpload } from "./upload";

const readBodyLimited = (request: Request, limit: number, max: number) =>
  readBody(request, { maxBytes: limit, tooLarge: tooLargeMessage(max) });

const JPEG_START = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);

function streamOf(chunks: number, size: number) {
  let sent = 0;
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === chunks) return controller.close();
      sent += 1;
      pulled += size;
      controller.enqueue(new Uint8Array(size));
    },
  });
  return { body, pulled: () => pulled };
}

function post(body: BodyInit | ReadableStream, headers: Record<string, string> = {}) {
  return new Request("http://localhost/api/gallery/event-01.jpg", {
    method: "POST",
    body,
    headers,
    // @ts-expect-error Node's fetch needs duplex for streamed bodies; the DOM types lack it.
    duplex: "half",
  });
}

describe("reading an upload with a size limit", () => {
  it("refuses a declared Content-Length over the limit before reading anything", async () => {
    const s = streamOf(10, 1024);
    const request = post(s.body, { "content-length": String(10 * 1024) });
    await expect(readBodyLimited(request, 4096, 4096)).rejects.toMatchObject({
      status: 413,
      message: "the file is larger than 4 KB.",
    });
    // Nothing beyond what the stream machinery buffers ahead (one chunk).
    expect(s.pulled()).toBeLessThanOrEqual(1024);
  });

  it("stops reading a body without a length as soon as it passes the limit", async () => {
    const s = streamOf(1000, 1024);
    await expect(readBodyLimited(post(s.body), 4096, 4096)).rejects.toMatchObject({
      status: 413,
    });
    expect(s.pulled()).toBeLessThanOrEqual(6 * 1024);
  });

  it("reads a raw JPEG body with its name from X-File-Name and its alt text from X-Alt-Text", async () => {
    const alt = "Students at the मंच, 50% of them smiling";
    const upload = await readImageUpload(
      post(JPEG_START, {
        "content-type": "image/jpeg",
        "x-file-name": "My%20Photo.JPG",
        "x-alt-text": encodeURIComponent(alt),
      }),
      1024,
    );
    expect(upload).toMatchObject({ fileName: "My Photo.JPG", alt });
    expect([...upload.bytes]).toEqual([...JPEG_START]);
    // Absent, or not valid URI encoding: no alt text (the replacement then refuses).
    const without = await readImageUpload(post(JPEG_START, { "x-alt-text": "%E0%A4" }), 1024);
    expect(without.alt).toBeUndefined();
  });

  it("reads a multipart form's file and alt fields", async () => {
    const form = new FormData();
    form.set("file", new File([JPEG_START], "form.jpg", { type: "image/jpeg" }));
    form.set("alt", "A form's photo");
    const upload = await readImageUpload(post(form), 1024);
    expect(upload).toMatchObject({ fileName: "form.jpg", alt: "A form's photo" });
    expect(upload.bytes.length).toBe(JPEG_START.length);
  });

  it("applies the spec's .jpg rule and refuses empty uploads", async () => {
    await expect(
      readImageUpload(post(JPEG_START, { "x-file-name": "photo.png" }), 1024),
    ).rejects.toMatchObject({
      status: 415,
      message: "Only .jpg images are allowed. Please select a .jpg file.",
    });
    await expect(readImageUpload(post(new Uint8Array()), 1024)).rejects.toMatchObject({
      status: 400,
    });
    const form = new FormData();
    form.set("file", new File([new Uint8Array(2048)], "big.jpg"));
    await expect(readImageUpload(post(form), 1024)).rejects.toMatchObject({ status: 413 });
  });
});
