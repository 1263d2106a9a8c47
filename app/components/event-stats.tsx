import "./event-stats.css";

/** An event's figures ("1000+ students", "67+ ideas"): the number large, its label below. */
export function EventStats({ stats }: { stats: { value: string; label: string }[] }) {
  if (stats.length === 0) return null;
  return (
    <dl className="event-stats">
      {stats.map((s) => (
        <div key={`${s.value}-${s.label}`} className="event-stats__item">
          <dt>{s.label}</dt>
          <dd>{s.value}</dd>
        </div>
      ))}
    </dl>
  );
}
