import { Link } from "react-router";
import type { Branding } from "~/lib/branding";
import { ArrowUpIcon, CentreMark, ExternalIcon, MailIcon, SocialIcon } from "./icons";
import "./site-footer.css";

type FooterLink = { label: string; to?: string; href?: string };

/** Every footer link leads somewhere real on the site (a page or a home section) or to a mailbox. */
function columns(branding: Branding): { title: string; links: FooterLink[] }[] {
  const partnership = `mailto:${branding.contactEmail}?subject=${encodeURIComponent("Partnership")}`;
  return [
    {
      title: "The centre",
      links: [
        { label: "About us", to: "/#about" },
        { label: "Team", to: "/professor" },
        { label: "Student team", to: "/student" },
        { label: "Programs", to: "/#incubations" },
        { label: "Partnership", href: partnership },
      ],
    },
    {
      title: "For founders",
      links: [
        { label: "Application process", to: "/idea" },
        { label: "Application status", to: "/idea/status" },
        { label: "Funding", to: "/#support" },
        { label: "Startup resources", to: "/#support" },
        { label: "FAQ", to: "/#faq" },
        { label: "Innovation lab", href: branding.tinkeringLabUrl },
      ],
    },
    {
      title: "Community",
      links: [
        { label: "Success stories", to: "/pag" },
        { label: "Alumni", to: "/talksmore" },
        { label: "Events and registration", to: "/events" },
        { label: "Events timeline", to: "/timeline" },
        { label: "Gallery", to: "/gallery" },
        { label: "Admin Notice", to: "/login" },
      ],
    },
  ];
}

function FooterAnchor({ link }: { link: FooterLink }) {
  if (link.to) return <Link to={link.to}>{link.label}</Link>;
  const external = link.href?.startsWith("http");
  return (
    <a href={link.href}>
      {link.label}
      {external && <ExternalIcon className="site-footer__ext" />}
    </a>
  );
}

export function SiteFooter({ branding }: { branding: Branding }) {
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
            The startup incubation centre of {branding.instituteName}: mentorship, funding,
            networking and workspace for founders from {branding.homeState} and beyond.
          </p>
          <p>
            <a className="site-footer__mail" href={`mailto:${branding.contactEmail}`}>
              <MailIcon />
              {branding.contactEmail}
            </a>
          </p>
          {branding.social.length > 0 && (
            <ul className="site-footer__social" aria-label="Social media">
              {branding.social.map((s) => (
                <li key={s.name}>
                  <a href={s.url} rel="me noopener" title={s.name}>
                    <SocialIcon name={s.name} />
                    <span className="visually-hidden">{s.name}</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        {columns(branding).map((col) => (
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
      <div className="site-footer__bottom">
        <div className="container site-footer__bottom-row">
          <p>
            © <span suppressHydrationWarning>{year}</span> {branding.centreName},{" "}
            {branding.instituteName}. All rights reserved.
          </p>
          <div className="cluster">
            <Link to="/privacy">Privacy policy</Link>
            <a className="site-footer__top" href="#main">
              <ArrowUpIcon />
              Back to top
            </a>
          </div>
        </div>
      </div>
    </footer>
  );
}
