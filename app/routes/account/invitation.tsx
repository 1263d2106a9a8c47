// /invitation?token=… — the link of an admin's invitation (or of a "new sign-in link"): the
// person chooses their password, and is signed in. The link works once, for 72 hours.
import { Form, Link, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { cookieHeaders, logIn } from "~/.server/auth/login";
import { landingPath } from "~/.server/auth/permissions";
import { dbContext } from "~/.server/context";
import { formAction, parseForm } from "~/.server/forms/pipeline";
import {
  acceptInvitation,
  LINK_GONE,
  openInvitation,
  ROLE_WORDS,
} from "~/.server/users/invitations";
import { AuthCard } from "~/components/auth-card";
import { FormMessage, NewPasswordFields } from "~/components/forms";
import type { Role } from "~/lib/viewer";
import type { Route } from "./+types/invitation";

export async function loader(args: Route.LoaderArgs) {
  const token = new URL(args.request.url).searchParams.get("token") ?? "";
  const found = await openInvitation(args.context.get(dbContext), token);
  return {
    token,
    gone: LINK_GONE,
    invitation: found && {
      email: found.email,
      name: found.name ?? "",
      role: ROLE_WORDS[found.role as Role] ?? found.role,
    },
  };
}

// Whoever holds the link may use it: no guard; the link is the right, checked and used once.
export const action = (args: Route.ActionArgs) =>
  formAction(args, async () => {
    const input = await parseForm(
      args.request,
      z.object({
        token: z.string().max(200).default(""),
        next: z.string().default(""),
        confirm: z.string().default(""),
      }),
    );
    const db = args.context.get(dbContext);
    const email = await acceptInvitation(db, {
      token: input.token,
      password: input.next,
      confirm: input.confirm,
    });
    const signedIn = await logIn(db, args.request, { login: email, password: input.next });
    throw redirect(landingPath(signedIn.role), { headers: cookieHeaders(signedIn.setCookies) });
  });

export default function Invitation({ loaderData, actionData }: Route.ComponentProps) {
  const { token, gone, invitation } = loaderData;
  const busy = useNavigation().state !== "idle";
  if (!invitation)
    return (
      <AuthCard title="This link no longer works">
        <p>{gone}</p>
        <p className="auth-card__links">
          <Link to="/login">Login</Link>
        </p>
      </AuthCard>
    );
  return (
    <AuthCard title="Choose your password">
      <p>
        Welcome{invitation.name ? `, ${invitation.name}` : ""}. Your account is{" "}
        <strong>{invitation.email}</strong>, as: {invitation.role}.
      </p>
      <Form method="post" className="form-stack">
        <input type="hidden" name="token" value={token} />
        <NewPasswordFields idPrefix="invitation" />
        {actionData?.ok === false && <FormMessage>{actionData.message}</FormMessage>}
        <button type="submit" className="btn btn--primary" disabled={busy}>
          Set my password and log in
        </button>
      </Form>
    </AuthCard>
  );
}

export const meta: Route.MetaFunction = () => [
  { title: "Choose your password" },
  { name: "robots", content: "noindex" },
];
