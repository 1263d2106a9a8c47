import { data, href, Link } from "react-router";
import { getNoticePage } from "~/.server/content/notice-page";
import { viewOf } from "~/.server/content/preview";
import { dbContext } from "~/.server/context";
import { ArrowLeftIcon } from "~/components/icons";
import { NoticePdfLink } from "~/components/notice-pdf-link";
import { PageHero } from "~/components/page-hero";
import { noticeIdOf } from "~/lib/attachments";
import { excerpt, seo } from "~/lib/document/seo";
import { formatLongDate } from "~/lib/format/dates";
import { langAttr } from "~/lib/format/lang";
import { displayUrl } from "~/lib/format/links";
import type { Route } from "./+types/notice";
import "./notice.css";

export async function loader(args: Route.LoaderArgs) {
  const id = noticeIdOf(args.params.id);
  const page = id && (await getNoticePage(args.context.get(dbContext), id, await viewOf(args)));
  if (!page) throw data(null, { status: 404 });
  return page;
}

export const meta: Route.MetaFunction = (args) => {
  const n = args.loaderData;
  if (!n) return []; // unknown notice: the root's error meta titles the 404
  return seo(args, {
    title: n.title,
    description: excerpt(
      `Notice of ${formatLongDate(n.date)}: ${n.title}${n.attachment ? " (with a PDF)" : ""}.`,
    ),
    path: n.path,
    type: "article",
  });
};

export default function NoticePage({ loaderData: n }: Route.ComponentProps) {
  const external = n.url && /^https?:/i.test(n.url);
  return (
    <>
      <PageHero
        crumbs={
          <Link to={href("/notices")}>
            <ArrowLeftIcon className="notice-page__back-icon" />
            All notices
          </Link>
        }
        eyebrow="Notice"
        title={<span lang={langAttr(n.title)}>{n.title}</span>}
        lead={<time dateTime={n.date}>{formatLongDate(n.date)}</time>}
      >
        {n.titleHi && (
          <p className="notice-page__title-hi" lang="hi">
            {n.titleHi}
          </p>
        )}
      </PageHero>
      <section className="section" aria-label="The notice">
        <div className="container container--narrow notice-page">
          {n.bodyHtml && (
            <div
              className="rich-text"
              lang={langAttr(n.bodyHtml)}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: Markdown rendered safely on the server (content/markdown.ts).
              dangerouslySetInnerHTML={{ __html: n.bodyHtml }}
            />
          )}
          {n.bodyHiHtml && (
            <div
              className="rich-text"
              lang="hi"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: Markdown rendered safely on the server (content/markdown.ts).
              dangerouslySetInnerHTML={{ __html: n.bodyHiHtml }}
            />
          )}
          {(n.attachment || n.url) && (
            <ul className="notice-page__links">
              {n.attachment && (
                <li>
                  <NoticePdfLink title={n.title} attachment={n.attachment} full />
                </li>
              )}
              {n.url && (
                <li>
                  {external ? (
                    <a href={n.url} rel="noopener noreferrer">
                      {displayUrl(n.url)}
                    </a>
                  ) : (
                    <a href={n.url}>More about this notice</a>
                  )}
                </li>
              )}
            </ul>
          )}
          {!n.bodyHtml && !n.bodyHiHtml && !n.attachment && !n.url && (
            <p className="notice-page__only">This notice has no more to it than its title.</p>
          )}
        </div>
      </section>
    </>
  );
}
