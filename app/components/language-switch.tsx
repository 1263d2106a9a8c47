import { useLocation } from "react-router";
import { twinOf } from "~/lib/i18n/lang";
import { useT } from "~/lib/i18n/use-t";

/**
 * "हिन्दी" on English pages, "English" on Hindi ones: the same page in the other language, query
 * kept. A plain link (a whole document): the other language's catalogue comes with the page, and
 * it works before the scripts run. Pages with one language (the back office) show no switch.
 */
export function LanguageSwitch({ className = "lang-switch" }: { className?: string }) {
  const { pathname, search } = useLocation();
  const t = useT();
  const twin = twinOf(pathname, search);
  if (!twin) return null;
  return (
    <a
      className={className}
      href={twin.href}
      hrefLang={twin.lang}
      lang={twin.lang}
      title={t.shell.switchLabel}
    >
      {t.shell.switchTo}
    </a>
  );
}
