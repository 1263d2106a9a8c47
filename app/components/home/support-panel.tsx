import { Picture } from "~/components/picture";
import { fallbackLang, type Localized } from "~/lib/i18n/content";
import { useLocalize } from "~/lib/i18n/use-t";
import type { ImageRef } from "~/lib/media";

export type HomeSupportTab = Localized & {
  id: number;
  label: string;
  headline: string;
  description: string;
  buttonLabel: string;
  buttonHref: string;
  image: ImageRef | null;
};

/** The content of one "How we support" panel (rendered to HTML on the server). */
export function SupportPanel({ tab: t }: { tab: HomeSupportTab }) {
  const to = useLocalize();
  return (
    <>
      {t.image ? (
        <Picture
          image={t.image}
          alt=""
          sizes="(min-width: 900px) 34rem, calc(100vw - 2rem)"
          className="st-image"
        />
      ) : (
        <span className="st-image avatar-fallback" aria-hidden="true" />
      )}
      <div className="st-text">
        <p className="eyebrow st-label" {...fallbackLang(t, "label")}>
          {t.label}
        </p>
        <h3 className="st-headline" {...fallbackLang(t, "headline")}>
          {t.headline}
        </h3>
        <p className="st-description" {...fallbackLang(t, "description")}>
          {t.description}
        </p>
        <a
          className="btn btn--secondary"
          href={to(t.buttonHref)}
          {...fallbackLang(t, "buttonLabel")}
        >
          {t.buttonLabel}
        </a>
      </div>
    </>
  );
}
