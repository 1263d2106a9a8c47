import { getConfig } from "~/.server/config";

/** Crawlers may read the public site; the back office, the notice board and the API are not for them. */
export function loader() {
  const base = getConfig().publicUrl;
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin-dashboard",
    "Disallow: /Notice",
    "Disallow: /api",
    "Disallow: /reset-password",
    "",
    `Sitemap: ${base}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
