import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { bodyLimit } from "./body-limit.ts";

const app = new Hono();
app.use("*", bodyLimit({ maxSize: 10, onError: (c) => c.text("too large", 413) }));
app.post("*", async (c) => c.text(`got ${await c.req.text()}`));

/** A body sent in pieces with no declared length, as a chunked upload arrives. */
function chunked(...parts: string[]) {
  let read = 0;
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const part = parts.shift();
        if (part === undefined) return controller.close();
        read++;
        controller.enqueue(new TextEncoder().encode(part));
      },
    },
    // Nothing is pulled before it is asked for: `read` counts what the limit asked for.
    { highWaterMark: 0 },
  );
  return { body, read: () => read };
}

const post = (init: RequestInit) =>
  app.request("/idea", { method: "POST", ...init, duplex: "half" } as RequestInit);

describe("bodyLimit", () => {
  it("passes a body of declared length within the cap, and refuses one over it unread", async () => {
    expect(await (await post({ body: "0123456789" })).text()).toBe("got 0123456789");
    const { body, read } = chunked("0123456789A");
    const refused = await post({ body, headers: { "content-length": "11" } });
    expect(refused.status).toBe(413);
    expect(read()).toBe(0);
  });

  it("joins a chunked body within the cap for the handler", async () => {
    const { body } = chunked("0123", "456", "789");
    const answer = await post({ body, headers: { "transfer-encoding": "chunked" } });
    expect(await answer.text()).toBe("got 0123456789");
  });

  it("stops reading a chunked body as soon as it passes the cap", async () => {
    const { body, read } = chunked("01234", "56789", "A", "never read", "nor this");
    const answer = await post({ body, headers: { "transfer-encoding": "chunked" } });
    expect(answer.status).toBe(413);
    expect(await answer.text()).toBe("too large");
    expect(read()).toBe(3);
  });
});
