// The requests tests/integration/authz.int.test.ts replays: every request of the site that changes
// something, or reads private data, with the role it needs and an invalid variant for the admin's
// control request. A new endpoint is one line in PROBES.
import fs from "node:fs";
import path from "node:path";
import { ACCOUNT_PROBES } from "./authz-probes-accounts";
import { CONTENT_PROBES } from "./authz-probes-content";
import { NOTICE_PROBES } from "./authz-probes-notices";
import { REVIEW_PROBES } from "./authz-probes-reviews";

export type Ids = {
  notice: string;
  admin: string;
  photoId: string;
  photoName: string;
  idea?: string;
  /** A message sent through the contact page's feedback form. */
  feedback?: string;
  /** A published FAQ item, one of its revisions, and a FAQ item in the trash. */
  faq: string;
  revision: string;
  trashed: string;
  /** A gallery album. */
  album: string;
  /** An event (its registrations are private). */
  event: string;
  /** A reviewer's account id; an idea assigned to them (and the admin); one assigned to the admin only. */
  reviewer?: string;
  reviewIdea?: string;
  otherIdea?: string;
};
export type Probe = {
  name: string;
  method: "GET" | "POST";
  path: (ids: Ids) => string;
  /** Form fields of a request that would change something. */
  form?: (ids: Ids) => Record<string, string>;
  /** Send the form as multipart/form-data (as the back office's item forms do without scripts). */
  multipart?: boolean;
  /**
   * A picture upload: a file field in a multipart form, or the raw bytes as the body. The probe
   * sends bytes that are not a picture; the cross-origin test sends a real one.
   */
  upload?: "file" | "raw" | "pdf";
  /** Fields that make the admin's control request invalid (no change). */
  invalid?: Record<string, string>;
  /**
   * "nobody": a request no role may make at this path (e.g. the dashboard's notice edit sent to
   * the members' board); the endpoint itself must refuse it with a 4xx, even for an admin.
   */
  needs: "member" | "reviewer" | "editor" | "admin" | "nobody";
  /**
   * Those without the right get the 404 of a page that does not exist (a reviewer must not learn
   * which applications exist beyond their own): a 404 counts as refused.
   */
  hidden?: boolean;
  /** Skip when the data it needs does not exist (e.g. no ideas feature). */
  requires?: keyof Ids;
};

