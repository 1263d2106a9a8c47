import { useLocation } from "react-router";
import { useMessages } from "./catalogue";
import { type Lang, langOfPath, localize } from "./lang";

/** The language of the page being shown, from its address. */
export function useLang(): Lang {
  return langOfPath(useLocation().pathname);
}

/** The page's catalogue: `const t = useT(); t.shell.skipLink`. */
export function useT() {
  return useMessages(useLang());
}

/** Turns a site path into the page's language: `const to = useLocalize(); <Link to={to("/gallery")}>`. */
export function useLocalize(): (path: string) => string {
  const lang = useLang();
  return (path) => localize(path, lang);
}
