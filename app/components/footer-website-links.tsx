import { Link } from "react-router";
import type { FramePages } from "~/lib/frame";
import { useLocalize, useT } from "~/lib/i18n/use-t";
import { WEBSITE_LINKS, websiteLinkLabel } from "~/lib/policy-pages";
import "./footer-website-links.css";

/**
 * The footer's row of the standard pages GIGW 3.0 asks for (accessibility statement, sitemap,
 * help, policies, contact), on every page, in the page's language, each text page by its title.
 */
export function FooterWebsiteLinks({ pages }: { pages: FramePages }) {
  const t = useT();
  const to = useLocalize();
  return (
    <nav className="footer-site" aria-labelledby="footer-about-site">
      <div className="container footer-site__row">
        <h2 id="footer-about-site" className="site-footer__title footer-site__title">
          {t.gigw.footer.title}
        </h2>
        <ul className="footer-site__links">
          {WEBSITE_LINKS.map((link) => (
            <li key={link.key}>
              <Link to={to(link.to)}>{websiteLinkLabel(link.key, pages)(t)}</Link>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
