import { useEffect, useRef, useState } from "react";
import { NavLink } from "react-router";
import type { Branding } from "~/lib/branding";
import type { FrameGroup } from "~/lib/frame";
import { useLocalize, useT } from "~/lib/i18n/use-t";
import type { Viewer } from "~/lib/viewer";
import { ExternalLink } from "./external-link";
import { CloseIcon, MenuIcon } from "./icons";
import { MenuLink, NavItemLink } from "./nav-item-link";
import { ViewerLinks } from "./viewer-menu";

/** Below this width the header shows the menu button instead of the inline navigation. */
const DESKTOP_QUERY = "(min-width: 80rem)";

/**
 * The small-screen menu: a modal <dialog>, so focus stays inside while it is open, the page behind
 * is inert, Escape closes it and focus returns to the menu button. Without JavaScript the button
 * is hidden and the header shows the inline navigation instead (see site-header.css).
 */
export function MobileMenu({
  branding,
  menu,
  viewer,
  rendered = false,
}: {
  branding: Branding;
  menu: FrameGroup[];
  viewer: Viewer | null;
  /** Its links in the HTML even while closed: a page whose script is islands/shell.ts. */
  rendered?: boolean;
}) {
  const t = useT();
  const to = useLocalize();
  const [open, setOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  // Growing past the breakpoint hides the dialog; a hidden modal would leave the page inert.
  useEffect(() => {
    const wide = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => wide.matches && setOpen(false);
    wide.addEventListener("change", onChange);
    return () => wide.removeEventListener("change", onChange);
  }, []);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="menu-toggle"
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
        <span className="visually-hidden">{t.shell.openMenu}</span>
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: keyboard users close it with Escape or the close button; the click is the pointer's backdrop convenience. */}
      <dialog
        ref={dialogRef}
        id="mobile-menu"
        className="mobile-menu"
        aria-label={t.shell.menu}
        onClose={() => {
          setOpen(false);
          buttonRef.current?.focus();
        }}
        onClick={(e) => {
          // A click on the backdrop (the dialog box itself) or on any link closes the menu.
          const target = e.target as HTMLElement;
          if (target === e.currentTarget || target.closest("a")) setOpen(false);
        }}
      >
        {/* Its links are rendered only while it is open: without JavaScript it cannot open (the
            header shows the inline navigation), so they would only weigh on every page. */}
        {(open || rendered) && (
          <>
            <div className="mobile-menu__top">
              <span className="mobile-menu__title">{branding.centreShortName}</span>
              <button type="button" className="menu-close" onClick={() => setOpen(false)}>
                <CloseIcon />
                <span className="visually-hidden">{t.shell.closeMenu}</span>
              </button>
            </div>
            <nav aria-label={t.shell.mobileNav}>
              {menu.map((group) =>
                group.heading ? (
                  <section
                    key={`${group.heading}${group.links[0]?.href}`}
                    className="mobile-menu__group"
                  >
                    <h2 className="mobile-menu__heading" lang={group.en ? "en" : undefined}>
                      {group.heading}
                    </h2>
                    <ul>
                      {group.links.map((item) => (
                        <li key={item.href + item.label}>
                          <NavItemLink item={item} />
                        </li>
                      ))}
                    </ul>
                  </section>
                ) : null,
              )}
              <section className="mobile-menu__group">
                <h2 className="mobile-menu__heading">{t.shell.explore}</h2>
                <ul>
                  {menu
                    .filter((group) => !group.heading)
                    .flatMap((group) => group.links)
                    .map((link) => (
                      <li key={link.href + link.label}>
                        <MenuLink link={link} />
                      </li>
                    ))}
                  <li>
                    <NavLink to={to("/search")}>{t.shell.search}</NavLink>
                  </li>
                  <li>
                    <ExternalLink href={branding.tinkeringLabUrl} iconClassName="mobile-menu__ext">
                      {t.shell.tinkeringLab}
                    </ExternalLink>
                  </li>
                </ul>
              </section>
              {viewer && (
                <section className="mobile-menu__group">
                  <h2 className="mobile-menu__heading">{viewer.name}</h2>
                  <ViewerLinks viewer={viewer} className="mobile-menu__viewer" />
                </section>
              )}
            </nav>
          </>
        )}
      </dialog>
    </>
  );
}
