import { type ReactNode, useId } from "react";
import { useT } from "~/lib/i18n/use-t";
import { ExternalIcon } from "./icons";

type Props = {
  href: string;
  children: ReactNode;
  className?: string;
  /** The icon's class, where the surrounding CSS sizes it; else it is 1em (global.css). */
  iconClassName?: string;
  /** Opens in a new tab: `target="_blank"`, and says so. */
  newTab?: boolean;
  /** Words for rel besides noopener ("me" for the centre's own social profiles). */
  rel?: string;
  title?: string;
};

/**
 * A link to another website (GIGW 3.0): the external icon, and for screen readers
 * "(another website)", plus "(opens in a new tab)" when it does; never gives the other site
 * `window.opener`. The words are the link's description (read after its name), so the name stays
 * what the link says ("Innovation lab") and lists of links and voice commands stay short.
 */
export function ExternalLink({
  href,
  children,
  className,
  iconClassName,
  newTab,
  rel,
  title,
}: Props) {
  const t = useT().shell;
  const note = useId();
  return (
    <a
      href={href}
      className={className}
      title={title}
      target={newTab ? "_blank" : undefined}
      rel={rel ? `${rel} noopener` : "noopener"}
      aria-describedby={note}
    >
      {children}
      <ExternalIcon className={iconClassName ?? "external-link__icon"} />
      <span id={note} hidden>
        {newTab ? `${t.externalSite} ${t.opensInNewTab}` : t.externalSite}
      </span>
    </a>
  );
}
