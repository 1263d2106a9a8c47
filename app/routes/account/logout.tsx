// POST /logout ends the session (a form button in the header); GET only offers that button,
// so a link or an image elsewhere cannot sign anyone out.
import { Form, redirect } from "react-router";
import { getViewer } from "~/.server/auth/guards";
import { cookieHeaders, logOut } from "~/.server/auth/login";
import { dbContext } from "~/.server/context";
import { AuthCard } from "~/components/auth-card";
import type { Route } from "./+types/logout";

export async function loader(args: Route.LoaderArgs) {
  if (!(await getViewer(args))) throw redirect("/login");
  return null;
}

// Anyone may end their own session (there is no form to parse): signing out a visitor is a no-op.
export async function action({ request, context }: Route.ActionArgs) {
  const cookies = await logOut(context.get(dbContext), request);
  throw redirect("/login", { headers: cookieHeaders(cookies) });
}

export default function Logout() {
  return (
    <AuthCard title="Log out">
      <Form method="post" action="/logout">
        <button type="submit" className="btn btn--primary">
          Log out
        </button>
      </Form>
    </AuthCard>
  );
}

export const meta: Route.MetaFunction = () => [
  { title: "Log out" },
  { name: "robots", content: "noindex" },
];
