import { describe, expect, it } from "vitest";
import { multipartParts, type StreamedPart } from "./multipart-stream";

/** The form as a browser sends it, its body cut into `chunk`-byte pieces as a network might. */
async function request(form: FormData, chunk: number): Promise<Request> {
  const encoded = new Response(form);
  const bytes = new Uint8Array(await encoded.arrayBuffer());
  let at = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(at, at + chunk));
      at += chunk;
    },
  });
  return new Request("http://x/upload", {
    method: "POST",
    headers: { "content-type": encoded.headers.get("content-type") ?? "" },
    body,
    duplex: "half",
  } as RequestInit);
}

async function parts(req: Request, max: number) {
  const out: StreamedPart[] = [];
  for await (const part of multipartParts(req, max)) out.push(part);
  return out;
}

describe("a multipart body read part by part", () => {
  const photo = new Uint8Array(5000).map((_, i) => (i * 7) % 256);
  const form = () => {
    const f = new FormData();
    f.set("album", "12");
    f.append("files", new Blob([photo]), "one.jpg");
    f.append("files", new Blob([new Uint8Array(9000)]), "big “quoted”.jpg");
    f.append("files", new Blob(["\r\n--almost a boundary\r\n"]), "two.txt");
    return f;
  };

  for (const chunk of [1, 7, 64, 65_536])
    it(`finds every part whatever the chunk size (${chunk} bytes)`, async () => {
      const found = await parts(await request(form(), chunk), 8000);
      expect(found.map((p) => [p.kind, p.name, "fileName" in p ? p.fileName : p.value])).toEqual([
        ["field", "album", "12"],
        ["file", "files", "one.jpg"],
        ["file", "files", "big “quoted”.jpg"],
        ["file", "files", "two.txt"],
      ]);
      const [, one, big, two] = found;
      expect(one.kind === "file" && one.bytes && Buffer.compare(one.bytes, photo)).toBe(0);
      // Past the cap a file is reported, not kept.
      expect(big).toMatchObject({ tooLarge: true, bytes: null });
      expect(two.kind === "file" && two.bytes?.toString()).toBe("\r\n--almost a boundary\r\n");
    });

  it("refuses a body cut off in the middle, and one that is not multipart", async () => {
    const encoded = new Response(form());
    const type = encoded.headers.get("content-type") ?? "";
    const whole = new Uint8Array(await encoded.arrayBuffer());
    const cut = new Request("http://x/", {
      method: "POST",
      headers: { "content-type": type },
      body: whole.slice(0, 3000),
    });
    await expect(parts(cut, 8000)).rejects.toMatchObject({ status: 400 });
    const plain = new Request("http://x/", { method: "POST", body: "a=1" });
    await expect(parts(plain, 8000)).rejects.toMatchObject({ status: 400 });
  });
});
