// sharp for the few images still made in the server itself (preview images, brand icons), loaded
// on the first such request instead of at start: a server that never draws one never maps libvips
// nor its thread arenas (decision 019). The site's images go through the encoder's child.
import type sharpModule from "sharp";

let loading: Promise<typeof sharpModule> | undefined;

export function loadSharp(): Promise<typeof sharpModule> {
  loading ??= import("sharp").then(({ default: sharp }) => {
    // Each picture here is made once and kept, so libvips' operation cache only holds memory.
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return loading;
}
