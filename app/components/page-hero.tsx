import type { ReactNode } from "react";
import { useT } from "~/lib/i18n/use-t";

/** The title band of an inner page: optional breadcrumbs, eyebrow, the page's h1 and a lead. */
export function PageHero({
  eyebrow,
  title,
  lead,
  crumbs,
  children,
}: {
  eyebrow?: string;
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
