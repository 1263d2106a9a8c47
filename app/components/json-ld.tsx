import { useNonce } from "~/lib/document/nonce";

/**
 * schema.org data in `<script type="application/ld+json">`, with the page's CSP nonce. "<" is
 * written as \u003c so no text in the data can close the script element.
 */
export function JsonLd({ data }: { data: unknown }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      // The browser hides a nonce once the page is parsed: the client sees "" where the server wrote it.
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON from the server, "<" escaped.
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
    />
  );
}
