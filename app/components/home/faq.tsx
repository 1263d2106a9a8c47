import { Markdown } from "~/components/markdown";
import { Say, useHomeWords } from "~/lib/home-words";
import { fallbackLang, type Localized } from "~/lib/i18n/content";

export type HomeFaq = Localized & {
  id: number;
  question: string;
  answerHtml: string;
  lang: string;
};

/** FAQ: native disclosure widgets, so they open and close without JavaScript too. */
export function Faq({ faqs }: { faqs: HomeFaq[] }) {
  // Nothing to show (a new site, before staff add any): no empty section on the page.
  const w = useHomeWords();
  if (faqs.length === 0) return null;
  return (
    <section id="faq" className="section" aria-labelledby="faq-title">
      <div className="container faq-wrap">
        <div className="section-header">
          <p className="eyebrow">
            <Say what={w.faqEyebrow} />
          </p>
          <h2 id="faq-title" className="section-title">
            <Say what={w.faqTitle} />
          </h2>
        </div>
        <div className="faq-list">
          {faqs.map((f) => (
            <details key={f.id} className="faq-item">
              <summary {...fallbackLang(f, "question")}>{f.question}</summary>
              <Markdown className="faq-answer" lang={f.lang} html={f.answerHtml} />
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
