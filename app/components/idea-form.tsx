// Placeholder: the ideas work (issue 4) owns this component.
export function IdeaForm() {
  return (
    <section id="idea" aria-labelledby="idea-title">
      <h2 id="idea-title">Incubate u'r Idea</h2>
    </section>
  );
}
