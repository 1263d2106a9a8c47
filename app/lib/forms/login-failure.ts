// The login forms' failure messages (SPEC §8): the server's message, else a fixed fallback, also
// when the request itself fails. Shared by /login and /admin; safe for the browser bundle.
import { data, isRouteErrorResponse } from "react-router";

/** /login: "the server's message field, else Login failed". */
export const LOGIN_FAILED = "Login failed";
/** /admin and /Admin: "the server's message, else Login failed. Please try again." */
export const ADMIN_LOGIN_FAILED = "Login failed. Please try again.";

/** Either login form with a blank field (SPEC §5), checked in the browser and on the server. */
export const MISSING_CREDENTIALS = "All fields are required.";

export type LoginFailure = { message: string };

const messageOf = (value: unknown): string =>
  typeof value === "object" &&
  value !== null &&
  "message" in value &&
  typeof value.message === "string"
    ? value.message.trim()
    : "";

/**
 * The body of a login route's clientAction. A successful login is a redirect and passes through;
 * an answer without a message, a 5xx or a network failure becomes `{ message: fallback }` instead
 * of the root error page. Failures keep a 4xx/5xx status, so no loader revalidates (it would most
 * likely fail the same way). Without JavaScript the server action answers on its own.
 */
export async function loginClientAction(
  serverAction: () => Promise<LoginFailure | null | undefined>,
  fallback: string,
) {
  try {
    const result = await serverAction();
    return { message: messageOf(result) || fallback };
  } catch (error) {
    if (error instanceof Response) throw error;
    const status = isRouteErrorResponse(error) && error.status >= 400 ? error.status : 503;
    const message = (isRouteErrorResponse(error) && messageOf(error.data)) || fallback;
    return data<LoginFailure>({ message }, { status });
  }
}
