export type HomeFaq = { id: number; question: string; answer: string };

/** FAQ: native disclosure widgets, so they open and close without JavaScript too. */
export function Faq({ faqs }: { faqs: HomeFaq[] }) {
  return (
    <section id="faq" className="section" aria-labelledby="faq-title">
      <div className="container faq-wrap">
        <div className="section-header">
          <p className="eyebrow">Questions</p>
          <h2 id="faq-title" className="section-title">
            Frequently Asked Questions
          </h2>
        </div>
        <div className="faq-list">
          {faqs.map((f) => (
            <details key={f.id} className="faq-item">
              <summary>{f.question}</summary>
              <p>{f.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
