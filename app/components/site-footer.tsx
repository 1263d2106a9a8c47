import type { Branding } from "~/lib/branding";

export function SiteFooter({ branding }: { branding: Branding }) {
  return (
    <footer className="site-footer">
      <div className="container">
        © {new Date().getFullYear()} {branding.centreName}
      </div>
    </footer>
  );
}