export const PROBES: Probe[] = [
  // Notice board and the dashboard's notices
  ...NOTICE_PROBES,
  // Users and own accounts
  ...ACCOUNT_PROBES,
  // Gallery
  {
    name: "gallery: alt text",
    method: "POST",
    path: () => "/admin-dashboard/gallery",
    form: (i) => ({ id: i.photoId, alt: "defaced" }),
    invalid: { alt: "" },
    needs: "editor",
  },
  {
    name: "gallery: move a photo",
    method: "POST",
    path: () => "/admin-dashboard/gallery",
    form: (i) => ({ section: "gallery", id: i.photoId, intent: "down" }),
    invalid: { intent: "sideways" },
    needs: "editor",
  },
  {
    name: "gallery: delete a photo",
    method: "POST",
    path: () => "/admin-dashboard/gallery",
    form: (i) => ({ section: "gallery", id: i.photoId, intent: "delete" }),
    invalid: { id: "0" },
    needs: "editor",
  },
  {
    name: "gallery: restore a photo",
    method: "POST",
    path: () => "/admin-dashboard/gallery",
    form: (i) => ({ section: "gallery", id: i.photoId, intent: "restore" }),
    invalid: { section: "" },
    needs: "editor",
  },
  {
    name: "gallery: move an album",
    method: "POST",
    path: () => "/admin-dashboard/gallery",
    form: (i) => ({ section: "albums", id: i.album, intent: "down" }),
    invalid: { intent: "" },
    needs: "editor",
  },
  {
    name: "gallery: a list action for a section the page does not show",
    method: "POST",
    path: () => "/admin-dashboard/gallery",
    form: (i) => ({ section: "faq", id: i.faq, intent: "delete" }),
    needs: "nobody",
  },
  {
    name: "gallery: replace photo",
    method: "POST",
    path: (i) => `/api/gallery/${encodeURIComponent(i.photoName)}`,
    form: () => ({ alt: "authz probe" }),
    upload: "file",
    needs: "editor",
  },
  // Ideas inbox
  {
    name: "ideas: set status",
    method: "POST",
    path: (i) => `/admin-dashboard/ideas/${i.idea}`,
    form: () => ({ status: "declined", note: "x", founderMessage: "x", notify: "on" }),
    invalid: { status: "bogus" },
    needs: "editor",
    requires: "idea",
  },
  {
    name: "ideas: add a note",
    method: "POST",
    path: (i) => `/admin-dashboard/ideas/${i.idea}`,
    form: () => ({ intent: "note", body: "authz probe" }),
    invalid: { body: "" },
    needs: "editor",
    requires: "idea",
  },
  {
    name: "ideas: bulk decision",
    method: "POST",
    path: () => "/admin-dashboard/ideas",
    form: (i) => ({ id: String(i.idea), status: "reviewing", message: "x", notify: "on" }),
    invalid: { status: "bogus" },
    needs: "editor",
    requires: "idea",
  },
  {
    name: "ideas: retry delivery",
    method: "POST",
    path: (i) => `/admin-dashboard/ideas/${i.idea}`,
    form: () => ({ intent: "retry" }),
    needs: "editor",
    requires: "idea",
  },
  // Feedback from the contact page (read with the right that reads ideas)
  {
    name: "feedback: mark as handled",
    method: "POST",
    path: (i) => `/admin-dashboard/feedback/${i.feedback}`,
    form: () => ({ intent: "handled" }),
    invalid: { intent: "bogus" },
    needs: "editor",
    requires: "feedback",
  },
  {
    name: "feedback: mark as not handled",
    method: "POST",
    path: (i) => `/admin-dashboard/feedback/${i.feedback}`,
    form: () => ({ intent: "reopen" }),
    invalid: { intent: "" },
    needs: "editor",
    requires: "feedback",
  },
  // The review panel and a reviewer's own reviews (issue 26)
  ...REVIEW_PROBES,
  // Content sections: lists, item forms, history, trash, sample content, pictures
  ...CONTENT_PROBES,
  // Private reads
  {
    name: "read /admin-dashboard/users",
    method: "GET",
    path: () => "/admin-dashboard/users",
    needs: "admin",
  },
  ...[
    "/admin-dashboard",
    "/admin-dashboard/notices",
    "/admin-dashboard/audit",
    "/admin-dashboard/account",
    "/admin-dashboard/gallery",
    "/admin-dashboard/ideas",
    "/admin-dashboard/ideas/export.csv",
    "/admin-dashboard/ideas/pdfs.zip",
    "/admin-dashboard/feedback",
    "/admin-dashboard/startups",
    "/admin-dashboard/startups/import",
    "/admin-dashboard/people/import.csv",
    "/admin-dashboard/faq/new",
    "/admin-dashboard/trash",
    "/admin-dashboard/sample",
    "/admin-dashboard/redirects",
    "/admin-dashboard/site-health.html",
    "/admin-dashboard/site-health.pdf",
  ].map((p): Probe => ({ name: `read ${p}`, method: "GET", path: () => p, needs: "editor" })),
  {
    name: "read a content item and its history",
    method: "GET",
    path: (i) => `/admin-dashboard/faq/${i.faq}/history`,
    needs: "editor",
  },
  {
    name: "read an event's registrations",
    method: "GET",
    path: (i) => `/admin-dashboard/events/${i.event}/registrations`,
    needs: "editor",
  },
  {
    name: "export an event's registrations",
    method: "GET",
    path: (i) => `/admin-dashboard/events/${i.event}/registrations.csv`,
    needs: "editor",
  },
  {
    name: "cancel a registration by hand",
    method: "POST",
    path: (i) => `/admin-dashboard/events/${i.event}/registrations`,
    form: () => ({ intent: "cancel", registration: "1" }),
    invalid: { registration: "not-a-number" },
    needs: "editor",
  },
  // At the door and writing to an event's people (issue 26)
  ...["check-in", "sign-in-sheet", "message"].map(
    (page): Probe => ({
      name: `read an event's ${page} page`,
      method: "GET",
      path: (i) => `/admin-dashboard/events/${i.event}/${page}`,
      needs: "editor",
    }),
  ),
  {
    name: "check-in: mark a registration as came",
    method: "POST",
    path: (i) => `/admin-dashboard/events/${i.event}/check-in`,
    form: () => ({ registration: "1", intent: "came" }),
    invalid: { intent: "sideways" },
    needs: "editor",
  },
  {
    name: "send a message to an event's registrants",
    method: "POST",
    path: (i) => `/admin-dashboard/events/${i.event}/message`,
    form: () => ({ audience: "confirmed", subject: "Injected", body: "Injected" }),
    invalid: { subject: "" },
    needs: "editor",
  },
  {
    name: "read the content file page",
    method: "GET",
    path: () => "/admin-dashboard/content-file",
    needs: "admin",
  },
  {
    name: "export the whole site's content",
    method: "GET",
    path: () => "/admin-dashboard/content-file/export.zip",
    needs: "admin",
  },
  {
    name: "read the settings",
    method: "GET",
    path: () => "/admin-dashboard/settings",
    needs: "admin",
  },
  {
    name: "read the brand",
    method: "GET",
    path: () => "/admin-dashboard/brand",
    needs: "admin",
  },
  {
    name: "read one message of feedback",
    method: "GET",
    path: (i) => `/admin-dashboard/feedback/${i.feedback}`,
    needs: "editor",
    requires: "feedback",
  },
  {
    name: "read one idea",
    method: "GET",
    path: (i) => `/admin-dashboard/ideas/${i.idea}`,
    needs: "editor",
    requires: "idea",
  },
];

