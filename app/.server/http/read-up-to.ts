// Reading a body up to a cap, shared by the Node entry's limit on every request
// (server/body-limit.ts) and the app's own reads (forms/body.ts). No alias imports: the Node entry
// loads it as it is.

/**
 * The stream's bytes, or undefined as soon as they pass `maxBytes` (nothing more is read). The
 * chunks are kept as they come and joined once: no buffer grown by doubling, whose discarded
 * copies would stay until V8's next full collection (decision 045).
 */
export async function readUpTo(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  maxBytes: number,
): Promise<Buffer<ArrayBuffer> | undefined> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks, total);
    total += value.byteLength;
    if (total > maxBytes) return undefined;
    chunks.push(value);
  }
}
