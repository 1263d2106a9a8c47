import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import type { Branding } from "~/lib/branding";
import type { Display } from "~/lib/display";
import type { FrameGroup } from "~/lib/frame";
import { useLocalize, useT } from "~/lib/i18n/use-t";
import type { Viewer } from "~/lib/viewer";
import { BrandImage } from "./brand-image";
import { DisplayControls } from "./display-controls";
import { ExternalLink } from "./external-link";
import { HeaderSearch } from "./header-search";
import { CentreMark, ChevronDownIcon, InstituteMark } from "./icons";
import { LanguageSwitch } from "./language-switch";
import { MobileMenu } from "./mobile-menu";
import { MenuLink, NavItemLink } from "./nav-item-link";
import { ViewerMenu } from "./viewer-menu";
import "./site-header.css";

/** SPEC 9: past this many pixels of scrolling the header shrinks and turns translucent. */
export const HEADER_SCROLL_THRESHOLD = 150;

function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return past;
}

/**
 * Dropdowns are <details>: they open by click, Enter or Space with no JavaScript at all. Once
 * hydrated, this adds what a menu is expected to do: Escape closes (focus back on the toggle),
 * a click elsewhere or a navigation closes, and opening one closes the others.
 */
function useDropdowns(nav: React.RefObject<HTMLElement | null>) {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    const root = nav.current;
    if (!root) return;
    const openOnes = () => [...root.querySelectorAll<HTMLDetailsElement>("details[open]")];
    const onPointerDown = (e: PointerEvent) => {
      for (const d of openOnes()) if (!d.contains(e.target as Node)) d.open = false;
    };
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      for (const d of openOnes()) {
        d.open = false;
        d.querySelector("summary")?.focus();
      }
    };
    const onToggle = (e: Event) => {
      const opened = e.target as HTMLDetailsElement;
      if (opened.open) for (const d of openOnes()) if (d !== opened) d.open = false;
    };
    const onFocusOut = (e: FocusEvent) => {
      const next = e.relatedTarget as Node | null;
      for (const d of openOnes())
        if (next && !d.contains(next) && root.contains(next)) d.open = false;
    };
    document.addEventListener("pointerdown", onPointerDown);
    root.addEventListener("keydown", onKeyDown);
    root.addEventListener("toggle", onToggle, true);
    root.addEventListener("focusout", onFocusOut);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      root.removeEventListener("keydown", onKeyDown);
      root.removeEventListener("toggle", onToggle, true);
      root.removeEventListener("focusout", onFocusOut);
    };
  }, [nav]);
  // A navigation (including a hash change on the same page) closes whatever was open.
  const address = pathname + hash;
  const shownFor = useRef(address);
  useEffect(() => {
    if (shownFor.current === address) return;
    shownFor.current = address;
    for (const d of nav.current?.querySelectorAll("details[open]") ?? []) {
      (d as HTMLDetailsElement).open = false;
    }
  }, [nav, address]);
}

function Dropdown({ group, pathname }: { group: FrameGroup; pathname: string }) {
  const to = useLocalize();
  const active = group.links.some((i) => to(i.href) === pathname);
  return (
    <li>
      <details className={`nav-dropdown${active ? " is-active" : ""}`}>
        <summary className="nav-link" lang={group.en ? "en" : undefined}>
          {group.heading}
          <ChevronDownIcon className="nav-dropdown__chevron" />
        </summary>
        <ul className="nav-dropdown__panel">
          {group.links.map((item) => (
            <li key={item.href + item.label}>
              <NavItemLink item={item} className="nav-dropdown__link" />
            </li>
          ))}
        </ul>
      </details>
    </li>
  );
}

/** The menu's entries: a dropdown for each heading, a plain link for each link without one. */
function MenuEntries({ menu, pathname }: { menu: FrameGroup[]; pathname: string }) {
  return menu.map((group) =>
    group.heading ? (
      <Dropdown key={`${group.heading}${group.links[0]?.href}`} group={group} pathname={pathname} />
    ) : (
      group.links.map((link) => (
        <li key={link.href + link.label}>
          <MenuLink link={link} className="nav-link" />
        </li>
      ))
    ),
  );
}

export function SiteHeader({
  branding,
  menu,
  viewer,
  display,
  lean = false,
}: {
  branding: Branding;
  menu: FrameGroup[];
  viewer: Viewer | null;
  display: Display;
  /** A page without the React app: the menu's links are in the HTML for the shell's script. */
  lean?: boolean;
}) {
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD);
  const navRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const t = useT();
  const to = useLocalize();
  useDropdowns(navRef);
  return (
    <header className={`site-header${scrolled ? " is-scrolled" : ""}`} data-scrolled={scrolled}>
      {/* Text size and contrast: a strip above the bar, folded away once the page scrolls. */}
      <div className="site-header__tools">
        <div className="container site-header__tools-row">
          <DisplayControls display={display} />
        </div>
      </div>
      <div className="container site-header__bar">
        <div className="brand">
          <ExternalLink
            className="brand__institute"
            iconClassName="brand__ext"
            href={branding.instituteUrl}
            title={branding.instituteName}
          >
            {branding.emblem ? (
              <BrandImage brand={branding.emblem} className="brand__mark brand__image" />
            ) : (
              <InstituteMark className="brand__mark" />
            )}
            <span className="visually-hidden">{t.shell.instituteSite(branding.instituteName)}</span>
          </ExternalLink>
          <Link className="brand__centre" to={to("/")}>
            {branding.logo ? (
              <BrandImage brand={branding.logo} className="brand__mark brand__image" />
            ) : (
              <CentreMark className="brand__mark" />
            )}
            <span className="brand__text">
              <span className="brand__name">{branding.centreName}</span>
              <span className="brand__sub">{branding.instituteName}</span>
            </span>
          </Link>
        </div>

        <nav ref={navRef} className="site-nav" aria-label={t.shell.mainNav}>
          <ul className="site-nav__list">
            <MenuEntries menu={menu} pathname={pathname} />
            <li>
              <HeaderSearch />
            </li>
          </ul>
          <ExternalLink
            className="btn btn--sm btn--ghost site-nav__lab"
            href={branding.tinkeringLabUrl}
          >
            {t.shell.tinkeringLab}
          </ExternalLink>
        </nav>

        <div className="site-header__end">
          <LanguageSwitch />
          <ViewerMenu viewer={viewer} />
          <MobileMenu branding={branding} menu={menu} viewer={viewer} rendered={lean} />
        </div>
      </div>
    </header>
  );
}
