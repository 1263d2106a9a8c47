import { Picture } from "~/components/picture";
import type { ImageRef } from "~/lib/media";

/** A startup's picture, or a drawn placeholder of the same size when it has none. */
export function StartupVisual({
  image,
  name,
  sizes,
  className,
}: {
  image: ImageRef | null;
  name: string;
  sizes: string;
  className: string;
}) {
  if (image) return <Picture image={image} alt="" sizes={sizes} className={className} />;
  const initials = name
    .split(/\s+/)
    .map((w) => w[0])
    .join("")
    .slice(0, 2);
  return (
    <span className={`${className} avatar-fallback`} aria-hidden="true">
      {initials || "★"}
    </span>
  );
}
