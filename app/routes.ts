import { index, prefix, type RouteConfig, route } from "@react-router/dev/routes";
import { POLICY_NAMES } from "./lib/policy-pages";

// Every path of the spec. The files are grouped by who they serve: the public site, people with an
// account, the back office, API clients, and plain resources (health, feeds, media).
/**
 * The public site in one language. English keeps the spec's addresses (aliases and odd spellings
 * included: old links must keep working); Hindi is the same tree under /hi, with ids of its own
 * because a file may serve only one id (issue 13).
 */
function publicSite(lang: "en" | "hi") {
  const hi = lang === "hi";
  const id = (name: string) => (hi ? { id: `hi/${name}` } : {});
  const routes = [
    route("professor", "routes/site/faculty.tsx", id("faculty")),
    route("student", "routes/site/student-team.tsx", id("student-team")),
    route("timeline", "routes/site/timeline.tsx", id("timeline")),
    route("events", "routes/site/events.tsx", id("events")),
    route("events/:slug", "routes/site/event.tsx", id("event")),
    // Where a registration e-mail's cancel link leads (issue 26).
    route("events/:slug/cancel", "routes/site/event-cancel.tsx", id("event-cancel")),
    route("gallery", "routes/site/gallery.tsx", id("gallery")),
    route("talksmore", "routes/site/talks.tsx", id("talks")),
    // The spec's "Litsen More" button lands here.
    route("pag", "routes/site/startups.tsx", id("pag")),
    // The same directory at its own address (the one /pag names as canonical).
    route("startups", "routes/site/startups.tsx", {
      id: hi ? "hi/startups" : "startups-directory",
    }),
    route("startups/:slug", "routes/site/startup.tsx", id("startup")),
    route("notices", "routes/site/notices.tsx", id("notices")),
    route("notices/:id", "routes/site/notice.tsx", id("notice")),
    route("idea", "routes/site/idea.tsx", id("idea")),
    route("idea/status", "routes/site/idea-status.tsx", id("idea-status")),
    route("contact", "routes/site/contact.tsx", id("contact")),
    route("search", "routes/site/search.tsx", id("search")),
    // The standard pages of GIGW 3.0, linked from every page's footer. One module serves the text
    // pages (and the centre's own), so each address has an id of its own in both languages.
    route("sitemap", "routes/site/sitemap.tsx", id("sitemap")),
    ...POLICY_NAMES.map((name) =>
      route(name, "routes/site/policy.tsx", { id: hi ? `hi/${name}` : name }),
    ),
    // The centre's own pages ("Funding", "Alumni"), written in the back office.
    route("pages/:slug", "routes/site/policy.tsx", id("page")),
  ];
  return hi
    ? [route("hi", "routes/site/home.tsx", id("home")), ...prefix("hi", routes)]
    : [index("routes/site/home.tsx"), ...routes];
}

