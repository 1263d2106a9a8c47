import { Markdown } from "~/components/markdown";
import { Say, useHomeWords } from "~/lib/home-words";
import { fallbackLang, type Localized } from "~/lib/i18n/content";

/** #about and #vision: who the centre is and what it works towards (Home texts). */
export function About({
  texts,
  html,
}: {
  /** Home texts in the page's language (`fallback` names those shown in English). */
  texts: Localized & { aboutTitle: string };
  /** The About text (`about`) as safe HTML. */
  html: string;
}) {
  const w = useHomeWords();
  return (
    <section
      id="about"
      className="section section--alt"
      aria-labelledby="about-title"
      data-reveal=""
    >
      <div className="container about-grid">
        <div>
          <p className="eyebrow">
            <Say what={w.aboutEyebrow} />
          </p>
          <h2 id="about-title" className="section-title" {...fallbackLang(texts, "aboutTitle")}>
            {texts.aboutTitle}
          </h2>
        </div>
        <Markdown className="about-text" {...fallbackLang(texts, "about")} html={html} />
      </div>
    </section>
  );
}

export type VisionItem = Localized & { word: string; text: string };

export function Vision({ statements }: { statements: VisionItem[] }) {
  const w = useHomeWords();
  return (
    <section id="vision" className="section" aria-labelledby="vision-title" data-reveal="">
      <div className="container">
        <div className="section-header">
          <p className="eyebrow">
            <Say what={w.visionEyebrow} />
          </p>
          <h2 id="vision-title" className="section-title">
            <Say what={w.visionTitle} />
          </h2>
        </div>
        <ol className="vision-list">
          {statements.map((v, i) => (
            <li key={v.word || i} className="vision-item">
              <span className="vision-num" aria-hidden="true">
                0{i + 1}
              </span>
              <h3 className="vision-word" {...fallbackLang(v, "word")}>
                {v.word}
              </h3>
              <p {...fallbackLang(v, "text")}>{v.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
