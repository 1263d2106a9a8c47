import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { areasOfDocument, loadAreas } from "~/lib/i18n/catalogue";
import { langOfPath } from "~/lib/i18n/lang";

// Only the page's own language is downloaded, and of it the areas the server's render read
// (catalogue.tsx); hydration waits for them, so the browser's first render reads the very strings
// the server wrote.
loadAreas(langOfPath(window.location.pathname), ["shell", ...areasOfDocument()]).then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  }),
);
