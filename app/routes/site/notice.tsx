import { data, href, Link } from "react-router";
import { getNoticePage, type NoticePage } from "~/.server/pages/notice-page";
import { ArrowLeftIcon } from "~/components/icons";
import { NoticePdfLink } from "~/components/notice-pdf-link";
import { PageHero } from "~/components/page-hero";
import { noticeIdOf } from "~/lib/attachments";
import { excerpt, seo } from "~/lib/document/seo";
import { formatLongDate } from "~/lib/format/dates";
import { langAttr } from "~/lib/format/lang";
import { displayUrl } from "~/lib/format/links";
import { messagesOf } from "~/lib/i18n/catalogue";
import { type Lang, langOfPath } from "~/lib/i18n/lang";
import { useLang, useLocalize, useT } from "~/lib/i18n/use-t";
import type { Route } from "./+types/notice";
import "./notice.css";
import { siteOf } from "~/.server/site-context";
import { ExternalLink } from "~/components/external-link";
import { Markdown } from "~/components/markdown";

export async function loader(args: Route.LoaderArgs) {
  const id = noticeIdOf(args.params.id);
  const { db, view } = await siteOf(args);
  const page = id && (await getNoticePage(db, id, view));
  if (!page) throw data(null, { status: 404 });
  return page;
}

/** A piece of the notice's text and the language to mark on it (none: the page's own). */
type Marked = { text: string; lang?: "en" | "hi" };

/**
 * The notice as a page in `lang` shows it: its language first, the other one after, marked. On
 * an English page a Devanagari title is marked as Hindi (old notices were typed in either); on a
 * Hindi page the English stands in where no Hindi was written, marked lang="en".
 */
function shown(n: NoticePage, lang: Lang) {
  if (lang === "hi") {
    const hindiTitle = n.titleHi?.trim();
    const english = (text: string) => langAttr(text) ?? ("en" as const);
    return {
      title: (hindiTitle
        ? { text: hindiTitle }
        : { text: n.title, lang: english(n.title) }) as Marked,
      otherTitle: hindiTitle ? ({ text: n.title, lang: english(n.title) } as Marked) : null,
      bodies: [
        n.bodyHiHtml && { text: n.bodyHiHtml },
        n.bodyHtml && { text: n.bodyHtml, lang: english(n.bodyHtml) },
      ].filter(Boolean) as Marked[],
    };
  }
  return {
    title: { text: n.title, lang: langAttr(n.title) } as Marked,
    otherTitle: n.titleHi ? ({ text: n.titleHi, lang: "hi" } as Marked) : null,
    bodies: [
      n.bodyHtml && { text: n.bodyHtml, lang: langAttr(n.bodyHtml) },
      n.bodyHiHtml && { text: n.bodyHiHtml, lang: "hi" },
    ].filter(Boolean) as Marked[],
  };
}

export const meta: Route.MetaFunction = (args) => {
  const n = args.loaderData;
  if (!n) return []; // unknown notice: the root's error meta titles the 404
  const lang = langOfPath(args.location.pathname);
  const t = messagesOf(lang).notices.notice;
  const { title } = shown(n, lang);
  return seo(args, {
    title: title.text,
    description: excerpt(
      t.metaDescription(
        formatLongDate(n.date, messagesOf(lang).shell.month),
        title.text,
        n.attachment ? t.withPdf : "",
      ),
    ),
    path: n.path,
    type: "article",
  });
};

// Reads whole without React in the browser: its script is the shell's (decision 042).
export const handle = { lean: true };

export default function NoticePageView({ loaderData }: Route.ComponentProps) {
  const t = useT().notices.notice;
  const lang = useLang();
  const { month } = useT().shell;
  const n = { ...loaderData, ...shown(loaderData, lang) };
  const to = useLocalize();
  const external = n.url && /^https?:/i.test(n.url);
  return (
    <>
      <PageHero
        crumbs={
          <Link to={to(href("/notices"))}>
            <ArrowLeftIcon className="notice-page__back-icon" />
            {t.allNotices}
          </Link>
        }
        eyebrow={t.eyebrow}
        title={<span lang={n.title.lang}>{n.title.text}</span>}
        lead={<time dateTime={n.date}>{formatLongDate(n.date, month)}</time>}
      >
        {n.otherTitle && (
          <p className="notice-page__title-hi" lang={n.otherTitle.lang}>
            {n.otherTitle.text}
          </p>
        )}
      </PageHero>
      <section className="section" aria-label={t.region}>
        <div className="container container--narrow notice-page">
          {n.bodies.map((body, i) => (
            <Markdown
              // biome-ignore lint/suspicious/noArrayIndexKey: at most two, never reordered
              key={i}
              className="rich-text"
              lang={body.lang}
              html={body.text}
            />
          ))}
          {(n.attachment || n.url) && (
            <ul className="notice-page__links">
              {n.attachment && (
                <li>
                  <NoticePdfLink
                    title={n.title.text}
                    attachment={n.attachment}
                    full
                    lang={n.title.lang === "en" ? "en" : undefined}
                    pageLang={lang}
                  />
                </li>
              )}
              {n.url && (
                <li>
                  {external ? (
                    <ExternalLink href={n.url} rel="noreferrer">
                      {displayUrl(n.url)}
                    </ExternalLink>
                  ) : (
                    <a href={to(n.url)}>{t.more}</a>
                  )}
                </li>
              )}
            </ul>
          )}
          {!n.bodies.length && !n.attachment && !n.url && (
            <p className="notice-page__only">{t.only}</p>
          )}
        </div>
      </section>
    </>
  );
}
