import { describe, expect, it } from "vitest";
import {
  clientAddress,
  metricsAllowed,
  plainRefusal,
  rendersAPage,
  requestId,
  requestLogLine,
  takesApplication,
  takesContentFile,
  takesUploads,
  unservablePath,
  withForwarding,
} from "./http.ts";

const at = (url: string, headers: Record<string, string> = {}) =>
  new Request(url, { headers: new Headers(headers) });

describe("behind a trusted reverse proxy", () => {
  it("takes the public scheme and host, with the forwarded host's own port (F14)", () => {
    const forwarded = { "x-forwarded-proto": "https", "x-forwarded-host": "incubation.example" };
    expect(withForwarding(at("http://127.0.0.1:3205/idea", forwarded), "1.2.3.4", true).url).toBe(
      "https://incubation.example/idea",
    );
    const withPort = { ...forwarded, "x-forwarded-host": "incubation.example:8443" };
    expect(withForwarding(at("http://127.0.0.1:3205/idea", withPort), "1.2.3.4", true).url).toBe(
      "https://incubation.example:8443/idea",
    );
    // Without a trusted proxy the request stays as it came.
    expect(withForwarding(at("http://127.0.0.1:3205/idea", forwarded), "1.2.3.4", false).url).toBe(
      "http://127.0.0.1:3205/idea",
    );
  });

  it("believes only the last X-Forwarded-For entry, and only when told to", () => {
    const headers = new Headers({ "x-forwarded-for": "6.6.6.6, 203.0.113.9" });
    expect(clientAddress(headers, "::ffff:127.0.0.1", true)).toBe("203.0.113.9");
    expect(clientAddress(headers, "::ffff:127.0.0.1", false)).toBe("127.0.0.1");
  });
});

describe("paths no page can have", () => {
  it("are those with an encoded control character or a broken escape", () => {
    for (const bad of ["/startups/%00", "/startups/a%0Ab", "/media/x/%7F", "/api/gallery/%E0%A4"])
      expect(unservablePath(bad), bad).toBe(true);
    for (const good of ["/", "/startups/khetisense", "/gallery", "/hi/%E0%A4%95"])
      expect(unservablePath(good), good).toBe(false);
  });
});

describe("requests that render a page (and wait for a turn)", () => {
  it("are GETs of pages and of their navigation data, never files or forms", () => {
    for (const page of ["/", "/hi", "/startups/khetisense", "/gallery.data", "/admin-dashboard"])
      expect(rendersAPage("GET", page), page).toBe(true);
    expect(rendersAPage("HEAD", "/")).toBe(true);
    for (const file of [
      "/media/abc/640.avif",
      "/notices.xml",
      "/events/x.ics",
      "/admin-dashboard/ideas/pdfs.zip",
      "/favicon.ico",
    ])
      expect(rendersAPage("GET", file), file).toBe(false);
    expect(rendersAPage("POST", "/contact")).toBe(false);
    expect(rendersAPage("GET", "/healthz")).toBe(false);
  });
});

describe("paths that take a picture", () => {
  it("are the uploads and the back office's item forms, nothing else", () => {
    for (const path of [
      "/api/gallery/event-01.jpg",
      "/api/media",
      "/admin-dashboard/startups/new",
      "/admin-dashboard/startups/12",
      "/admin-dashboard/startups/12.data",
      "/admin-dashboard/startups/import",
      "/admin-dashboard/home",
      "/admin-dashboard/settings.data",
    ])
      expect(takesUploads(path), path).toBe(true);
    for (const path of [
      "/",
      "/login",
      "/idea",
      "/admin-dashboard",
      "/admin-dashboard/users",
      "/api/login",
      "/api/media/x",
    ])
      expect(takesUploads(path), path).toBe(false);
  });

  it("lets a founder's application to a round carry its PDF, in both languages", () => {
    for (const path of ["/idea", "/hi/idea", "/idea.data", "/hi/idea.data"])
      expect(takesApplication(path), path).toBe(true);
    for (const path of ["/idea/status", "/ideas", "/hi/idea/x", "/contact"])
      expect(takesApplication(path), path).toBe(false);
  });

  it("gives the content file import its own cap, and nothing else", () => {
    expect(takesContentFile("/admin-dashboard/content-file")).toBe(true);
    expect(takesContentFile("/admin-dashboard/content-file.data")).toBe(true);
    expect(takesContentFile("/admin-dashboard/content-file/export.zip")).toBe(false);
    expect(takesContentFile("/admin-dashboard/startups/12")).toBe(false);
  });
});

describe("request ids and log lines", () => {
  it("keeps a trusted proxy's plain request id, and makes one otherwise", () => {
    expect(requestId("abc-123.x_Y", true)).toBe("abc-123.x_Y");
    expect(requestId("abc-123", false)).not.toBe("abc-123");
    expect(requestId("two words", true)).toMatch(/^[\w-]{12}$/);
    expect(requestId(`${"x".repeat(65)}`, true)).toHaveLength(12);
    expect(requestId(undefined, true)).not.toBe(requestId(undefined, true));
  });

  it("writes one line of JSON without the query or anything personal", () => {
    const line = requestLogLine("GET", "/search", 200, 2.46, "id1", new Date(0));
    expect(line).not.toContain("\n");
    expect(JSON.parse(line)).toEqual({
      time: "1970-01-01T00:00:00.000Z",
      msg: "request",
      method: "GET",
      path: "/search",
      status: 200,
      ms: 2.5,
      id: "id1",
    });
  });
});

describe("who may read /metrics", () => {
  const token = "t".repeat(40);
  const headers = (h: Record<string, string> = {}) => new Headers(h);

  it("is this machine, asking directly", () => {
    for (const peer of ["127.0.0.1", "::1", "::ffff:127.0.0.1", "127.0.0.2"])
      expect(metricsAllowed(headers(), peer, undefined), peer).toBe(true);
    for (const peer of ["10.0.0.5", "::ffff:192.0.2.1", "fe80::1", undefined])
      expect(metricsAllowed(headers(), peer, undefined), String(peer)).toBe(false);
  });

  it("is not a visitor whose request a proxy on this machine passed on", () => {
    for (const h of ["x-forwarded-for", "forwarded", "x-real-ip", "x-forwarded-host"])
      expect(metricsAllowed(headers({ [h]: "203.0.113.9" }), "127.0.0.1", undefined), h).toBe(
        false,
      );
  });

  it("is anyone with the token, when one is set, and no one with a wrong one", () => {
    const bearer = (t: string) => headers({ authorization: `Bearer ${t}` });
    expect(metricsAllowed(bearer(token), "203.0.113.9", token)).toBe(true);
    expect(
      metricsAllowed(
        headers({ authorization: `bearer ${token}`, "x-forwarded-for": "1.2.3.4" }),
        "127.0.0.1",
        token,
      ),
    ).toBe(true);
    expect(metricsAllowed(bearer(`${token}x`), "203.0.113.9", token)).toBe(false);
    expect(metricsAllowed(bearer(token.slice(1)), "127.0.0.1", token)).toBe(false);
    // Without a token configured, a bearer header opens nothing.
    expect(metricsAllowed(bearer(token), "203.0.113.9", undefined)).toBe(false);
  });
});

describe("the Node entry's own refusals", () => {
  it("keep their message and add the request id", () => {
    expect(plainRefusal("Not found", "abc123")).toBe("Not found\n\nRequest id: abc123\n");
  });
});
