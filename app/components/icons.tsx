// SVG icons (stroke style, 24×24 grid) from one cached sprite file, so their drawings are not part
// of every page's JavaScript; no icon font. Decorative by default: give the surrounding link or
// button its accessible name.
import type { ReactNode } from "react";
import sprite from "./icons.svg?url";

type IconProps = { className?: string; title?: string };

function Svg({ id, className, title }: IconProps & { id: string }) {
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: decorative (aria-hidden) unless a title is given.
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={title ? undefined : true}
      role={title ? "img" : undefined}
      focusable="false"
    >
      {title && <title>{title}</title>}
      <use href={`${sprite}#${id}`} />
    </svg>
  );
}

export const MenuIcon = (p: IconProps) => <Svg {...p} id="menu" />;
export const CloseIcon = (p: IconProps) => <Svg {...p} id="close" />;
export const ChevronDownIcon = (p: IconProps) => <Svg {...p} id="chevron-down" />;
export const ArrowUpIcon = (p: IconProps) => <Svg {...p} id="arrow-up" />;
export const ArrowRightIcon = (p: IconProps) => <Svg {...p} id="arrow-right" />;
export const ArrowLeftIcon = (p: IconProps) => <Svg {...p} id="arrow-left" />;
export const ExternalIcon = (p: IconProps) => <Svg {...p} id="external" />;
export const MailIcon = (p: IconProps) => <Svg {...p} id="mail" />;
export const GlobeIcon = (p: IconProps) => <Svg {...p} id="globe" />;
export const CalendarIcon = (p: IconProps) => <Svg {...p} id="calendar" />;
export const PinIcon = (p: IconProps) => <Svg {...p} id="pin" />;
export const UserIcon = (p: IconProps) => <Svg {...p} id="user" />;
export const LinkedInIcon = (p: IconProps) => <Svg {...p} id="linked-in" />;
export const InstagramIcon = (p: IconProps) => <Svg {...p} id="instagram" />;
export const XIcon = (p: IconProps) => <Svg {...p} id="x" />;
export const YouTubeIcon = (p: IconProps) => <Svg {...p} id="you-tube" />;
export const FacebookIcon = (p: IconProps) => <Svg {...p} id="facebook" />;
export const SearchIcon = (p: IconProps) => <Svg {...p} id="search" />;

const SOCIAL: Record<string, (p: IconProps) => ReactNode> = {
  linkedin: LinkedInIcon,
  instagram: InstagramIcon,
  x: XIcon,
  twitter: XIcon,
  youtube: YouTubeIcon,
  facebook: FacebookIcon,
};

/** The icon of a social network by its name ("LinkedIn", "X"...); a globe for anything else. */
export function SocialIcon({ name, ...p }: IconProps & { name: string }) {
  const Icon = SOCIAL[name.toLowerCase()] ?? GlobeIcon;
  return <Icon {...p} />;
}

/** The centre's mark: a rising sun over a horizon (saffron on navy), drawn inline. */
export function CentreMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 40 40" width="40" height="40" aria-hidden="true">
      <rect width="40" height="40" rx="10" fill="#0b1b3f" />
      <path d="M9 27a11 11 0 0 1 22 0z" fill="#f59e0b" />
      <path
        d="M20 9v4M10.1 13.1l2.8 2.8M29.9 13.1l-2.8 2.8M6 22h3M31 22h3"
        stroke="#fbb13c"
        strokeWidth="2.2"
        strokeLinecap="round"
      />
      <path d="M7 30h26" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

/** The institute's mark: a shield with a book, standing for the parent institute. */
export function InstituteMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 40 40" width="40" height="40" aria-hidden="true">
      <path d="M20 3l14 5v10c0 9-6 16-14 19C12 34 6 27 6 18V8z" fill="#1e3a75" />
      <path
        d="M12 15.5c3-1 5.5-.6 8 1 2.5-1.6 5-2 8-1v10c-3-1-5.5-.6-8 1-2.5-1.6-5-2-8-1z"
        fill="#fff"
      />
      <path d="M20 16.5v10" stroke="#1e3a75" strokeWidth="1.5" />
    </svg>
  );
}
