/** A person's or company's initials on a navy disc, where no image is stored. */
export function Initials({ name, className }: { name: string; className?: string }) {
  const letters =
    name
      // Titles do not count, in either script (Dr., Prof., डॉ., प्रो., श्री…).
      .replace(/^(dr|prof|mr|ms|mrs|डॉ|प्रो|श्रीमती|श्री|सुश्री)\.?\s+/i, "")
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((w) => w[0]?.toUpperCase())
      .join("") || "?";
  return (
    <span className={`avatar-fallback${className ? ` ${className}` : ""}`} aria-hidden="true">
      {letters}
    </span>
  );
}
