import { type RefObject, useEffect, useState } from "react";

/**
 * Whether every named field of a form has something in it, read from the fields themselves, so
 * what someone typed (or a password manager filled in) before the page's scripts ran counts as
 * much as what they type afterwards: the fields stay uncontrolled and keep it. Undefined until the
 * scripts run, because the server's HTML must leave the button usable without JavaScript.
 */
export function useFieldsFilled(form: RefObject<HTMLFormElement | null>, names: string[]) {
  const [filled, setFilled] = useState<boolean | undefined>(undefined);
  const key = names.join(" ");
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    const check = () =>
      setFilled(
        key.split(" ").every((name) => {
          const field = element.elements.namedItem(name);
          return field instanceof HTMLInputElement && field.value !== "";
        }),
      );
    check();
    element.addEventListener("input", check);
    element.addEventListener("change", check);
    return () => {
      element.removeEventListener("input", check);
      element.removeEventListener("change", check);
    };
  }, [form, key]);
  return filled;
}
