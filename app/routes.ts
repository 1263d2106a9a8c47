import { index, prefix, type RouteConfig, route } from "@react-router/dev/routes";

// Every path of the spec, aliases and odd spellings included: old links must keep working.
export default [
  // Public site
  index("routes/home.tsx"),
  route("professor", "routes/professor.tsx"),
  route("student", "routes/student.tsx"),
  route("timeline", "routes/timeline.tsx"),
  route("gallery", "routes/gallery.tsx"),
  route("talksmore", "routes/talksmore.tsx"),
  route("pag", "routes/pag.tsx"),
  route("startups/:slug", "routes/startup.tsx"),
  route("idea", "routes/idea.tsx"),
  route("privacy", "routes/privacy.tsx"),

  // Accounts and back office
  route("login", "routes/login.tsx"),
  route("admin", "routes/admin-login.tsx", { id: "admin-login" }),
  route("Admin", "routes/admin-login.tsx", { id: "admin-login-capital" }),
  route("Notice", "routes/notice.tsx"),
  route("logout", "routes/logout.tsx"),
  route("account", "routes/account.tsx"),
  route("admin-dashboard", "routes/admin/layout.tsx", [
    index("routes/admin/dashboard.tsx"),
    route("ideas", "routes/admin/ideas.tsx"),
    route("ideas/export.csv", "routes/admin/ideas-export.ts"),
    route("ideas/:id", "routes/admin/idea.tsx"),
    route("gallery", "routes/admin/gallery.tsx"),
    route("users", "routes/admin/users.tsx"),
    route("audit", "routes/admin/audit.tsx"),
    route("account", "routes/admin/account.tsx"),
  ]),
  route("reset-password", "routes/reset-password.tsx"),

  // Endpoints
  ...prefix("api", [
    route("login", "routes/api/login.ts"),
    route("auth/*", "routes/api/auth.ts"),
    route("gallery/:name", "routes/api/gallery-replace.ts"),
  ]),
  route("media/:id/:file", "routes/media.ts"),
  route("healthz", "routes/healthz.ts"),
  route("notices.txt", "routes/notices-txt.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
