import { Link } from "react-router";
import { GalleryGrid, type GalleryItem } from "~/components/gallery-grid";
import { Say, useHomeWords } from "~/lib/home-words";
import { useLocalize, useT } from "~/lib/i18n/use-t";

/** #gallery: the first twelve photos; the gallery page has them all. */
export function GalleryPreview({ photos }: { photos: GalleryItem[] }) {
  const t = useT().home;
  const w = useHomeWords();
  const to = useLocalize();
  return (
    <section id="gallery" className="section section--alt" aria-labelledby="gallery-title">
      <div className="container">
        <div className="section-header">
          <p className="eyebrow">
            <Say what={w.galleryEyebrow} />
          </p>
          <h2 id="gallery-title" className="section-title">
            <Say what={w.galleryTitle} />
          </h2>
        </div>
        <GalleryGrid photos={photos} />
        <div className="h-more">
          <Link className="btn btn--secondary" to={to("/gallery")}>
            <Say what={w.viewMore} />
            <span className="visually-hidden">{t.gallery.moreHidden}</span>
          </Link>
        </div>
      </div>
    </section>
  );
}
