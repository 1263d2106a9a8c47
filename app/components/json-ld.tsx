import { useNonce } from "~/lib/document/nonce";

/**
 * Structured data for search engines, as the page's own script (with the CSP nonce). "<" is
 * escaped so no text in the data can close the script element.
 */
export function JsonLd({ data }: { data: object }) {
  const nonce = useNonce();
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with "<" escaped, never markup.
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
