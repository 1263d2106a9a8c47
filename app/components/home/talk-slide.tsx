import { Picture } from "~/components/picture";
import { fallbackLang, type Localized } from "~/lib/i18n/content";
import type { ImageRef } from "~/lib/media";

export type HomeTalk = Localized & {
  name: string;
  role: string;
  company: string;
  bio: string;
  lang: string;
  image: ImageRef | null;
};

/** One speaker of the talks slider (rendered to HTML on the server). */
export function TalkSlide({ talk: t }: { talk: HomeTalk }) {
  return (
    <figure className="talk-figure">
      <blockquote className="talk-bio" lang={t.lang}>
        {t.bio}
      </blockquote>
      <figcaption className="talk-person">
        {t.image ? (
          <Picture image={t.image} alt="" sizes="64px" className="talk-photo" />
        ) : (
          <span className="talk-photo avatar-fallback" aria-hidden="true">
            {t.name[0]}
          </span>
        )}
        <span>
          <strong className="talk-name" {...fallbackLang(t, "name")}>
            {t.name}
          </strong>
          <span className="talk-role" {...fallbackLang(t, "role")}>
            {t.role}, {t.company}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}
