import { data, href, Link } from "react-router";
import { getNoticeArchive } from "~/.server/content/notice-archive";
import { attachmentsOf } from "~/.server/content/notice-page";
import { viewOf } from "~/.server/content/preview";
import { dbContext } from "~/.server/context";
import { pageOf } from "~/.server/forms/fields";
import { NoticeArchive } from "~/components/notice-archive";
import { PageHero } from "~/components/page-hero";
import { Pager } from "~/components/pager";
import { noticesFeedLink } from "~/lib/document/feed-link";
import { seo } from "~/lib/document/seo";
import type { Route } from "./+types/notices";

export async function loader(args: Route.LoaderArgs) {
  // Text or nonsense in ?page= reads as the first page; a number past the end is answered below.
  const page = pageOf(args.request.url);
  const view = await viewOf(args);
  const db = args.context.get(dbContext);
  const archive = await getNoticeArchive(db, view, page);
  const pdfs = await attachmentsOf(db, archive.notices, view);
  const answer = {
    notices: archive.notices.map(({ id, title, url, date }) => ({
      id,
      title,
      url,
      date,
      attachment: pdfs[id] ?? null,
    })),
    page,
    pages: archive.pages,
    total: archive.total,
    preview: view === "preview",
  };
  // A page past the end: the page says so and links back, as a 404 (it is not there).
  return page > archive.pages ? data(answer, { status: 404 }) : answer;
}

const pageAddress = (page: number, preview = false) => {
  const query = new URLSearchParams();
  if (page > 1) query.set("page", String(page));
  if (preview) query.set("preview", "");
  const search = query.toString();
  return `${href("/notices")}${search ? `?${search}` : ""}`;
};

export const meta: Route.MetaFunction = (args) => {
  const d = args.loaderData;
  const missing = !d || d.page > d.pages;
  return [
    ...seo(args, {
      title: d && d.page > 1 ? `Notices, page ${d.page}` : "Notices",
      description:
        "Every notice of the incubation centre, newest first: calls for applications, workshops, results and closures, with their dates.",
      path: pageAddress(d?.page ?? 1),
      noindex: missing,
    }),
    noticesFeedLink(args),
  ];
};

export default function Notices({ loaderData }: Route.ComponentProps) {
  const { notices, page, pages, total, preview } = loaderData;
  return (
    <>
      <PageHero
        eyebrow="Notices"
        title="All notices"
        lead="Every notice of the centre, newest first, including those no longer on the home page."
      />
      <section className="section" aria-label="Notices">
        <div className="container container--narrow">
          {page > pages ? (
            <p className="notice-archive__note">
              {`There is no page ${page} of notices: the archive has ${pages} page${pages === 1 ? "" : "s"}. `}
              <Link to={pageAddress(1, preview)}>See the newest notices</Link>
            </p>
          ) : total === 0 ? (
            <p className="lead">No notices at the moment.</p>
          ) : (
            <>
              <NoticeArchive notices={notices} />
              <Pager
                page={page}
                pages={pages}
                label="Notice pages"
                to={(p) => pageAddress(p, preview)}
              />
            </>
          )}
          <p className="notice-archive__feed">
            Follow the notices in a feed reader: <a href={href("/notices.xml")}>RSS feed</a>
          </p>
        </div>
      </section>
    </>
  );
}
