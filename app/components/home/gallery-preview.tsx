import { Link } from "react-router";
import { GalleryGrid, type GalleryItem } from "~/components/gallery-grid";

/** #gallery: the first twelve photos; the gallery page has them all. */
export function GalleryPreview({ photos }: { photos: GalleryItem[] }) {
  return (
    <section id="gallery" className="section section--alt" aria-labelledby="gallery-title">
      <div className="container">
        <div className="section-header">
          <p className="eyebrow">Moments</p>
          <h2 id="gallery-title" className="section-title">
            Gallery
          </h2>
        </div>
        <GalleryGrid photos={photos} />
        <div className="h-more">
          <Link className="btn btn--secondary" to="/gallery">
            View More<span className="visually-hidden"> photos</span>
          </Link>
        </div>
      </div>
    </section>
  );
}
