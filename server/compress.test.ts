import { gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { compressAnswers } from "./compress.ts";

const page = `<!doctype html><html><body>${"<p>इनक्यूबेशन केंद्र</p>".repeat(500)}</body></html>`;

function app() {
  const hono = new Hono();
  hono.use("*", compressAnswers());
  hono.get("/page", (c) => c.html(page));
  hono.get("/small", (c) => c.html("<p>hi</p>"));
  hono.get("/kept", (c) => c.html(page, 200, { "Cache-Control": "no-transform" }));
  hono.get("/csv", () => {
    const rows = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 200; i++) controller.enqueue(new TextEncoder().encode(`row ${i},x\n`));
        controller.close();
      },
    });
    return new Response(rows, { headers: { "Content-Type": "text/csv; charset=utf-8" } });
  });
  return hono;
}
const get = (path: string, acceptEncoding?: string, method = "GET") =>
  app().request(path, {
    method,
    headers: acceptEncoding ? { "Accept-Encoding": acceptEncoding } : {},
  });

describe("compressAnswers", () => {
  it("gzips a rendered page as one buffer, with its length, for a client that takes gzip", async () => {
    const res = await get("/page", "gzip, deflate, br");
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("vary")).toMatch(/accept-encoding/i);
    const body = Buffer.from(await res.arrayBuffer());
    expect(res.headers.get("content-length")).toBe(String(body.length));
    expect(body.length).toBeLessThan(Buffer.byteLength(page) / 10);
    expect(gunzipSync(body).toString()).toBe(page);
  });

  it("leaves a page as it is for a client without gzip, a HEAD, a small page, or no-transform", async () => {
    for (const [path, encoding, method] of [
      ["/page", "br", "GET"],
      ["/page", "gzip;q=0, br", "GET"],
      ["/page", undefined, "GET"],
      ["/page", "gzip", "HEAD"],
      ["/small", "gzip", "GET"],
      ["/kept", "gzip", "GET"],
    ] as const) {
      const res = await get(path, encoding, method);
      expect(res.headers.get("content-encoding"), `${method} ${path} ${encoding}`).toBeNull();
      if (method === "GET" && path !== "/small") expect(await res.text()).toBe(page);
    }
  });

  it("still compresses other text, such as a streamed export, through hono's compress", async () => {
    const res = await get("/csv", "gzip");
    expect(res.headers.get("content-encoding")).toBe("gzip");
    const text = gunzipSync(Buffer.from(await res.arrayBuffer())).toString();
    expect(text.split("\n")).toHaveLength(201);
  });
});
