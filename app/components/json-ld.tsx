/**
 * schema.org data in `<script type="application/ld+json">` (data, never run: the CSP need not name it). "<" is
 * written as \u003c so no text in the data can close the script element.
 */
export function JsonLd({ data }: { data: unknown }) {
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON from the server, "<" escaped.
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
    />
  );
}
