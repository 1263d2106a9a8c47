// A free TCP port on this machine, so that two test runs (or two checkouts) never collide.
import { createServer } from "node:net";

/** A port nothing listens on right now: the kernel picks it, the probe lets it go. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(),
      );
    });
  });
}
