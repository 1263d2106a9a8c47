// A catalogue message with a value in it (a name, a title) that must be its own element: marked
// with its language where it differs from the page's (a Hindi page showing a name stored only in
// English), or linked. Word order is the message's: "About X" and "X के बारे में" both work.
import type { ReactNode } from "react";

const SLOT = "\u0000";

/**
 * `message(value)` with the value inside `<span lang>` when `lang` is given or `wrap` is set, and
 * as plain text otherwise (the same text either way).
 */
export function Phrase({
  message,
  value,
  lang,
  wrap = false,
}: {
  message: (value: string) => string;
  value: ReactNode;
  lang?: "en" | "hi";
  wrap?: boolean;
}) {
  if (!lang && !wrap && typeof value === "string") return <>{message(value)}</>;
  const [before, after = ""] = message(SLOT).split(SLOT);
  return (
    <>
      {before}
      <span lang={lang}>{value}</span>
      {after}
    </>
  );
}
