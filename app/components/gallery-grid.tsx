// Placeholder: the media work (issue 5) owns this component (photos, admin Change buttons, lightbox).
import type { ImageRef } from "~/lib/media";
import { Picture } from "./picture";

export type GalleryItem = { id: number; name: string; alt: string; image: ImageRef };

export function GalleryGrid({ photos }: { photos: GalleryItem[] }) {
  return (
    <ul className="gallery-grid">
      {photos.map((p) => (
        <li key={p.id}>
          <Picture
            image={p.image}
            alt={p.alt}
            sizes="(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw"
          />
        </li>
      ))}
    </ul>
  );
}
