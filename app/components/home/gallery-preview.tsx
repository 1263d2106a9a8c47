import { Link } from "react-router";
import { GalleryGrid, type GalleryItem } from "~/components/gallery-grid";
import { useLocalize, useT } from "~/lib/i18n/use-t";

/** #gallery: the first twelve photos; the gallery page has them all. */
export function GalleryPreview({ photos }: { photos: GalleryItem[] }) {
  const t = useT().home;
  const to = useLocalize();
  return (
    <section id="gallery" className="section section--alt" aria-labelledby="gallery-title">
      <div className="container">
        <div className="section-header">
          <p className="eyebrow">{t.gallery.eyebrow}</p>
          <h2 id="gallery-title" className="section-title">
            {t.gallery.title}
          </h2>
        </div>
        <GalleryGrid photos={photos} />
        <div className="h-more">
          <Link className="btn btn--secondary" to={to("/gallery")}>
            {t.viewMore}
            <span className="visually-hidden">{t.gallery.moreHidden}</span>
          </Link>
        </div>
      </div>
    </section>
  );
}
