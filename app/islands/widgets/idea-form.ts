// The idea form on a page without the React app (decision 042; the home page and /idea): what
// components/idea-form.tsx does once hydrated. The spec's rules first, with the words the server
// rendered into the fields (`data-if-blank`, `data-if-long`, `data-if-email`), each message under
// its field and the first broken field focused; then the idea goes as the plain form would (the
// same body, to the same address) and the page that answers is read for its outcome: Success! or
// Error! in a modal dialog, the form kept as typed until it succeeds. Without this script the same
// form posts as a document and that page is the answer.
import {
  type IdeaField,
  type IdeaProblem,
  ideaProblem,
  TIMING_FIELD,
} from "~/lib/forms/idea-rules";

/** Where a field keeps the words of each rule (idea-form.tsx renders them). */
const WORDS_OF: Record<IdeaProblem, string> = {
  required: "ifBlank",
  tooLong: "ifLong",
  email: "ifEmail",
};
const ERROR_CLASS = "idea__error";
const errorId = (field: HTMLElement) => `${field.id}-error`;

/** Marks `field` broken with `message` under it, or clears it (message undefined). */
function mark(field: HTMLElement, message: string | undefined) {
  const id = errorId(field);
  document.getElementById(id)?.remove();
  if (!message) {
    field.removeAttribute("aria-invalid");
    field.removeAttribute("aria-describedby");
    return;
  }
  const p = document.createElement("p");
  p.id = id;
  p.className = ERROR_CLASS;
  p.textContent = message;
  field.after(p);
  field.setAttribute("aria-invalid", "true");
  field.setAttribute("aria-describedby", id);
}

/** The outcome's paragraphs in the answering page, without its title (the dialog has one). */
function outcomeOf(answer: Element | null, kind: "ok" | "error"): Node[] | null {
  const box = answer?.querySelector(`.idea__outcome--${kind}`);
  if (!box) return null;
  box.querySelector(".idea__outcome-title")?.remove();
  return [...box.childNodes].map((n) => document.importNode(n, true));
}

export default function ideaForm(root: HTMLElement) {
  const form = root.querySelector<HTMLFormElement>("form");
  const button = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!form || !button) return;
  const words = root.dataset;
  const fields = [...form.querySelectorAll<HTMLInputElement>("[data-if-blank]")];
  const label = button.textContent;
  let readyAt = performance.now();
  let busy = false;

  form.addEventListener("input", (e) => {
    const field = e.target as HTMLElement;
    if (field.getAttribute("aria-invalid")) mark(field, undefined);
  });

  /** components/dialog.tsx's modal, drawn here: OK focused, Escape closes, focus goes back. */
  const answer = (ok: boolean, content: Node[] | string) => {
    const dialog = document.createElement("dialog");
    dialog.className = `dialog dialog--${ok ? "success" : "error"}`;
    if (!ok) dialog.setAttribute("role", "alertdialog");
    dialog.setAttribute("aria-labelledby", "idea-dialog-t");
    dialog.setAttribute("aria-describedby", "idea-dialog-d");
    dialog.innerHTML =
      '<div class="dialog__box"><span class="dialog__icon" aria-hidden="true"></span>' +
      '<h2 id="idea-dialog-t" class="dialog__title"></h2><div id="idea-dialog-d" class="dialog__text">' +
      '</div><form method="dialog"><button type="submit" class="btn btn--secondary"></button></form></div>';
    const part = (selector: string) => dialog.querySelector(selector) as HTMLElement;
    const [text, close] = [part(".dialog__text"), part("button")];
    part(".dialog__icon").textContent = ok ? "✓" : "!";
    part(".dialog__title").textContent = (ok ? words.success : words.error) ?? "";
    if (typeof content === "string") {
      const p = document.createElement("p");
      p.textContent = content;
      text.append(p);
    } else text.append(...content);
    close.textContent = words.ok ?? "OK";
    const back = document.activeElement as HTMLElement | null;
    dialog.addEventListener("close", () => {
      dialog.remove();
      if (back?.isConnected) back.focus();
    });
    root.append(dialog);
    dialog.showModal();
    close.focus();
  };

  form.addEventListener("submit", async (e) => {
    e.preventDefault();
    if (busy) return;
    let first: HTMLElement | undefined;
    for (const field of fields) {
      const problem = ideaProblem(field.name as IdeaField, field.value);
      const message = problem && field.dataset[WORDS_OF[problem]];
      mark(field, message);
      if (message) first ??= field;
    }
    if (first) return first.focus();

    const timing = form.elements.namedItem(TIMING_FIELD) as HTMLInputElement | null;
    if (timing) timing.value = String(Math.round(performance.now() - readyAt));
    busy = true;
    button.setAttribute("aria-disabled", "true");
    button.textContent = words.sending ?? label;
    root.querySelector(".idea__outcome")?.remove();
    let page: Document | null = null;
    try {
      const response = await fetch(form.action, {
        method: "POST",
        body: new URLSearchParams(new FormData(form) as unknown as Record<string, string>),
      });
      page = new DOMParser().parseFromString(await response.text(), "text/html");
    } catch {
      // Nothing reached the server, or nothing came back: the fallback message below.
    }
    busy = false;
    button.removeAttribute("aria-disabled");
    button.textContent = label;
    const there = page?.getElementById("idea") ?? null;
    const success = outcomeOf(there, "ok");
    if (success) {
      for (const field of fields) {
        field.value = "";
        mark(field, undefined);
      }
      readyAt = performance.now();
      return answer(true, success);
    }
    // Refused: the server's messages beside their fields, or its one message, in the dialog.
    let said = "";
    for (const field of fields) {
      const message = there?.querySelector(`#${errorId(field)}`)?.textContent ?? undefined;
      mark(field, message);
      said ||= message ?? "";
    }
    answer(false, outcomeOf(there, "error") ?? (said || words.fallback || ""));
  });
}
