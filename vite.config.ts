import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// The pieces every page's first load needs besides React: one chunk compresses better than ten
// small ones (about 2.5 KB gzipped less on the home page). Lazy pieces (dialog, lightbox, photo
// Change control) and page-specific components stay in their own chunks.
const SHELL =
  /\/app\/(lib\/(dates|hydrated-mark|idea-rules|lang|links|media|nonce|reveal|seo|server-markup|stylesheet-handover)|components\/(icons|error-view|picture|gallery-grid|idea-form|site-header|site-footer|mobile-menu|nav-items|nav-item-link|viewer-menu|scroll-manager))\.tsx?$/;

const VENDOR =
  /\/node_modules\/(react|react-dom|react-router|scheduler|cookie|set-cookie-parser)\//;

export default defineConfig({
  plugins: [reactRouter()],
  resolve: { tsconfigPaths: true },
  build: { assetsInlineLimit: 0 },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: "react", test: VENDOR, priority: 2 },
                { name: "shell", test: SHELL, priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
});
