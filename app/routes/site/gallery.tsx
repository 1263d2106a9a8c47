import { viewOf } from "~/.server/content/preview";
import { dbContext } from "~/.server/context";
import { getGalleryPage } from "~/.server/media/gallery";
import { GalleryGrid } from "~/components/gallery-grid";
import { PageHero } from "~/components/page-hero";
import { seo } from "~/lib/document/seo";
import type { Route } from "./+types/gallery";

export async function loader(args: Route.LoaderArgs) {
  // When the stored list cannot be read, the built-in list is shown (spec §8); never an error page.
  return getGalleryPage(args.context.get(dbContext), await viewOf(args));
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Gallery",
    description:
      "All event photos of the incubation centre: orientation sessions, pitch month, workshops and the people behind them.",
  });

export default function Gallery({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow="Gallery"
        title="ALL EVENT PHOTOS"
        lead="Orientation sessions, PitchTember, workshops and the people who make them happen."
      />
      <section className="section" aria-label="Photos">
        <div className="container">
          <GalleryGrid photos={loaderData.photos} lightbox />
        </div>
      </section>
    </>
  );
}
