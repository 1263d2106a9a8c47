// POST /api/login {email, password}: the spec's contract. 200 {role, name} with the session
// cookie; otherwise {message}. No bearer token: the HttpOnly cookie is the only credential.

import { cookieHeaders, logIn } from "~/.server/auth/login";
import { isSameOriginOrNone } from "~/.server/auth/origin";
import { retryAfterHeaders } from "~/.server/auth/throttle-rules";
import { getDb } from "~/.server/db/client";
import type { Route } from "./+types/login";

const json = (body: unknown, status: number, headers?: Headers) => {
  const h = new Headers(headers);
  h.set("Content-Type", "application/json; charset=utf-8");
  h.set("Cache-Control", "no-store");
  return new Response(JSON.stringify(body), { status, headers: h });
};

export function loader() {
  return json({ message: "Use POST with {email, password}." }, 405, new Headers({ Allow: "POST" }));
}

async function readBody(request: Request): Promise<Record<string, unknown> | undefined> {
  const type = request.headers.get("content-type") ?? "";
  try {
    if (type.includes("application/json")) return (await request.json()) as Record<string, unknown>;
    if (type.includes("form")) return Object.fromEntries(await request.formData());
  } catch {}
  return undefined;
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return loader();
  if (!isSameOriginOrNone(request)) return json({ message: "Cross-site login refused." }, 403);
  const body = await readBody(request);
  if (!body || typeof body !== "object") {
    return json({ message: "Send a JSON body {email, password}." }, 400);
  }
  const result = await logIn(await getDb(), request, {
    login: body.email,
    password: body.password,
  });
  if (!result.ok) {
    return json({ message: result.message }, result.status, retryAfterHeaders(result.retryAfter));
  }
  return json({ role: result.role, name: result.name }, 200, cookieHeaders(result.setCookies));
}
