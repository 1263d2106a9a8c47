import type { BrandImage as BrandImageData } from "~/lib/branding";
import { mediaUrl, variantWidths } from "~/lib/media";

/**
 * The centre's logo or the institute's emblem as the brand stores it, at the drawn mark's place:
 * as tall as the mark, as wide as its shape asks (CSS caps it). The smallest stored width that is
 * sharp at twice the mark's size is enough.
 */
export function BrandImage({ brand, className }: { brand: BrandImageData; className: string }) {
  const { image } = brand;
  const widths = variantWidths(image.width);
  const width = widths.find((w) => w >= 320) ?? widths[widths.length - 1];
  return (
    <img
      className={className}
      src={mediaUrl(image.id, width, "webp")}
      alt={brand.alt}
      width={image.width}
      height={image.height}
      decoding="async"
    />
  );
}