export default [
  // Public site, in English and in Hindi
  ...publicSite("en"),
  ...publicSite("hi"),

  // People with an account: logging in and out, their own account, the members' notice board
  route("login", "routes/account/login.tsx"),
  route("admin", "routes/account/admin-login.tsx", { id: "admin-login" }),
  route("Admin", "routes/account/admin-login.tsx", { id: "admin-login-capital" }),
  route("logout", "routes/account/logout.tsx"),
  route("account", "routes/account/account.tsx"),
  route("reset-password", "routes/account/reset-password.tsx"),
  // An admin's invitation: the person chooses their password (issue 25).
  route("invitation", "routes/account/invitation.tsx"),
  route("Notice", "routes/account/notice-board.tsx"),

  // The back office
  route("admin-dashboard", "routes/admin/layout.tsx", [
    // The overview: what waits for staff and the site's health (issue 25).
    index("routes/admin/overview.tsx"),
    route("site-health.html", "routes/admin/site-health.ts", { id: "site-health-html" }),
    route("site-health.pdf", "routes/admin/site-health.ts", { id: "site-health-pdf" }),
    // The notices: the quick form and the list (the dashboard's first page until issue 25).
    route("notices", "routes/admin/notices.tsx"),
    route("gallery", "routes/admin/gallery.tsx"),
    // An event's photos posted at once without JavaScript (issue 25).
    route("gallery/upload", "routes/admin/gallery-upload.tsx"),
    route("ideas", "routes/admin/ideas.tsx"),
    route("ideas/export.csv", "routes/admin/ideas-export.ts"),
    route("ideas/pdfs.zip", "routes/admin/ideas-pdfs.ts"),
    // The review panel (issue 26): staff assign and compare; a reviewer scores their own.
    route("ideas/panel", "routes/admin/ideas-panel.tsx"),
    route("ideas/:id/pdf", "routes/admin/idea-pdf.ts"),
    route("reviews", "routes/admin/reviews.tsx"),
    route("reviews/:id", "routes/admin/review.tsx"),
    route("ideas/:id", "routes/admin/idea.tsx"),
    route("feedback", "routes/admin/feedback.tsx"),
    route("feedback/:id", "routes/admin/feedback-item.tsx"),
    route("users", "routes/admin/users.tsx"),
    route("audit", "routes/admin/audit.tsx"),
    route("account", "routes/admin/account.tsx"),
    route("trash", "routes/admin/content/trash.tsx"),
    route("events/:id/registrations", "routes/admin/event-registrations.tsx"),
    route("events/:id/registrations.csv", "routes/admin/event-registrations-csv.ts"),
    route("events/:id/check-in", "routes/admin/event-check-in.tsx"),
    route("events/:id/sign-in-sheet", "routes/admin/event-sign-in-sheet.tsx"),
    route("events/:id/message", "routes/admin/event-message.tsx"),
    route("sample", "routes/admin/content/sample.tsx"),
    route("redirects", "routes/admin/redirects.tsx"),
    route("emails/preview", "routes/admin/email-preview.tsx"),
    route("content-file", "routes/admin/content-file.tsx"),
    route("content-file/export.zip", "routes/admin/content-file-export.ts"),
    // Every content section (startups, events, talks...): its list, new item, item, history.
    // The fixed addresses above win over these.
    route(":section", "routes/admin/content/list.tsx"),
    // Startups, mentors and the student team from a spreadsheet, and its template (issue 24).
    route(":section/import", "routes/admin/content/import.tsx"),
    route(":section/import.csv", "routes/admin/content/import-template.ts"),
    route(":section/new", "routes/admin/content/item-new.tsx"),
    route(":section/:id", "routes/admin/content/item.tsx"),
    route(":section/:id/history", "routes/admin/content/history.tsx"),
  ]),

  // API clients
  ...prefix("api", [
    route("login", "routes/api/login.ts"),
    route("auth/*", "routes/api/auth.ts"),
    route("gallery/:name", "routes/api/gallery-photo.ts"),
    // One new gallery photo per request, from the back office's uploader (issue 25).
    route("gallery-photos", "routes/api/gallery-photos.ts"),
    route("media", "routes/api/media.ts"),
  ]),

  // Resources
  route("media/:id/:file", "routes/resources/media.ts"),
  // The centre's link preview (Open Graph image) for pages without a picture of their own.
  route("og/:file", "routes/resources/og-default.ts"),
  // The site's icons and web app manifest, made from the brand's one square favicon image.
  route("brand/:file", "routes/resources/brand-icon.ts"),
  route("favicon.ico", "routes/resources/favicon-ico.ts"),
  route("apple-touch-icon.png", "routes/resources/apple-touch-icon.ts"),
  route("site.webmanifest", "routes/resources/web-manifest.ts"),
  route("healthz", "routes/resources/healthz.ts"),
  // The text size and contrast controls of every page post here (one address for both languages).
  route("display", "routes/resources/display.ts"),
  route("notices.txt", "routes/resources/notices-txt.ts"),
  route("notices.xml", "routes/resources/notices-xml.ts"),
  route("notices/:id/attachment.pdf", "routes/resources/notice-attachment.ts"),
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("robots.txt", "routes/resources/robots.ts"),
  route("events.ics", "routes/resources/events-ics.ts"),
  // A param with a suffix ranks above the bare param, so /events/x.ics never reaches the page.
  route("events/:slug.ics", "routes/resources/event-ics.ts"),

  route("*", "routes/site/not-found.tsx"),
] satisfies RouteConfig;
