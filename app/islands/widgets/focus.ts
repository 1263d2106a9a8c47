// Takes the reader to what the server's answer put first, as the React component's effect does in
// the app: on the contact page, the summary of what to fix after a refused form (feedback-form.tsx).
// Only when nothing else has the focus yet: someone already typing again keeps their place.
export default function focus(el: HTMLElement) {
  const active = document.activeElement;
  if (!active || active === document.body) el.focus();
}
