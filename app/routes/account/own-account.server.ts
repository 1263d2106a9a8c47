// The "My account" form's action, shared by /account (every signed-in user) and
// /admin-dashboard/account: change the password, or sign out everywhere.
import { redirect } from "react-router";
import { z } from "zod";
import { changeOwnPassword, signOutEverywhere } from "~/.server/auth/account";
import type { GuardArgs } from "~/.server/auth/guards";
import { cookieHeaders, logOut } from "~/.server/auth/login";
import { dbContext } from "~/.server/context";
import { parseForm } from "~/.server/forms/pipeline";
import type { Viewer } from "~/lib/viewer";

const ownAccountSchema = z.union([
  z.object({ intent: z.literal("everywhere") }),
  z.object({
    intent: z.literal("password").default("password"),
    current: z.string().default(""),
    next: z.string().default(""),
    confirm: z.string().default(""),
  }),
]);

/** After the route's guard: parses the form, changes the account, redirects (throws). */
export async function ownAccountAction(
  args: GuardArgs,
  viewer: Viewer,
  page: string,
): Promise<never> {
  const { request, context } = args;
  const db = context.get(dbContext);
  const input = await parseForm(request, ownAccountSchema);
  if (input.intent === "everywhere") {
    const cookies = await logOut(db, request);
    await signOutEverywhere(db, viewer);
    throw redirect("/login", { headers: cookieHeaders(cookies) });
  }
  const setCookies = await changeOwnPassword(db, request, viewer, input);
  throw redirect(`${page}?changed`, { headers: cookieHeaders(setCookies) });
}
