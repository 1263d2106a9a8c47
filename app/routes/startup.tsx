import { data, Link } from "react-router";
import { getStartup } from "~/.server/content/queries";
import { getDb } from "~/.server/db/client";
import { ArrowLeftIcon, ExternalIcon, MailIcon } from "~/components/icons";
import { Initials } from "~/components/initials";
import { PageHero } from "~/components/page-hero";
import { Picture } from "~/components/picture";
import { langAttr } from "~/lib/lang";
import { displayUrl, isRealEmail, isRealLink } from "~/lib/links";
import { mediaUrl } from "~/lib/media";
import { excerpt, seo } from "~/lib/seo";
import { startupName } from "~/lib/startups";
import type { Route } from "./+types/startup";
import "./startup.css";

export async function loader({ params }: Route.LoaderArgs) {
  const startup = await getStartup(await getDb(), params.slug);
  if (!startup) throw data(null, { status: 404 });
  return { startup };
}

export const meta: Route.MetaFunction = (args) => {
  const s = args.loaderData?.startup;
  if (!s) return []; // unknown slug: the root's error meta titles the 404
  return seo(args, {
    title: startupName(s),
    description: excerpt(`${startupName(s)} (${s.sector}): ${s.problem}`),
    type: "article",
    image: s.image ? mediaUrl(s.image.id, Math.min(960, s.image.width), "jpeg") : undefined,
  });
};

export default function StartupPage({ loaderData }: Route.ComponentProps) {
  const { startup: s } = loaderData;
  const name = startupName(s);
  const email = isRealEmail(s.email) ? s.email.trim() : null;
  const website = isRealLink(s.website) ? s.website.trim() : null;
  return (
    <>
      <PageHero
        crumbs={
          <Link to="/pag">
            <ArrowLeftIcon className="startup__back-icon" />
            All startups
          </Link>
        }
        eyebrow={s.sector}
        title={<span lang={langAttr(name)}>{name}</span>}
        lead={
          s.founder ? <span lang={langAttr(s.founder)}>Founded by {s.founder}</span> : undefined
        }
      />
      <section className="section">
        <div className="container startup">
          <div className="startup__media">
            {s.image ? (
              <Picture
                image={s.image}
                alt={`${name}`}
                sizes="(min-width: 64rem) 30rem, 100vw"
                priority
              />
            ) : (
              <Initials name={name} />
            )}
          </div>
          <div className="startup__main">
            <h2>The problem</h2>
            <p className="startup__problem" lang={langAttr(s.problem, s.lang)}>
              {s.problem}
            </p>
            <h2>About {name}</h2>
            <div lang={langAttr(s.description, s.lang)}>
              {s.description
                .split(/\n\s*\n/)
                .filter((p) => p.trim())
                .map((p) => (
                  <p key={p.slice(0, 40)}>{p}</p>
                ))}
            </div>
          </div>
          <aside className="card startup__facts" aria-labelledby="startup-facts">
            <h2 id="startup-facts" className="startup__facts-title">
              At a glance
            </h2>
            <dl>
              <div>
                <dt>Sector</dt>
                <dd>{s.sector}</dd>
              </div>
              {s.founder && (
                <div>
                  <dt>Founder</dt>
                  <dd lang={langAttr(s.founder)}>{s.founder}</dd>
                </div>
              )}
              {s.foundedYear && (
                <div>
                  <dt>Founded</dt>
                  <dd>{s.foundedYear}</dd>
                </div>
              )}
              {website && (
                <div>
                  <dt>Website</dt>
                  <dd>
                    <a href={website} rel="noopener noreferrer">
                      {displayUrl(website)}
                      <ExternalIcon className="startup__ext" />
                    </a>
                  </dd>
                </div>
              )}
              {email && (
                <div>
                  <dt>Contact</dt>
                  <dd>
                    <a href={`mailto:${email}`}>{email}</a>
                  </dd>
                </div>
              )}
            </dl>
            {email && (
              <a className="btn btn--primary startup__cta" href={`mailto:${email}`}>
                <MailIcon />
                Contact {name}
              </a>
            )}
          </aside>
        </div>
      </section>
    </>
  );
}
