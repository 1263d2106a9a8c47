import { Link } from "react-router";
import type { Branding } from "~/lib/branding";
import type { Messages } from "~/lib/i18n/catalogue";
import { useLocalize, useT } from "~/lib/i18n/use-t";
import { ExternalLink } from "./external-link";
import { FooterWebsiteLinks } from "./footer-website-links";
import { ArrowUpIcon, CentreMark, MailIcon, SocialIcon } from "./icons";
import "./site-footer.css";

type FooterLink = { label: string; to?: string; href?: string };

/** Every footer link leads somewhere real on the site (a page or a home section) or to a mailbox. */
function columns(
  branding: Branding,
  f: Messages["shell"]["footer"],
): { title: string; links: FooterLink[] }[] {
  const partnership = `mailto:${branding.contactEmail}?subject=${encodeURIComponent("Partnership")}`;
  return [
    {
      title: f.centre,
      links: [
        { label: f.aboutUs, to: "/#about" },
        { label: f.team, to: "/professor" },
        { label: f.studentTeam, to: "/student" },
        { label: f.programs, to: "/#incubations" },
        { label: f.partnership, href: partnership },
      ],
    },
    {
      title: f.forFounders,
      links: [
        { label: f.applicationProcess, to: "/idea" },
        { label: f.applicationStatus, to: "/idea/status" },
        { label: f.funding, to: "/#support" },
        { label: f.resources, to: "/#support" },
        { label: f.faq, to: "/#faq" },
        { label: f.innovationLab, href: branding.tinkeringLabUrl },
      ],
    },
    {
      title: f.community,
      links: [
        { label: f.successStories, to: "/pag" },
        { label: f.alumni, to: "/talksmore" },
        { label: f.eventsAndRegistration, to: "/events" },
        { label: f.eventsTimeline, to: "/timeline" },
        { label: f.gallery, to: "/gallery" },
        { label: f.adminNotice, to: "/login" },
      ],
    },
  ];
}

function FooterAnchor({ link }: { link: FooterLink }) {
  const to = useLocalize();
  if (link.to) return <Link to={to(link.to)}>{link.label}</Link>;
  if (link.href && /^https?:/.test(link.href))
    return (
      <ExternalLink href={link.href} iconClassName="site-footer__ext">
        {link.label}
      </ExternalLink>
    );
  return <a href={link.href}>{link.label}</a>;
}

export function SiteFooter({ branding }: { branding: Branding }) {
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
            <CentreMark className="site-footer__mark" />
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
        {columns(branding, f).map((col) => (
          <nav
            key={col.title}
            className="site-footer__col"
            aria-labelledby={`footer-${col.title}`.replace(/\s+/g, "-")}
          >
            <h2 id={`footer-${col.title}`.replace(/\s+/g, "-")} className="site-footer__title">
              {col.title}
            </h2>
            <ul>
              {col.links.map((link) => (
                <li key={link.label}>
                  <FooterAnchor link={link} />
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <FooterWebsiteLinks />
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
