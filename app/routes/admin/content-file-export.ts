// GET /admin-dashboard/content-file/export.zip: the whole site's content in one file (admins).
// Written to a temporary file first (the zip streams to disk as the pictures are read), then
// sent from it with its length, and removed once sent.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { requirePermission } from "~/.server/auth/guards";
import { exportContent } from "~/.server/content/transfer/export";
import { dbContext } from "~/.server/context";
import type { Route } from "./+types/content-file-export";

export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, "content:transfer");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sic-content-"));
  const file = path.join(dir, "content.zip");
  const remove = () => fs.rmSync(dir, { recursive: true, force: true });
  try {
    const { bytes } = await exportContent(args.context.get(dbContext), file);
    const stream = fs.createReadStream(file);
    stream.once("close", remove);
    const day = new Date().toISOString().slice(0, 10);
    return new Response(Readable.toWeb(stream) as ReadableStream, {
      headers: {
        "Content-Type": "application/zip",
        "Content-Length": String(bytes),
        "Content-Disposition": `attachment; filename="site-content-${day}.zip"`,
        "Cache-Control": "no-store",
      },
    });
  } catch (error) {
    remove();
    throw error;
  }
}