/** Route modules whose actions anyone may call (logging in, the idea form...). */
export const PUBLIC_ACTIONS = [
  "routes/account/admin-login.tsx",
  "routes/api/auth.ts",
  "routes/api/login.ts",
  "routes/site/idea.tsx",
  "routes/site/idea-status.tsx",
  "routes/site/contact.tsx",
  "routes/site/event.tsx",
  // A registration e-mail's cancel link: whoever holds it gives that place back (issue 26).
  "routes/site/event-cancel.tsx",
  "routes/account/login.tsx",
  "routes/account/logout.tsx",
  "routes/account/reset-password.tsx",
  // An invitation's link: whoever holds it sets that account's password, once (issue 25).
  "routes/account/invitation.tsx",
  // Text size and contrast: sets a cookie on the visitor's own browser, stores nothing.
  "routes/resources/display.ts",
];
/** Route modules whose actions PROBES covers. Add the probe lines when you add a file here. */
export const PROBED_ACTIONS = [
  "routes/account/notice-board.tsx",
  "routes/account/account.tsx",
  "routes/admin/notices.tsx",
  "routes/admin/users.tsx",
  "routes/admin/account.tsx",
  "routes/admin/gallery.tsx",
  "routes/admin/idea.tsx",
  "routes/admin/ideas.tsx",
  "routes/admin/feedback-item.tsx",
  "routes/api/gallery-photo.ts",
  "routes/api/gallery-photos.ts",
  "routes/admin/gallery-upload.tsx",
  "routes/api/media.ts",
  "routes/admin/content/list.tsx",
  "routes/admin/event-registrations.tsx",
  "routes/admin/content/item-new.tsx",
  "routes/admin/content/item.tsx",
  "routes/admin/content/history.tsx",
  "routes/admin/content/trash.tsx",
  "routes/admin/content/sample.tsx",
  "routes/admin/redirects.tsx",
  "routes/admin/content/import.tsx",
  "routes/admin/content-file.tsx",
  "routes/admin/event-check-in.tsx",
  "routes/admin/event-message.tsx",
  "routes/admin/ideas-panel.tsx",
  "routes/admin/review.tsx",
];

export function routeFilesWithActions(dir = path.resolve("app/routes")): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFilesWithActions(file);
    if (!/\.tsx?$/.test(entry.name)) return [];
    const text = fs.readFileSync(file, "utf8");
    return /export\s+(async\s+)?(function|const)\s+action\b/.test(text)
      ? [path.relative(path.resolve("app"), file)]
      : [];
  });
}
