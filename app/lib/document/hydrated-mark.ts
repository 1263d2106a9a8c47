import { useEffect } from "react";

declare global {
  interface Window {
    /** True once React runs the document (see useHydratedMark). */
    __hydrated?: boolean;
  }
}

/**
 * Notes, on `window`, that React runs the document. Scripts start after the first paint
 * (decision 009), so until then every widget shows its no-JavaScript form; browser tests wait for
 * this before they use what needs JavaScript (tests/e2e/fixtures.ts). A property, not an
 * attribute: changing the document would make the browser restyle it for nothing.
 */
export function useHydratedMark() {
  useEffect(() => {
    window.__hydrated = true;
  }, []);
}
