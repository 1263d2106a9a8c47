import type en from "./en.ts";

// A catalogue is one nested object of strings and small functions (for messages with values).
// English is the reference: every other language must have exactly its keys, with the same
// arguments, or the type check (and so CI) fails; `npm run build` checks the same first.
type Shape<T> = {
  [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends (...args: infer A) => string
      ? (...args: A) => string
      : Shape<T[K]>;
};

export type Messages = Shape<typeof en>;
