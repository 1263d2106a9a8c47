import type { ImageRef } from "~/lib/media";
import { mediaUrl, srcSet, variantWidths } from "~/lib/media";

type Props = {
  image: ImageRef;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn, e.g. "(min-width: 768px) 33vw, 100vw". */
  sizes: string;
  className?: string;
  /** The largest image (LCP) loads eagerly with high priority; everything else lazily. */
  priority?: boolean;
};

/** A stored image as <picture>: AVIF, WebP, then JPEG, each in every stored width. */
export function Picture({ image, alt, sizes, className, priority = false }: Props) {
  const widths = variantWidths(image.width);
  const fallback = widths.find((w) => w >= 640) ?? widths[widths.length - 1];
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(image, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(image, "webp")} sizes={sizes} />
      <img
        className={className}
        src={mediaUrl(image.id, fallback, "jpeg")}
        srcSet={srcSet(image, "jpeg")}
        sizes={sizes}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : "auto"}
        decoding="async"
        style={
          image.placeholder
            ? { backgroundImage: `url(${image.placeholder})`, backgroundSize: "cover" }
            : undefined
        }
      />
    </picture>
  );
}
