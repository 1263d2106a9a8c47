import type { ImageRef } from "~/lib/media";
import { fallbackWidth, mediaUrl, srcSet } from "~/lib/media";

type Props = {
  image: ImageRef;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn, e.g. "(min-width: 768px) 33vw, 100vw". */
  sizes: string;
  className?: string;
  /** The largest image (LCP) loads eagerly with high priority; everything else lazily. */
  priority?: boolean;
  /** On the first screen: loads at once, found by the preload scanner, at normal priority. */
  eager?: boolean;
  /** The point a crop keeps ("50% 30%"), as staff set it; the centre when not given. */
  focus?: string;
  /** The alt text's language where it differs from the page's (English on a Hindi page). */
  lang?: "en" | "hi";
};

/**
 * A stored image as <picture>: AVIF, WebP, then JPEG, each in every stored width, with the
 * intrinsic width/height (no layout shift) and a blurred placeholder until it loads. Keyed by the
 * image id, so a replaced photo swaps to its new address at once.
 */
export function Picture(props: Props) {
  const { image, alt, sizes, className, priority = false, eager = false, focus, lang } = props;
  const fallback = fallbackWidth(image);
  return (
    <picture key={image.id}>
      <source type="image/avif" srcSet={srcSet(image, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(image, "webp")} sizes={sizes} />
      <img
        className={className}
        src={mediaUrl(image.id, fallback, "jpeg")}
        srcSet={srcSet(image, "jpeg")}
        sizes={sizes}
        alt={alt}
        lang={lang}
        width={image.width}
        height={image.height}
        loading={priority || eager ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : "auto"}
        decoding="async"
        style={{
          ...(image.placeholder && {
            backgroundImage: `url(${image.placeholder})`,
            backgroundSize: "cover",
          }),
          ...(focus && focus !== "50% 50%" && { objectPosition: focus }),
        }}
      />
    </picture>
  );
}
