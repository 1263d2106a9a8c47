// The accounts' share of the authorization replay (tests/support/authz-probes.ts): the users an
// admin manages, and each person's own account.
import type { Probe } from "./authz-probes";

export const ACCOUNT_PROBES: Probe[] = [
  // Users
  {
    name: "users: add",
    method: "POST",
    path: () => "/admin-dashboard/users",
    form: () => ({
      intent: "add",
      email: "intruder@example.org",
      name: "I",
      role: "admin",
      password: "intruder password",
    }),
    invalid: { email: "bad" },
    needs: "admin",
  },
  {
    name: "users: set role",
    method: "POST",
    path: () => "/admin-dashboard/users",
    form: (i) => ({ intent: "role", id: i.admin, role: "member" }),
    invalid: { role: "owner" },
    needs: "admin",
  },
  {
    name: "users: set password",
    method: "POST",
    path: () => "/admin-dashboard/users",
    form: (i) => ({ intent: "password", id: i.admin, password: "taken over!!" }),
    invalid: { password: "short" },
    needs: "admin",
  },
  {
    name: "users: sign out everywhere",
    method: "POST",
    path: () => "/admin-dashboard/users",
    form: (i) => ({ intent: "revoke", id: i.admin }),
    invalid: { intent: "bogus" },
    needs: "admin",
  },
  {
    name: "users: remove",
    method: "POST",
    path: () => "/admin-dashboard/users",
    form: (i) => ({ intent: "remove", id: i.admin }),
    invalid: { intent: "bogus" },
    needs: "admin",
  },
  // Own account (members at /account, admins in the dashboard)
  {
    name: "account: change password",
    method: "POST",
    path: () => "/account",
    form: () => ({ current: "x", next: "new password 1", confirm: "new password 1" }),
    invalid: { confirm: "different" },
    needs: "member",
  },
  {
    name: "account: sign out everywhere",
    method: "POST",
    path: () => "/account",
    form: () => ({ intent: "everywhere" }),
    invalid: { intent: "password", current: "", next: "" },
    needs: "member",
  },
  {
    name: "account: change password",
    method: "POST",
    path: () => "/admin-dashboard/account",
    form: () => ({ current: "x", next: "new password 1", confirm: "new password 1" }),
    invalid: { confirm: "different" },
    needs: "editor",
  },
  {
    name: "account: sign out everywhere",
    method: "POST",
    path: () => "/admin-dashboard/account",
    form: () => ({ intent: "everywhere" }),
    invalid: { intent: "password", current: "", next: "" },
    needs: "editor",
  },
];
