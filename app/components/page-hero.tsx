import type { ReactNode } from "react";
import { fallbackLang } from "~/lib/i18n/content";
import { useT } from "~/lib/i18n/use-t";
import type { ListIntro } from "~/lib/page-intro";

/** A list page's band from its intro, each text marked lang="en" where it fell back to English. */
export function IntroHero({ intro, children }: { intro: ListIntro; children?: ReactNode }) {
  const part = (field: "eyebrow" | "title" | "lead") => {
    const { lang } = fallbackLang(intro, field);
    return lang ? <span lang={lang}>{intro[field]}</span> : intro[field];
  };
  return (
    <PageHero eyebrow={part("eyebrow")} title={part("title")} lead={part("lead")}>
      {children}
    </PageHero>
  );
}

/** The title band of an inner page: optional breadcrumbs, eyebrow, the page's h1 and a lead. */
export function PageHero({
  eyebrow,
  title,
  lead,
  crumbs,
  children,
}: {
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  crumbs?: ReactNode;
  children?: ReactNode;
}) {
  const t = useT().people;
  return (
    <header className="page-hero">
      <div className="container">
        {crumbs && (
          <nav className="page-hero__crumbs" aria-label={t.breadcrumb}>
            {crumbs}
          </nav>
        )}
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h1>{title}</h1>
        {lead && <p className="lead">{lead}</p>}
        {children}
      </div>
    </header>
  );
}
