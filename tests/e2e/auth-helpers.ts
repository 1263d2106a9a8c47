// Typed helpers for the accounts stories: sign in through the UI or the API, make accounts.

import { E2E_ADMIN } from "../support/server";
import {
  type APIRequestContext,
  expect,
  type Page,
  request as playwrightRequest,
} from "./fixtures";

export { E2E_ADMIN };

/** The shared server of the stories (playwright.config.ts picks its port). */
export const baseURL = `http://localhost:${process.env.E2E_PORT}`;

/** A short random tag, so parallel tests never share accounts or notices. */
export const uid = () => Math.random().toString(36).slice(2, 8);

export async function loginUi(page: Page, login: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Email (or phone)").fill(login);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log In" }).click();
}

/** An API client with its own cookie jar, signed in through POST /api/login. */
export async function apiSession(email: string, password: string): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { Origin: baseURL },
  });
  const res = await api.post("/api/login", { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  return api;
}

export const adminSession = () => apiSession(E2E_ADMIN.email, E2E_ADMIN.password);

/** Creates an account through the dashboard's users form, as the e2e admin. */
export async function createAccount(fields: {
  email: string;
  name: string;
  role: "admin" | "member";
  password: string;
  username?: string;
  phone?: string;
}) {
  const admin = await adminSession();
  const res = await admin.post("/admin-dashboard/users", {
    form: { intent: "add", ...fields },
    maxRedirects: 0,
  });
  expect(res.status(), await res.text()).toBe(302);
  await admin.dispose();
  return fields;
}

export async function newMember(role: "admin" | "member" = "member") {
  const tag = uid();
  return createAccount({
    email: `${role}-${tag}@example.org`,
    name: `${role === "admin" ? "Arjun" : "Meera"} ${tag}`,
    role,
    password: `password ${tag} long`,
  });
}
