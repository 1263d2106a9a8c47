// The image encoder's child process (app/.server/media/encoder.ts): images are encoded there, a
// bad image is refused as before, and a child that dies fails its own job only.
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DomainError } from "~/.server/errors";
import { encode, encoderState } from "~/.server/media/encoder";
import { getVariant, storeImage } from "~/.server/media/store";
import { makeJpeg, makeTruncatedJpeg } from "../support/jpeg-fixtures";
import { createTestDb, dbKinds, type TestDb } from "../support/test-db";

function alive(pid: number | undefined): boolean {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe.each(await dbKinds())("image encoder child on %s", (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(kind);
  });
  afterAll(() => t.close());

  it("encodes in a child process, not in the test's own", async () => {
    const id = await storeImage(t.db, await makeJpeg({ width: 800, height: 600 }), "child.jpg");
    const { pid } = encoderState();
    expect(pid).toBeDefined();
    expect(pid).not.toBe(process.pid);
    expect(alive(pid)).toBe(true);
    const bytes = await getVariant(t.db, id, 320, "avif");
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["heif", 320, 240]);
  });

  it("refuses a corrupt or truncated image with the same reason as before", async () => {
    await expect(storeImage(t.db, Buffer.from("not an image at all"))).rejects.toThrow(
      new DomainError("the file is not an image that can be read."),
    );
    const truncated = storeImage(t.db, await makeTruncatedJpeg());
    await expect(truncated).rejects.toBeInstanceOf(DomainError);
    await expect(truncated).rejects.toThrow(/incomplete|damaged/);
  });

  it("fails the job of a child that dies, and the next job gets a new child", async () => {
    await encode({ op: "placeholder", input: await makeJpeg({ width: 64, height: 64 }) });
    const before = encoderState();
    await expect(encode({ op: "crash" })).rejects.toThrow(/image encoder stopped \(SIGKILL\)/);
    expect(alive(before.pid)).toBe(false);
    const id = await storeImage(t.db, await makeJpeg({ width: 640, height: 480 }), "after.jpg");
    expect(await getVariant(t.db, id, 640, "webp")).toBeDefined();
    const after = encoderState();
    expect(after.started).toBe(before.started + 1);
    expect(after.pid).not.toBe(before.pid);
  });

  it("ends the child once idle, and starts one again for the next image", async () => {
    await encode({ op: "placeholder", input: await makeJpeg({ width: 64, height: 64 }) });
    const { pid } = encoderState();
    expect(alive(pid)).toBe(true);
    await expect.poll(() => alive(pid), { timeout: 6000, interval: 100 }).toBe(false);
    expect(encoderState().running).toBe(false);
    await encode({ op: "placeholder", input: await makeJpeg({ width: 64, height: 64 }) });
    expect(encoderState().running).toBe(true);
  });
});
