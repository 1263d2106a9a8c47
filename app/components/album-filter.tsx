// The gallery's album filter: plain links (?album=<slug>), so it works without JavaScript and each
// album has an address of its own; the one shown is marked aria-current.
import { Link } from "react-router";
import { galleryAddress, PHOTOS } from "~/lib/gallery-address";
import type { Localized } from "~/lib/i18n/content";
import { fieldLang } from "~/lib/i18n/field-lang";
import { useLocalize, useT } from "~/lib/i18n/use-t";
import "./album-filter.css";

export type AlbumLink = { slug: string; title: string } & Localized;

export function AlbumFilter({
  albums,
  current,
  preview,
}: {
  albums: AlbumLink[];
  /** The album shown, or null for all photos. */
  current: string | null;
  /** Staff previewing stay in the preview from album to album. */
  preview: boolean;
}) {
  const t = useT().people.gallery;
  const localize = useLocalize();
  if (albums.length === 0) return null;
  const to = (slug: string | null) => `${localize(galleryAddress(slug, 1, preview))}#${PHOTOS}`;
  const items: (Omit<AlbumLink, "slug"> & { slug: string | null })[] = [
    { slug: null, title: t.all },
    ...albums,
  ];
  return (
    <nav className="album-filter" aria-label={t.albums}>
      <ul>
        {items.map((a) => (
          <li key={a.slug ?? ""}>
            <Link
              to={to(a.slug)}
              className="album-filter__link"
              aria-current={a.slug === current ? "page" : undefined}
              lang={fieldLang(a, "title", a.title)}
              preventScrollReset
            >
              {a.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
