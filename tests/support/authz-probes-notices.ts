// The notices' share of the authorization replay (tests/support/authz-probes.ts): the members'
// notice board and the dashboard's notices.
import type { Probe } from "./authz-probes";

export const NOTICE_PROBES: Probe[] = [
  // Notice board (members and admins)
  {
    name: "board: add",
    method: "POST",
    path: () => "/Notice",
    form: () => ({ intent: "add", notice: "authz probe" }),
    invalid: { notice: "" },
    needs: "member",
  },
  {
    name: "board: delete",
    method: "POST",
    path: () => "/Notice",
    form: (i) => ({ intent: "delete", id: i.notice }),
    invalid: { id: "x" },
    needs: "member",
  },
  // The dashboard's intents sent to the board: nobody rewrites, links or dates a notice there.
  {
    name: "board: edit a notice (dashboard intent)",
    method: "POST",
    path: () => "/Notice",
    form: (i) => ({
      intent: "update",
      id: i.notice,
      title: "Applications moved",
      url: "https://phish.example/apply",
      date: "2030-01-01",
    }),
    needs: "nobody",
  },
  {
    name: "board: add with a link and a date (dashboard intent)",
    method: "POST",
    path: () => "/Notice",
    form: () => ({
      intent: "create",
      title: "Pinned on top",
      url: "https://phish.example/apply",
      date: "2099-01-01",
    }),
    needs: "nobody",
  },
  // Dashboard notices
  {
    name: "dashboard: add notice",
    method: "POST",
    path: () => "/admin-dashboard/notices",
    form: () => ({ intent: "create", title: "authz", url: "", date: "2030-01-01" }),
    invalid: { title: "" },
    needs: "editor",
  },
  {
    name: "dashboard: edit notice",
    method: "POST",
    path: () => "/admin-dashboard/notices",
    form: (i) => ({
      intent: "update",
      id: i.notice,
      title: "hijacked",
      url: "",
      date: "2030-01-01",
    }),
    invalid: { date: "soon" },
    needs: "editor",
  },
  {
    name: "dashboard: delete notice",
    method: "POST",
    path: () => "/admin-dashboard/notices",
    form: (i) => ({ intent: "delete", id: i.notice }),
    invalid: { id: "x" },
    needs: "editor",
  },
  {
    name: "dashboard: restore notice (Undo)",
    method: "POST",
    path: () => "/admin-dashboard/notices",
    form: (i) => ({ intent: "restore", section: "notices", id: i.notice }),
    invalid: { id: "x" },
    needs: "editor",
  },
  {
    name: "board: restore a notice (dashboard intent)",
    method: "POST",
    path: () => "/Notice",
    form: (i) => ({ intent: "restore", id: i.notice }),
    needs: "nobody",
  },
];
