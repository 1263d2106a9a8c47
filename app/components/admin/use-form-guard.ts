// What JavaScript adds to a back-office form (it works without, the server checks everything):
// each field says what is wrong as soon as it is left, and again as it is corrected; a submit
// with mistakes shows them all and moves to the first; leaving a form with unsaved changes asks
// first, whether by a link, the back button or closing the tab.
import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { useBlocker } from "react-router";

type Input = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isInput = (el: EventTarget | null): el is Input =>
  el instanceof HTMLInputElement ||
  el instanceof HTMLTextAreaElement ||
  el instanceof HTMLSelectElement;

/** The message for a field the browser finds invalid, in the server's words. */
export function messageOf(el: Input): string | undefined {
  const v = el.validity;
  if (v.valid) return undefined;
  const label = el.dataset.label ?? el.name;
  if (v.valueMissing) return `${label} is required.`;
  if (v.typeMismatch)
    return el.type === "email"
      ? "Enter a valid email address"
      : `${label} is a full address starting with https://.`;
  if (v.patternMismatch) return el.dataset.pattern ?? `${label} is not in the expected form.`;
  if (v.rangeUnderflow || v.rangeOverflow || v.stepMismatch)
    return `${label}: a whole number from ${el.getAttribute("min")} to ${el.getAttribute("max")}.`;
  return `${label} is not valid.`;
}

export const UNSAVED_QUESTION = "You have unsaved changes. Leave this page without saving them?";

/**
 * `refused` is the server's answer to the last save when it refused it: what was typed is still
 * unsaved, so leaving asks again.
 */
export function useFormGuard(form: RefObject<HTMLFormElement | null>, refused: unknown) {
  const [live, setLive] = useState<Record<string, string | undefined>>({});
  const touched = useRef(new Set<string>());
  const dirty = useRef(false);
  // After a refusal: the first field it marks is where to go, once the server's messages show.
  const goToRefused = useRef(false);
  useEffect(() => {
    if (refused) {
      dirty.current = true;
      // The server's messages are the news now (the page's own checks drew over them so far).
      setLive({});
      goToRefused.current = true;
    }
  }, [refused]);
  useEffect(() => {
    if (!goToRefused.current || Object.keys(live).length) return;
    goToRefused.current = false;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [live, form]);

  const check = useCallback((el: Input) => {
    setLive((errors) => ({ ...errors, [el.name]: messageOf(el) ?? "" }));
  }, []);

  useEffect(() => {
    const element = form.current;
    if (!element) return;
    // The browser's own bubbles stay away: the messages are drawn beside the fields.
    element.noValidate = true;
    const onBlur = (e: FocusEvent) => {
      if (!isInput(e.target) || !e.target.name) return;
      touched.current.add(e.target.name);
      check(e.target);
    };
    const onInput = (e: Event) => {
      dirty.current = true;
      if (isInput(e.target) && touched.current.has(e.target.name)) check(e.target);
    };
    const onSubmit = (e: SubmitEvent) => {
      const submitter = e.submitter as HTMLButtonElement | null;
      const invalid = submitter?.formNoValidate
        ? []
        : [...element.elements].filter(isInput).filter((el) => !el.validity.valid);
      if (invalid.length) {
        e.preventDefault();
        e.stopImmediatePropagation();
        const errors: Record<string, string> = {};
        for (const el of invalid) {
          touched.current.add(el.name);
          errors[el.name] = messageOf(el) ?? "";
        }
        setLive((current) => ({ ...current, ...errors }));
        invalid[0].focus();
        return;
      }
      dirty.current = false;
    };
    element.addEventListener("focusout", onBlur);
    element.addEventListener("input", onInput);
    // Capture: runs before React Router's own submit handler, which it can stop.
    element.addEventListener("submit", onSubmit, { capture: true });
    const onUnload = (e: BeforeUnloadEvent) => {
      if (dirty.current) e.preventDefault();
    };
    window.addEventListener("beforeunload", onUnload);
    return () => {
      element.removeEventListener("focusout", onBlur);
      element.removeEventListener("input", onInput);
      element.removeEventListener("submit", onSubmit, { capture: true });
      window.removeEventListener("beforeunload", onUnload);
    };
  }, [form, check]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty.current &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(UNSAVED_QUESTION)) {
      dirty.current = false;
      blocker.proceed();
    } else blocker.reset();
  }, [blocker]);

  /** The message to show for an input: what the page checked last, else the server's. */
  return useCallback(
    (name: string, server: string | undefined) => {
      const mine = live[name];
      return mine === undefined ? server : mine || undefined;
    },
    [live],
  );
}
