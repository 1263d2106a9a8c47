/**
 * What a refused form submission answers (app/.server/forms/pipeline.ts), for the page to show
 * beside the form: the message, each broken field's first message, and what was submitted
 * (secrets left out), so a page without JavaScript keeps it.
 */
export type FormRefusal = {
  ok: false;
  message: string;
  errors?: Partial<Record<string, string>>;
  values?: Record<string, string>;
};
