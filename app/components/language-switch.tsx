import { useLocation } from "react-router";
import { twinOf } from "~/lib/i18n/lang";
import { useT } from "~/lib/i18n/use-t";

/**
 * "हिन्दी" on English pages, "English" on Hindi ones: the same page in the other language, query
 * kept. A plain link (a whole document): the other language's catalogue comes with the page, and
 * it works before the scripts run. Pages with one language (the back office) show no switch.
 *
 * On English pages the word is drawn by CSS (site-header.css, from app/assets/hindi-word.svg:
 * Noto Sans Devanagari Bold, SIL OFL, shaped by HarfBuzz): as text it would make the browser
 * download the Devanagari font for five letters. The link's name is its aria-label.
 */
export function LanguageSwitch() {
  const { pathname, search } = useLocation();
  const t = useT();
  const twin = twinOf(pathname, search);
  if (!twin) return null;
  const common = { hrefLang: twin.lang, lang: twin.lang, title: t.shell.switchLabel };
  if (twin.lang === "hi")
    return (
      <a
        {...common}
        className="lang-switch lang-switch--drawn"
        href={twin.href}
        aria-label={t.shell.switchTo}
      />
    );
  return (
    <a {...common} className="lang-switch" href={twin.href}>
      {t.shell.switchTo}
    </a>
  );
}
