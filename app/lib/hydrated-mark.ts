import { useEffect } from "react";

/**
 * Marks the document `data-hydrated` once React runs it. Scripts start after the first paint
 * (decision 009), so until then every widget shows its no-JavaScript form; browser tests wait for
 * this mark before they use what needs JavaScript (tests/e2e/fixtures.ts).
 */
export function useHydratedMark() {
  useEffect(() => {
    document.documentElement.setAttribute("data-hydrated", "");
  }, []);
}
