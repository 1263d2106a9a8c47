import { getBranding } from "~/.server/branding";
import { getPolicy } from "~/.server/policies";
import { PageHero } from "~/components/page-hero";
import { PolicyBlock } from "~/components/policy-text";
import { seo } from "~/lib/document/seo";
import { messagesAt } from "~/lib/i18n/catalogue";
import { basePath } from "~/lib/i18n/lang";
import { useT } from "~/lib/i18n/use-t";
import { policyOfPath } from "~/lib/policy-pages";
import type { Route } from "./+types/policy";
import "./policy.css";
import { siteOf } from "~/.server/site-context";

// The standard pages of GIGW 3.0 that are text (accessibility statement, screen reader access,
// help, terms, copyright, hyperlinking, disclaimer): one module, registered once per address.
// The text comes from the server in the page's language, with the centre's names from Settings.
export async function loader(args: Route.LoaderArgs) {
  // args.url, not request.url: a client navigation asks for "/terms.data".
  const name = policyOfPath(basePath(args.url.pathname));
  if (!name) throw new Response("Not found", { status: 404 });
  const { db, view, lang } = await siteOf(args);
  return { name, ...getPolicy(name, lang, await getBranding(db, view)) };
}

export const meta: Route.MetaFunction = (args) => {
  if (!args.loaderData) return [];
  const t = messagesAt(args.location);
  return seo(args, {
    title: t.gigw.pages[args.loaderData.name],
    description: args.loaderData.description,
  });
};

export default function Policy({ loaderData }: Route.ComponentProps) {
  const { name, lead, sections } = loaderData;
  const t = useT();
  return (
    <>
      <PageHero eyebrow={t.gigw.policy.eyebrow} title={t.gigw.pages[name]} lead={lead} />
      <div className="section">
        <div className="container policy">
          {sections.length > 3 && (
            <nav className="policy__toc" aria-labelledby="policy-toc">
              <h2 id="policy-toc">{t.gigw.policy.onThisPage}</h2>
              <ul>
                {sections.map((s) => (
                  <li key={s.id}>
                    <a href={`#${s.id}`}>{s.heading}</a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <div className="prose">
            {sections.map((s) => (
              <section key={s.id} className="policy__section">
                <h2 id={s.id}>{s.heading}</h2>
                {s.blocks.map((block, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a fixed text's blocks, in fixed order.
                  <PolicyBlock key={i} block={block} />
                ))}
              </section>
            ))}
          </div>
        </div>
      </div>
    </>
  );
}
