import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// The server inlined the page's stylesheets and made their links non-blocking (media="print"; see
// app/.server/document-html.ts). Once a link has loaded, it takes over and the inline copy goes.
for (const link of document.querySelectorAll<HTMLLinkElement>("link[data-inlined]")) {
  const swap = () => {
    link.media = "all";
    link.removeAttribute("data-inlined");
    document.querySelector(`style[data-href="${link.getAttribute("href")}"]`)?.remove();
  };
  if (link.sheet) swap();
  else link.addEventListener("load", swap, { once: true });
}

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
