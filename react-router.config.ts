import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Separate build directories let several checkouts' test runs share one machine.
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
