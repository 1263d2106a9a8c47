// Writes public/gallery/event-NN.jpg: the gallery's built-in list (app/.server/media/
// gallery-fallback.ts), shown on /gallery when the stored list cannot be read. Made from the same
// sample scenes as the seeded photos. Run after changing app/.server/sample/data/gallery.ts:
//   npx node scripts/make-gallery-fallback.ts
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { FALLBACK_SIZE } from "../app/.server/pages/gallery-fallback.ts";
import { gallery } from "../app/.server/sample/data/gallery.ts";
import { galleryImage } from "../app/.server/sample/images.ts";

const dir = path.resolve(import.meta.dirname, "../public/gallery");
fs.mkdirSync(dir, { recursive: true });
let total = 0;
for (const photo of gallery) {
  const bytes = await sharp(Buffer.from(galleryImage(photo).svg()))
    .resize(FALLBACK_SIZE.width, FALLBACK_SIZE.height, { fit: "cover" })
    .jpeg({ quality: 72, mozjpeg: true, progressive: true })
    .toBuffer();
  fs.writeFileSync(path.join(dir, photo.name), bytes);
  total += bytes.length;
}
console.log(`Wrote ${gallery.length} files (${Math.round(total / 1024)} KB) to ${dir}`);
