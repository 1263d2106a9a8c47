// What each e-mail says with its saved wording (published or not yet), filled with made-up values,
// in English and Hindi: staff read a change before a visitor receives it.
import { href, Link } from "react-router";
import { requirePermission } from "~/.server/auth/guards";
import { getConfig } from "~/.server/config";
import {
  getEmailTexts,
  MESSAGES,
  type MessageKey,
  sampleEmail,
} from "~/.server/content/kinds/email-texts";
import { getSiteSettings } from "~/.server/content/site";
import { dbContext } from "~/.server/context";
import type { Route } from "./+types/email-preview";

export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, "content:edit");
  const db = args.context.get(dbContext);
  const [texts, names] = await Promise.all([getEmailTexts(db, "preview"), getSiteSettings(db)]);
  const origin = getConfig().publicUrl;
  const keys = Object.keys(MESSAGES) as MessageKey[];
  return {
    messages: keys.map((key) => ({
      key,
      name: MESSAGES[key].name,
      mails: (["en", "hi"] as const).map((lang) => {
        const centre = (lang === "hi" && names.centreNameHi) || names.centreName;
        return { lang, ...sampleEmail(texts, key, lang, centre, origin) };
      }),
    })),
  };
}

export default function EmailPreview({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <p>
        <Link to={href("/admin-dashboard/:section", { section: "emails" })}>← E-mails</Link>
      </p>
      <h1>E-mails as visitors receive them</h1>
      <p>
        With the wording as last saved (drafts included) and made-up names, references and events.
      </p>
      {loaderData.messages.map((m) => (
        <section key={m.key} className="email-preview" aria-labelledby={`mail-${m.key}`}>
          <h2 id={`mail-${m.key}`}>{m.name}</h2>
          {m.mails.map((mail) => (
            <article key={mail.lang} lang={mail.lang} className="email-preview__mail">
              <h3>
                <span lang="en">{mail.lang === "en" ? "English" : "Hindi"}: </span>
                {mail.subject}
              </h3>
              <pre className="email-preview__text">{mail.text}</pre>
            </article>
          ))}
        </section>
      ))}
    </>
  );
}
