import { data, href, Link } from "react-router";
import { notices as noticeKind } from "~/.server/content/kinds";
import { getListIntro } from "~/.server/content/kinds/intros";
import { latestUpdate } from "~/.server/content/latest-update";
import { fallbackAmong, inLanguage } from "~/.server/content/read";
import { pageOf } from "~/.server/forms/fields";
import { getNoticeArchive } from "~/.server/pages/notice-archive";
import { attachmentsOf } from "~/.server/pages/notice-page";
import { siteOf } from "~/.server/site-context";
import { NoticeArchive } from "~/components/notice-archive";
import { IntroHero } from "~/components/page-hero";
import { Pager } from "~/components/pager";
import { noticesFeedLink } from "~/lib/document/feed-link";
import { seo } from "~/lib/document/seo";
import { messagesAt } from "~/lib/i18n/catalogue";
import { type Lang, localize } from "~/lib/i18n/lang";
import { useLang, useT } from "~/lib/i18n/use-t";
import { introSeo } from "~/lib/page-intro";
import type { Route } from "./+types/notices";

export async function loader(args: Route.LoaderArgs) {
  // Text or nonsense in ?page= reads as the first page; a number past the end is answered below.
  const page = pageOf(args.request.url);
  const site = await siteOf(args);
  const { db, view, lang } = site;
  const archive = await getNoticeArchive(db, view, page);
  const pdfs = await attachmentsOf(db, archive.notices, view);
  const answer = {
    intro: await getListIntro(site, "notices"),
    notices: archive.notices.map((row) => {
      const n = inLanguage(row, noticeKind, lang);
      const { id, title, url, date } = n;
      return { id, title, url, date, attachment: pdfs[id] ?? null, ...fallbackAmong(n, ["title"]) };
    }),
    page,
    pages: archive.pages,
    total: archive.total,
    preview: view === "preview",
    updatedAt: latestUpdate(archive.notices),
  };
  // A page past the end: the page says so and links back, as a 404 (it is not there).
  return page > archive.pages ? data(answer, { status: 404 }) : answer;
}

const pageAddress = (page: number, preview = false, lang: Lang = "en") => {
  const query = new URLSearchParams();
  if (page > 1) query.set("page", String(page));
  if (preview) query.set("preview", "");
  const search = query.toString();
  return `${localize(href("/notices"), lang)}${search ? `?${search}` : ""}`;
};

/** The archive's section: the pager's links land there, below the page's introduction. */
const ARCHIVE = "archive";
const pageLink = (page: number, preview: boolean, lang: Lang) =>
  `${pageAddress(page, preview, lang)}#${ARCHIVE}`;

export const meta: Route.MetaFunction = (args) => {
  const d = args.loaderData;
  if (!d) return [];
  const missing = d.page > d.pages;
  const t = messagesAt(args.location).notices.archive;
  const { title, description } = introSeo(d.intro);
  return [
    ...seo(args, {
      title: d.page > 1 ? t.metaTitlePage(title, String(d.page)) : title,
      description,
      path: pageAddress(d?.page ?? 1),
      noindex: missing,
    }),
    noticesFeedLink(args),
  ];
};

// Reads whole without React in the browser: its script is the shell's (decision 042).
export const handle = { lean: true };

export default function Notices({ loaderData }: Route.ComponentProps) {
  const { notices, page, pages, total, preview } = loaderData;
  const t = useT().notices.archive;
  const lang = useLang();
  return (
    <>
      <IntroHero intro={loaderData.intro} />
      <section className="section" aria-label={t.region} id={ARCHIVE}>
        <div className="container container--narrow">
          {page > pages ? (
            <p className="notice-archive__note">
              {t.pastEnd(String(page), pages)}
              <Link to={pageLink(1, preview, lang)}>{t.newest}</Link>
            </p>
          ) : total === 0 ? (
            <p className="lead">{t.empty}</p>
          ) : (
            <>
              <NoticeArchive notices={notices} />
              <Pager
                page={page}
                pages={pages}
                label={t.pagerLabel}
                to={(p) => pageLink(p, preview, lang)}
              />
            </>
          )}
          <p className="notice-archive__feed">
            {t.feedLead}
            <a href={href("/notices.xml")}>{t.feed}</a>
          </p>
        </div>
      </section>
    </>
  );
}
