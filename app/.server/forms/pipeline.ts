// The action pipeline. Every form action reads the same:
//
//   export const action = (args: Route.ActionArgs) =>
//     formAction(args, async () => {
//       const viewer = await requirePermission(args, "notices:edit");  // guard
//       const input = await parseForm(args.request, noticeDashboardSchema); // parse (body capped)
//       await addNotice(args.context.get(dbContext), viewer, input);   // domain (audited inside)
//       throw redirect(href("/admin-dashboard"));                         // or answer data
//     });
//
// A DomainError thrown anywhere inside becomes a 4xx answer here, and only here: the page gets
// `{ ok: false, message, errors?, values? }` as its action data; an API client gets JSON.
import { data, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import { responseHeadersContext } from "~/.server/context";
import { DomainError } from "~/.server/errors";
import { isSameOriginOrNone } from "~/.server/http/origin";
import { messagesFor } from "~/.server/i18n-request";
import type { FormRefusal } from "~/lib/forms/refusal";
import { FORM_MAX_BYTES, readFormData } from "./body";

/** What a refused form submission answers; the pages read the same type from lib/. */
export type FormFailure = FormRefusal;

type ActionArgs = { request: Request; context: Readonly<RouterContextProvider> };

/** Never sent back to the browser, not even to the person who typed them. */
const SECRET_FIELDS = new Set(["password", "current", "next", "confirm", "token"]);

const submitted = new WeakMap<Request, Record<string, string>>();

/**
 * Reads the request's form (at most `maxBytes`, a few KB unless said otherwise) and parses it with
 * `schema`. Throws a 400 DomainError with each field's first message when a rule is broken, 413
 * when the body is too large, 400 when it is not a form at all.
 */
export async function parseForm<S extends z.ZodType>(
  request: Request,
  schema: S,
  options: { maxBytes?: number; tooLarge?: string } = {},
): Promise<z.output<S>> {
  const { values } = await readSubmission(request, options);
  return checkSubmission(request, values, schema);
}

/**
 * The first half of parseForm, for forms that carry files (the back office's image fields): the
 * text values (the first of each name) and the non-empty files, read no further than the cap.
 */
export async function readSubmission(
  request: Request,
  options: { maxBytes?: number; tooLarge?: string } = {},
): Promise<{ values: Record<string, string>; files: Record<string, File> }> {
  const t = messagesFor(request).forms;
  const form = await readFormData(request, {
    maxBytes: options.maxBytes ?? FORM_MAX_BYTES,
    tooLarge: options.tooLarge ?? t.tooLarge,
    unreadable: t.unreadable,
  });
  const values: Record<string, string> = {};
  const files: Record<string, File> = {};
  for (const [key, value] of form) {
    if (typeof value === "string") values[key] ??= value;
    else if (value.size > 0) files[key] ??= value;
  }
  submitted.set(request, values);
  return { values, files };
}

/**
 * The second half: checks `values` with `schema`. The values are what a refusal sends back to
 * the page, so a value the server settled on (an uploaded image's id) is not asked for again.
 */
export function checkSubmission<S extends z.ZodType>(
  request: Request,
  values: Record<string, string>,
  schema: S,
): z.output<S> {
  submitted.set(request, values);
  const result = schema.safeParse(values);
  if (result.success) return result.data;
  const errors: Partial<Record<string, string>> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0] ?? "")] ??= issue.message;
  throw new DomainError(result.error.issues[0]?.message ?? "Please check the form.", 400, {
    errors,
  });
}

function failure(error: DomainError, request: Request): FormFailure {
  const answer: FormFailure = { ok: false, message: error.message };
  if (error.errors) answer.errors = error.errors;
  const values = submitted.get(request);
  if (values) {
    answer.values = Object.fromEntries(
      Object.entries({ ...values, ...error.values }).filter(([key]) => !SECRET_FIELDS.has(key)),
    );
  }
  return answer;
}

/** `Retry-After` for a refusal that says how long to wait. */
export function retryAfterHeaders(seconds: number | undefined): Headers | undefined {
  return seconds ? new Headers({ "Retry-After": String(Math.ceil(seconds)) }) : undefined;
}

/**
 * Runs a page's form action; a DomainError becomes the action data `FormFailure` with its status.
 * Thrown responses (a guard's redirect or 403, the action's own redirect) pass through.
 */
export async function formAction<T>({ request, context }: ActionArgs, run: () => Promise<T>) {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    // A route's own data() headers reach only its `headers` export; these reach every answer.
    const wait = retryAfterHeaders(error.retryAfter);
    if (wait) for (const [k, v] of wait) context.get(responseHeadersContext).set(k, v);
    return data(failure(error, request), { status: error.status });
  }
}

/** Root middleware: puts the headers gathered in responseHeadersContext on the final answer. */
export const responseHeadersMiddleware: MiddlewareFunction<Response> = async (
  { context },
  next,
) => {
  const response = await next();
  for (const [name, value] of context.get(responseHeadersContext))
    response.headers.set(name, value);
  return response;
};

/** A JSON answer that no cache keeps. */
export function json(body: unknown, status = 200, headers?: HeadersInit): Response {
  const h = new Headers(headers);
  h.set("Content-Type", "application/json; charset=utf-8");
  h.set("Cache-Control", "no-store");
  return new Response(JSON.stringify(body), { status, headers: h });
}

/** How an API tells a client it refused: `{ ok: false, message }` unless the API has its own shape. */
type ApiOptions = { refusal?: (message: string) => unknown; crossSite?: string };

/**
 * Runs an API endpoint's action. React Router checks the origin of page actions itself, not of
 * resource routes: this does, for every state-changing request (a page on a sibling origin must
 * not act with an admin's cookie). A guard's redirect becomes 401 and its 403 stays 403, in JSON;
 * a DomainError becomes a refusal with its status.
 */
export async function apiAction(
  { request }: ActionArgs,
  run: () => Promise<Response>,
  options: ApiOptions = {},
): Promise<Response> {
  const refusal = options.refusal ?? ((message: string) => ({ ok: false, message }));
  if (!isSameOriginOrNone(request))
    return json(refusal(options.crossSite ?? "Cross-site request refused."), 403);
  try {
    return await run();
  } catch (error) {
    if (error instanceof DomainError) {
      return json(refusal(error.message), error.status, retryAfterHeaders(error.retryAfter));
    }
    if (error instanceof Response && error.status >= 300 && error.status < 400)
      return json(refusal("Please log in."), 401);
    if (error instanceof Response && error.status === 403)
      return json(refusal("You may not do this."), 403);
    throw error;
  }
}
