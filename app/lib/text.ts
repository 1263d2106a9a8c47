import { z } from "zod";

/**
 * PostgreSQL cannot store U+0000 in text, so a stray one (pasted from elsewhere, or sent by a
 * script) would fail the whole request. It carries no meaning in a form field: it is dropped.
 */
export const withoutNul = (value: string) => value.replaceAll("\u0000", "");

/** A text field as people send it: without NUL characters, trimmed. */
export const textField = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).overwrite(withoutNul).trim();
