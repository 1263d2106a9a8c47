// Content files for tests (docs/content-format.md): written from a site, read back, and made by
// hand (a zip of a content.json and the files it names), good or broken on purpose.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { unzipSync, zipSync } from "fflate";
import { exportContent } from "~/.server/content/transfer/export";
import type { Db } from "~/.server/db/database";

export function tempFile(name = "content.zip"): string {
  return path.join(fs.mkdtempSync(path.join(os.tmpdir(), "sic-content-")), name);
}

/** A site's content file, as bytes. */
export async function exportBytes(db: Db): Promise<Buffer> {
  const file = tempFile();
  await exportContent(db, file);
  return fs.readFileSync(file);
}

/** The zip's entries, content.json parsed. */
export type FileItem = {
  status: string;
  values: Record<string, unknown>;
  pending?: Record<string, unknown> | null;
};

export function unpack(bytes: Uint8Array): {
  content: Record<string, unknown> & { sections: Record<string, FileItem[]> };
  files: Record<string, Uint8Array>;
} {
  const entries = unzipSync(bytes);
  const { "content.json": json, ...files } = entries;
  return { content: JSON.parse(new TextDecoder().decode(json)), files };
}

/** A zip of these entries (strings are UTF-8; content objects are written as JSON). */
export function pack(entries: Record<string, Uint8Array | string | object>): Buffer {
  const out: Record<string, Uint8Array> = {};
  for (const [name, value] of Object.entries(entries))
    out[name] =
      value instanceof Uint8Array
        ? value
        : new TextEncoder().encode(typeof value === "string" ? value : JSON.stringify(value));
  return Buffer.from(zipSync(out));
}

/** content.json without the moment it was written: two exports of one content compare equal. */
export const contentOf = (bytes: Uint8Array) => {
  const { content } = unpack(bytes);
  const { exported: _, ...rest } = content;
  return rest;
};
