/** #about and #vision: who the centre is and what it works towards (Home texts). */
export function About({ title, html }: { title: string; html: string }) {
  return (
    <section
      id="about"
      className="section section--alt"
      aria-labelledby="about-title"
      data-reveal=""
    >
      <div className="container about-grid">
        <div>
          <p className="eyebrow">About us</p>
          <h2 id="about-title" className="section-title">
            {title}
          </h2>
        </div>
        <div
          className="about-text"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: Markdown rendered safely on the server (content/markdown.ts).
          dangerouslySetInnerHTML={{ __html: html }}
        />
      </div>
    </section>
  );
}

export type VisionItem = { word: string; text: string };

export function Vision({ statements }: { statements: VisionItem[] }) {
  return (
    <section id="vision" className="section" aria-labelledby="vision-title" data-reveal="">
      <div className="container">
        <div className="section-header">
          <p className="eyebrow">Our vision</p>
          <h2 id="vision-title" className="section-title">
            Vision
          </h2>
        </div>
        <ol className="vision-list">
          {statements.map(({ word, text }, i) => (
            <li key={word || i} className="vision-item">
              <span className="vision-num" aria-hidden="true">
                0{i + 1}
              </span>
              <h3 className="vision-word">{word}</h3>
              <p>{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
