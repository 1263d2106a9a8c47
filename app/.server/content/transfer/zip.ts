// The content file's container (docs/content-format.md, decision 028): a plain zip, written as a
// stream to disk (memory stays flat whatever the photos weigh) and read from the bytes an upload
// already holds, one entry at a time. What a zip may do to the reader is refused before any entry
// is inflated: names that climb out of the archive (`..`, absolute paths), too many entries, and
// sizes past the limits (a zip bomb declares small sizes or huge ones; fflate never writes past
// the size an entry declares, so a lie only truncates the entry, which its own check then refuses).

import { once } from "node:events";
import fs from "node:fs";
import { unzipSync, Zip, ZipDeflate, ZipPassThrough } from "fflate";
import { DomainError } from "~/.server/errors";

/** At most this many entries: content.json and one per image or PDF. */
export const MAX_ENTRIES = 20_000;

export type ZipLimits = {
  /** The largest single entry, content.json excepted. */
  entryBytes: number;
  /** content.json's own limit. */
  jsonBytes: number;
  /** All entries together, inflated. */
  totalBytes: number;
};

export type ZipReader = {
  names: string[];
  has: (name: string) => boolean;
  /** One entry's bytes, inflated now (undefined when it is not there). */
  read: (name: string) => Buffer | undefined;
};

/** A name inside the archive that stays inside it: relative, forward slashes, no `..` or `.`. */
export function isSafeEntryName(name: string): boolean {
  if (!name || name.length > 255 || /[\\:\0]/.test(name) || name.startsWith("/")) return false;
  return name.split("/").every((part) => part !== "" && part !== "." && part !== "..");
}

/** Opens a zip held in memory, checking its directory; a DomainError says what is wrong. */
export function openZip(bytes: Uint8Array, limits: ZipLimits): ZipReader {
  const entries = new Map<string, number>();
  const problems: string[] = [];
  let total = 0;
  try {
    unzipSync(bytes, {
      filter: (file) => {
        // Folders carry nothing.
        if (file.name.endsWith("/") && file.originalSize === 0) return false;
        if (entries.size >= MAX_ENTRIES) {
          problems.push(`the file holds more than ${MAX_ENTRIES.toLocaleString("en-US")} entries.`);
          throw new StopReading();
        }
        if (!isSafeEntryName(file.name))
          problems.push(`“${file.name}”: a name that points outside the file is not accepted.`);
        else if (entries.has(file.name)) problems.push(`“${file.name}” is in the file twice.`);
        const cap = file.name === "content.json" ? limits.jsonBytes : limits.entryBytes;
        if (file.originalSize > cap)
          problems.push(`“${file.name}” is larger than ${megabytes(cap)} once unpacked.`);
        total += file.originalSize;
        entries.set(file.name, file.originalSize);
        return false;
      },
    });
  } catch (error) {
    if (!(error instanceof StopReading))
      throw new DomainError("This file is not a zip file (or it is damaged).", 400);
  }
  if (total > limits.totalBytes)
    problems.push(`the file unpacks to more than ${megabytes(limits.totalBytes)}.`);
  if (problems.length)
    throw new DomainError(`This file cannot be imported: ${problems.slice(0, 5).join(" ")}`, 400);
  return {
    names: [...entries.keys()],
    has: (name) => entries.has(name),
    read: (name) => {
      if (!entries.has(name)) return undefined;
      try {
        const found = unzipSync(bytes, { filter: (file) => file.name === name })[name];
        return found ? Buffer.from(found.buffer, found.byteOffset, found.byteLength) : undefined;
      } catch {
        throw new DomainError(`“${name}” in the file is damaged and cannot be unpacked.`, 400);
      }
    },
  };
}

class StopReading extends Error {}

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/**
 * Writes a zip to `file` as its entries come: text deflated, pictures and PDFs stored as they are
 * (they are compressed already). `add` waits while the disk catches up.
 */
export async function writeZip(
  file: string,
  fill: (
    add: (name: string, bytes: Uint8Array, compress: boolean) => Promise<void>,
  ) => Promise<void>,
): Promise<number> {
  const out = fs.createWriteStream(file, { flags: "wx", mode: 0o600 });
  let failed: Error | undefined;
  out.on("error", (error) => {
    failed = error;
  });
  let written = 0;
  const zip = new Zip((error, chunk, final) => {
    if (error) failed = error;
    else {
      written += chunk.length;
      out.write(chunk);
    }
    if (final) out.end();
  });
  const add = async (name: string, bytes: Uint8Array, compress: boolean) => {
    if (failed) throw failed;
    const entry = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
    zip.add(entry);
    entry.push(bytes, true);
    if (out.writableNeedDrain) await once(out, "drain");
  };
  try {
    await fill(add);
    zip.end();
    if (!out.writableFinished) await once(out, "finish");
  } catch (error) {
    out.destroy();
    fs.rmSync(file, { force: true });
    throw error;
  }
  if (failed) {
    fs.rmSync(file, { force: true });
    throw failed;
  }
  return written;
}
