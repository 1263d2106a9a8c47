import { data } from "react-router";
import { getListIntro } from "~/.server/content/kinds/intros";
import { getGalleryPage } from "~/.server/pages/gallery-page";
import { siteOf } from "~/.server/site-context";
import { GalleryPhotos } from "~/components/gallery-photos";
import { IntroHero } from "~/components/page-hero";
import { seo } from "~/lib/document/seo";
import { messagesAt } from "~/lib/i18n/catalogue";
import { useT } from "~/lib/i18n/use-t";
import type { Route } from "./+types/gallery";

export async function loader(args: Route.LoaderArgs) {
  const url = new URL(args.request.url);
  // A slug is short; anything longer cannot name an album (and is not echoed back whole).
  const asked = url.searchParams.get("album")?.trim().slice(0, 120) || null;
  const site = await siteOf(args);
  // When the stored list cannot be read, the built-in list is shown (spec §8); never an error page.
  const page = await getGalleryPage(site.db, site.view, asked, site.lang);
  const answer = {
    ...page,
    intro: await getListIntro(site, "gallery"),
    preview: site.view === "preview",
  };
  // An album that is not there: the page still shows (with a note and every photo), as a 404.
  return page.missingAlbum ? data(answer, { status: 404 }) : answer;
}

export const meta: Route.MetaFunction = (args) => {
  const page = args.loaderData;
  if (!page) return [];
  const t = messagesAt(args.location).people.gallery;
  // An album's link preview shows its first photo; the whole gallery the centre's own image.
  const cover = page?.album ? page.photos.find((p) => p.image) : undefined;
  return seo(args, {
    title: page.album ? t.albumMetaTitle(page.album.title) : page.intro.metaTitle,
    description: page.intro.metaDescription,
    image: cover?.image && { id: cover.image.id, alt: cover.alt },
  });
};

export default function Gallery({ loaderData }: Route.ComponentProps) {
  const t = useT().people.gallery;
  return (
    <>
      <IntroHero intro={loaderData.intro} />
      <section className="section" aria-label={t.photos}>
        <div className="container">
          <GalleryPhotos page={loaderData} />
        </div>
      </section>
    </>
  );
}
