// Text staff wrote in Markdown, as the server rendered it (app/.server/content/markdown.ts). The
// server marks links to other websites (class "external"); here they get what every other
// external link of the site has (external-link.tsx, GIGW 3.0): the icon, and "(another website)"
// for screen readers in the page's language, whatever the language of the text around it.
import { useLang, useT } from "~/lib/i18n/use-t";
import sprite from "./icons.svg?url";

const EXTERNAL = /(<a [^>]*\bclass="external"[^>]*>)([\s\S]*?)<\/a>/g;

/** The rendered HTML with each external link marked (exported for its test). */
export function markExternalLinks(html: string, words: string, lang: string): string {
  const mark =
    `<svg class="external-link__icon" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><use href="${sprite}#external"></use></svg>` +
    `<span class="visually-hidden" lang="${lang}"> ${words}</span>`;
  return html.replace(EXTERNAL, (_, open: string, text: string) => `${open}${text}${mark}</a>`);
}

type Props = {
  html: string;
  className?: string;
  /** The text's language where it differs from the page's ("en" on a Hindi page). */
  lang?: string;
  as?: "div" | "blockquote";
};

export function Markdown({ html, className, lang, as: Tag = "div" }: Props) {
  const words = useT().shell.externalSite;
  const pageLang = useLang();
  return (
    <Tag
      className={className}
      lang={lang}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: Markdown rendered safely on the server (content/markdown.ts); the marks are constants.
      dangerouslySetInnerHTML={{ __html: markExternalLinks(html, words, pageLang) }}
    />
  );
}
