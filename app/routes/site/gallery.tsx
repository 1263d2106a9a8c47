import { data, type MetaDescriptor } from "react-router";
import { getListIntro } from "~/.server/content/kinds/intros";
import { pageOf } from "~/.server/forms/fields";
import { getGalleryPage } from "~/.server/pages/gallery-page";
import { siteOf } from "~/.server/site-context";
import { GalleryPhotos } from "~/components/gallery-photos";
import { IntroHero } from "~/components/page-hero";
import { brandingFrom, seo } from "~/lib/document/seo";
import { galleryAddress, PHOTOS } from "~/lib/gallery-address";
import { messagesAt } from "~/lib/i18n/catalogue";
import { langOfPath, localize } from "~/lib/i18n/lang";
import { useT } from "~/lib/i18n/use-t";
import type { Route } from "./+types/gallery";

export async function loader(args: Route.LoaderArgs) {
  const url = new URL(args.request.url);
  // A slug is short; anything longer cannot name an album (and is not echoed back whole).
  const asked = url.searchParams.get("album")?.trim().slice(0, 120) || null;
  // Text or nonsense in ?page= reads as the first page; a number past the end is answered below.
  const pageNumber = pageOf(args.request.url);
  const site = await siteOf(args);
  // When the stored list cannot be read, the built-in list is shown (spec §8); never an error page.
  const page = await getGalleryPage(site.db, site.view, asked, site.lang, pageNumber);
  const answer = {
    ...page,
    intro: await getListIntro(site, "gallery"),
    preview: site.view === "preview",
  };
  // An album that is not there, or a page past the end: the page still shows (with a note), as a 404.
  return page.missingAlbum || page.page > page.pages ? data(answer, { status: 404 }) : answer;
}

export const meta: Route.MetaFunction = (args) => {
  const page = args.loaderData;
  if (!page) return [];
  const t = messagesAt(args.location).people.gallery;
  const slug = page.album?.slug ?? null;
  const title = page.album ? t.albumMetaTitle(page.album.title) : page.intro.metaTitle;
  // An album's link preview shows its cover; the whole gallery the centre's own image.
  const cover = page.cover?.image ? page.cover : undefined;
  const tags = seo(args, {
    title: page.page > 1 ? t.metaTitlePage(title, String(page.page)) : title,
    description: page.intro.metaDescription,
    image: cover?.image && { id: cover.image.id, alt: cover.alt },
    // Each page of an album is its own page for search engines; a missing one is not indexed.
    path: galleryAddress(slug, page.page),
    noindex: Boolean(page.missingAlbum) || page.page > page.pages,
  });
  const base = brandingFrom(args)?.publicUrl ?? "";
  const lang = langOfPath(args.location.pathname);
  const link = (rel: string, n: number): MetaDescriptor => ({
    tagName: "link",
    rel,
    href: `${base.replace(/\/+$/, "")}${localize(galleryAddress(slug, n), lang)}`,
  });
  if (page.page > 1 && page.page <= page.pages) tags.push(link("prev", page.page - 1));
  if (page.page < page.pages) tags.push(link("next", page.page + 1));
  return tags;
};

// Reads whole without React in the browser: the shell's script, and the lightbox's island
// (islands/widgets/lightbox.ts); the album filter and the pager are links (decision 042).
export const handle = { lean: true };

export default function Gallery({ loaderData }: Route.ComponentProps) {
  const t = useT().people.gallery;
  return (
    <>
      <IntroHero intro={loaderData.intro} />
      <section className="section" aria-label={t.photos} id={PHOTOS}>
        <div className="container">
          <GalleryPhotos page={loaderData} />
        </div>
      </section>
    </>
  );
}
