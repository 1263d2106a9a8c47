/**
 * The name to show for a startup. Some sample cards of the old site had an empty name; a card
 * or page must still say what it is, so the slug stands in ("agri-drone-labs" → "Agri Drone Labs").
 */
export function startupName(s: { name: string; slug: string }): string {
  const name = s.name.trim();
  if (name) return name;
  return s.slug
    .split("-")
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(" ");
}
