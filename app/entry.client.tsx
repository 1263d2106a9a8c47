import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadMessages } from "~/lib/i18n/catalogue";
import { langOfPath } from "~/lib/i18n/lang";

// Only the page's own language is downloaded; hydration waits for it so the first render in the
// browser reads the very strings the server wrote.
loadMessages(langOfPath(window.location.pathname)).then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  }),
);
