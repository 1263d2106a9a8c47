/** #about and #vision: who the centre is and what it works towards. */
export function About({
  centreName,
  instituteName,
}: {
  centreName: string;
  instituteName: string;
}) {
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
            Building a statewide startup ecosystem
          </h2>
        </div>
        <div className="about-text">
          <p>
            {centreName} at {instituteName} fosters a statewide startup ecosystem. It turns ideas
            from students, alumni, faculty and early-stage founders into companies, with office
            space, mentors from industry and academia, and introductions to investors.
          </p>
          <p>
            Incubated teams get meeting rooms, networking platforms and management support, so that
            they can spend their time on customers and product.
          </p>
        </div>
      </div>
    </section>
  );
}

export function Vision({ homeState }: { homeState: string }) {
  const statements = [
    ["Nurture", "To nurture entrepreneurship among students, alumni and faculty."],
    [
      "Connect",
      "To create an ecosystem where founders, mentors and investors meet and build together.",
    ],
    ["Lead", `To help ${homeState} become an entrepreneurship hub.`],
  ];
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
          {statements.map(([word, text], i) => (
            <li key={word} className="vision-item">
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
