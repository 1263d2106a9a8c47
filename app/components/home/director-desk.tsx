import { Markdown } from "~/components/markdown";
import { Picture } from "~/components/picture";
import { Say, useHomeWords } from "~/lib/home-words";
import { fallbackLang, type Localized } from "~/lib/i18n/content";
import type { ImageRef } from "~/lib/media";

export type HomePerson = Localized & {
  id: number;
  name: string;
  post: string;
  about: string;
  /** The message as safe HTML (Markdown rendered on the server). */
  aboutHtml: string;
  lang: string;
  image: ImageRef | null;
};

/** #darki: the director and the professor in charge, each with a short message. */
export function DirectorDesk({ people }: { people: HomePerson[] }) {
  // Nothing to show (a new site, before staff add any): no empty section on the page.
  const w = useHomeWords();
  if (people.length === 0) return null;
  return (
    <section id="darki" className="section" aria-labelledby="darki-title" data-reveal="">
      <div className="container">
        <div className="section-header">
          <p className="eyebrow">
            <Say what={w.deskEyebrow} />
          </p>
          <h2 id="darki-title" className="section-title">
            <Say what={w.deskTitle} />
          </h2>
        </div>
        <div className="desk-grid">
          {people.map((p) => (
            <article key={p.id} className="desk-card">
              {p.image ? (
                <Picture image={p.image} alt={p.name} sizes="128px" className="desk-photo" />
              ) : (
                <span className="desk-photo avatar-fallback" aria-hidden="true">
                  {p.name[0]}
                </span>
              )}
              <div>
                <h3 className="desk-name" {...fallbackLang(p, "name")}>
                  {p.name}
                </h3>
                <p className="desk-post" {...fallbackLang(p, "post")}>
                  {p.post}
                </p>
                {p.about && (
                  <Markdown
                    className="desk-about"
                    lang={p.lang}
                    html={p.aboutHtml}
                    as="blockquote"
                  />
                )}
              </div>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
