import type { Branding } from "~/lib/branding";
import type { FrameGroup, FramePages } from "~/lib/frame";
import { useT } from "~/lib/i18n/use-t";
import { BrandImage } from "./brand-image";
import { ExternalLink } from "./external-link";
import { FooterWebsiteLinks } from "./footer-website-links";
import { ArrowUpIcon, CentreMark, MailIcon, SocialIcon } from "./icons";
import { NavItemLink } from "./nav-item-link";
import "./site-footer.css";

/** The footer: the centre's line and contacts, the columns of links staff keep, the GIGW row. */
export function SiteFooter({
  branding,
  columns,
  pages,
}: {
  branding: Branding;
  columns: FrameGroup[];
  pages: FramePages;
}) {
  const t = useT();
  const f = t.shell.footer;
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        {/* A plain block, not a labelled region: its name (the centre's) would repeat the home
            page's hero region and make two landmarks with one name. */}
        <div className="site-footer__about">
          <p className="site-footer__brand">
            {branding.logo ? (
              <BrandImage brand={branding.logo} className="site-footer__mark site-footer__logo" />
            ) : (
              <CentreMark className="site-footer__mark" />
            )}
            {branding.centreName}
          </p>
          <p>
            {branding.footerAbout
              .replaceAll("{institute}", branding.instituteName)
              .replaceAll("{state}", branding.homeState)}
          </p>
          <p>
            <a className="site-footer__mail" href={`mailto:${branding.contactEmail}`}>
              <MailIcon />
              {branding.contactEmail}
            </a>
          </p>
          {branding.social.length > 0 && (
            <ul className="site-footer__social" aria-label={f.social}>
              {branding.social.map((s) => (
                <li key={s.name}>
                  <ExternalLink
                    href={s.url}
                    rel="me"
                    title={s.name}
                    iconClassName="site-footer__social-ext"
                  >
                    <SocialIcon name={s.name} />
                    <span className="visually-hidden">{s.name}</span>
                  </ExternalLink>
                </li>
              ))}
            </ul>
          )}
        </div>
        {columns.map((col, i) => {
          const id = `footer-${i + 1}`;
          return (
            <nav key={id} className="site-footer__col" aria-labelledby={id}>
              <h2 id={id} className="site-footer__title" lang={col.en ? "en" : undefined}>
                {col.heading}
              </h2>
              <ul>
                {col.links.map((link) => (
                  <li key={link.href + link.label}>
                    <NavItemLink item={link} current={false} iconClassName="site-footer__ext" />
                  </li>
                ))}
              </ul>
            </nav>
          );
        })}
      </div>
      <FooterWebsiteLinks pages={pages} />
      <div className="site-footer__bottom">
        <div className="container site-footer__bottom-row">
          <p>
            © <span suppressHydrationWarning>{year}</span>{" "}
            {f.rights(branding.centreName, branding.instituteName)}
          </p>
          <a className="site-footer__top" href="#main">
            <ArrowUpIcon />
            {f.backToTop}
          </a>
        </div>
      </div>
    </footer>
  );
}
