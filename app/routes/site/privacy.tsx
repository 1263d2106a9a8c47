import { useRouteLoaderData } from "react-router";
import { PageHero } from "~/components/page-hero";
import type { Branding } from "~/lib/branding";
import { seo } from "~/lib/document/seo";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Privacy policy",
    description:
      "What this website stores about you, why, and how to have it removed: idea submissions, sign-in sessions, nothing from third parties.",
  });

export default function Privacy() {
  const root = useRouteLoaderData("root") as { branding: Branding } | undefined;
  const b = root?.branding;
  const contact = b?.contactEmail ?? "";
  return (
    <>
      <PageHero eyebrow="Legal" title="Privacy policy" lead="Short, because we keep little." />
      <section className="section">
        <div className="container prose">
          <p>
            This website belongs to {b?.centreName ?? "the incubation centre"} of{" "}
            {b?.instituteName ?? "the institute"}. It is served entirely from our own server: it
            loads no fonts, scripts, images or trackers from other companies, and it sets no
            advertising or analytics cookies.
          </p>
          <h2>Ideas you send us</h2>
          <p>
            When you submit the "Incubate u'r Idea" form we store your name, e-mail address, phone
            number, subject and message, and pass them to the centre's team by e-mail so that
            someone can reply. We use them only to consider your idea and to contact you about it.
          </p>
          <h2>Signing in</h2>
          <p>
            Members of the team who sign in receive a session cookie that keeps them signed in. It
            is needed for the site to work and is removed when they sign out or it expires. Visitors
            who do not sign in get no cookie.
          </p>
          <h2>Protection against abuse</h2>
          <p>
            To stop repeated submissions and password guessing, the server counts recent attempts
            per network address for a short time.
          </p>
          <h2>Your rights</h2>
          <p>
            To see, correct or delete what we hold about you, write to{" "}
            {contact ? <a href={`mailto:${contact}`}>{contact}</a> : "the centre"}. We will answer
            within 30 days.
          </p>
        </div>
      </section>
    </>
  );
}
