import { Link } from "react-router";
import type { Branding } from "~/lib/branding";

export function SiteHeader({ branding }: { branding: Branding }) {
  return (
    <header className="site-header">
      <div className="container">
        <Link to="/">{branding.centreName}</Link>
      </div>
    </header>
  );
}
