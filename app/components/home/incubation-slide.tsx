import { isRealEmail } from "~/lib/format/links";
import { Say, useHomeWords } from "~/lib/home-words";
import { fallbackLang, type Localized } from "~/lib/i18n/content";
import { useLocalize, useT } from "~/lib/i18n/use-t";
import type { ImageRef } from "~/lib/media";
import { StartupVisual } from "./startup-visual";

export type CarouselStartup = Localized & {
  slug: string;
  name: string;
  description: string;
  email: string | null;
  lang: string;
  image: ImageRef | null;
};

/** One card of the incubations carousel (rendered to HTML on the server). */
export function IncubationSlide({ startup: s }: { startup: CarouselStartup }) {
  const t = useT().home;
  const w = useHomeWords();
  const to = useLocalize();
  return (
    <article className="inc-card">
      <StartupVisual
        image={s.image}
        name={s.name}
        sizes="(min-width: 1024px) 24rem, (min-width: 768px) 50vw, 100vw"
        className="inc-image"
      />
      <div className="inc-body">
        <h3 className="inc-name" {...fallbackLang(s, "name")}>
          {s.name || t.startup.unnamed}
        </h3>
        {s.description && (
          <p className="inc-text" lang={s.lang}>
            {s.description}
          </p>
        )}
        {isRealEmail(s.email) && (
          <a className="inc-mail" href={`mailto:${s.email}`}>
            {s.email}
          </a>
        )}
        <a className="btn btn--secondary btn--sm inc-more" href={to(`/startups/${s.slug}`)}>
          <Say what={w.viewMore} />
          <span className="visually-hidden">{t.moreAbout(s.name || t.startup.thisOne)}</span>
        </a>
      </div>
    </article>
  );
}
