// A minimal browser stand-in for integration tests against a real server: keeps cookies,
// sends the site's Origin (as a browser would for a same-site form), never follows redirects.
// Plain TypeScript that Node runs as it is (the benchmark imports it): no parameter properties.
export class HttpSession {
  private cookies = new Map<string, string>();
  readonly baseUrl: string;
  constructor(baseUrl: string) {
    this.baseUrl = baseUrl;
  }

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  async request(path: string, init: RequestInit & { form?: Record<string, string> } = {}) {
    const headers = new Headers(init.headers);
    if (!headers.has("Origin")) headers.set("Origin", this.baseUrl);
    if (this.cookies.size) headers.set("Cookie", this.cookieHeader());
    let body = init.body;
    if (init.form) body = new URLSearchParams(init.form);
    const res = await fetch(`${this.baseUrl}${path}`, {
      ...init,
      headers,
      body,
      redirect: "manual",
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair, ...attrs] = c.split(";");
      const at = pair.indexOf("=");
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attrs.some((a) => /max-age=0\b/i.test(a.trim())) || value === "";
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  get(path: string) {
    return this.request(path);
  }

  post(path: string, form: Record<string, string>) {
    return this.request(path, { method: "POST", form });
  }

  /** Signs in through POST /api/login; throws unless it succeeds. */
  async login(email: string, password: string) {
    const res = await this.request("/api/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password }),
    });
    if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
    return (await res.json()) as { role: string; name: string };
  }
}
