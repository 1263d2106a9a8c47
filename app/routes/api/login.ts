// POST /api/login {email, password}: the spec's contract. 200 {role, name} with the session
// cookie; otherwise {message}. No bearer token: the HttpOnly cookie is the only credential.
import { cookieHeaders, logIn } from "~/.server/auth/login";
import { dbContext } from "~/.server/context";
import { FORM_MAX_BYTES, readFormData, readJson } from "~/.server/forms/body";
import { apiAction, json } from "~/.server/forms/pipeline";
import type { Route } from "./+types/login";

export function loader() {
  return json({ message: "Use POST with {email, password}." }, 405, { Allow: "POST" });
}

/** {email, password} from a JSON or form body (capped), or undefined when it is neither. */
async function readCredentials(request: Request): Promise<Record<string, unknown> | undefined> {
  const type = request.headers.get("content-type") ?? "";
  if (type.includes("application/json")) {
    const body = await readJson(request, FORM_MAX_BYTES);
    return body && typeof body === "object" ? (body as Record<string, unknown>) : undefined;
  }
  if (type.includes("form"))
    return Object.fromEntries(await readFormData(request, { maxBytes: FORM_MAX_BYTES }));
  return undefined;
}

// Anyone may try to log in: no guard; the domain throttles. The spec's clients read `message`.
export const action = (args: Route.ActionArgs) =>
  apiAction(
    args,
    async () => {
      if (args.request.method !== "POST") return loader();
      const body = await readCredentials(args.request);
      if (!body) return json({ message: "Send a JSON body {email, password}." }, 400);
      const signedIn = await logIn(args.context.get(dbContext), args.request, {
        login: body.email,
        password: body.password,
      });
      return json(
        { role: signedIn.role, name: signedIn.name },
        200,
        cookieHeaders(signedIn.setCookies),
      );
    },
    { refusal: (message) => ({ message }), crossSite: "Cross-site login refused." },
  );
