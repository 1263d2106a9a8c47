import { describe, expect, it } from "vitest";
import type { Branding } from "~/lib/branding";
import { excerpt, seo } from "./seo";

const branding: Branding = {
  centreName: "Sankalp Incubation Centre",
  centreShortName: "SIC",
  instituteName: "Ganga Institute of Technology",
  instituteUrl: "https://www.example.edu",
  homeState: "Bihar",
  tinkeringLabUrl: "https://tinkering.example.edu",
  contactEmail: "incubation@example.edu",
  publicUrl: "https://incubation.example.edu",
  social: [],
  centreNameHi: null,
  instituteNameHi: null,
  homeStateHi: null,
  address: "",
  addressHi: null,
  footerAbout: "",
  footerAboutHi: null,
  phone: "",
  ogImage: "/og/default-abc1234.jpg",
  accent: "#f59e0b",
  logo: null,
  emblem: null,
  faviconId: null,
};

const args = (pathname: string, withBranding = true) => ({
  location: { pathname },
  matches: [
    { id: "root", loaderData: withBranding ? { branding, viewer: null } : undefined },
    { id: "routes/x", loaderData: {} },
  ],
});

const find = (tags: ReturnType<typeof seo>, key: string, value: string) =>
  tags.find((t) => (t as Record<string, unknown>)[key] === value) as
    | Record<string, string>
    | undefined;

describe("seo", () => {
  it("titles a page '<page> | <centre>' with description and Open Graph tags", () => {
    const tags = seo(args("/professor"), {
      title: "Faculty Mentors",
      description: "Meet the faculty who mentor our startups.",
    });
    expect(tags).toContainEqual({ title: "Faculty Mentors | Sankalp Incubation Centre" });
    expect(find(tags, "name", "description")?.content).toBe(
      "Meet the faculty who mentor our startups.",
    );
    expect(find(tags, "property", "og:title")?.content).toBe("Faculty Mentors");
    expect(find(tags, "property", "og:description")?.content).toMatch(/faculty/);
    expect(find(tags, "property", "og:type")?.content).toBe("website");
    expect(find(tags, "property", "og:url")?.content).toBe(
      "https://incubation.example.edu/professor",
    );
    expect(find(tags, "property", "og:site_name")?.content).toBe("Sankalp Incubation Centre");
    expect(find(tags, "rel", "canonical")).toMatchObject({
      tagName: "link",
      href: "https://incubation.example.edu/professor",
    });
  });

  it("gives every page the centre's default 1200×630 preview, absolute, as a large card", () => {
    const tags = seo(args("/timeline"), { title: "Timeline", description: "Our story." });
    const image = find(tags, "property", "og:image")?.content;
    expect(image).toMatch(/^https:\/\/incubation\.example\.edu\/og\/default-[0-9a-z]+\.jpg$/);
    expect(find(tags, "property", "og:image:width")?.content).toBe("1200");
    expect(find(tags, "property", "og:image:height")?.content).toBe("630");
    expect(find(tags, "property", "og:image:type")?.content).toBe("image/jpeg");
    expect(find(tags, "property", "og:image:alt")?.content).toBe("Sankalp Incubation Centre");
    expect(find(tags, "name", "twitter:card")?.content).toBe("summary_large_image");
    expect(find(tags, "name", "twitter:title")?.content).toBe("Timeline");
    expect(find(tags, "name", "twitter:description")?.content).toBe("Our story.");
    expect(find(tags, "name", "twitter:image")?.content).toBe(image);
  });

  it("takes the default preview's address from the branding (named on the server from its texts)", () => {
    const renamed = {
      location: { pathname: "/" },
      matches: [
        {
          id: "root",
          loaderData: { branding: { ...branding, ogImage: "/og/default-udaan01.jpg" } },
        },
      ],
    };
    expect(find(seo(renamed, { description: "d" }), "property", "og:image")?.content).toBe(
      "https://incubation.example.edu/og/default-udaan01.jpg",
    );
  });

  it("uses the centre's name alone when the page has no title (home)", () => {
    const tags = seo(args("/"), { description: "Home of startups." });
    expect(tags).toContainEqual({ title: "Sankalp Incubation Centre" });
    expect(find(tags, "property", "og:url")?.content).toBe("https://incubation.example.edu/");
  });

  it("uses a page's own picture, cropped at its focal point, and honours type and path", () => {
    const tags = seo(args("/startups/x"), {
      title: "Krishi Mitra",
      description: "d",
      image: { id: "abcdefghijk", alt: "Farmers with a soil sensor", focus: "33% 71%" },
      type: "article",
      path: "/startups/krishi-mitra",
    });
    // Focal points are rounded to tens: one image has a handful of crops, not thousands.
    expect(find(tags, "property", "og:image")?.content).toBe(
      "https://incubation.example.edu/media/abcdefghijk/og-30-70.jpg",
    );
    expect(find(tags, "property", "og:image:alt")?.content).toBe("Farmers with a soil sensor");
    expect(find(tags, "name", "twitter:image")?.content).toBe(
      "https://incubation.example.edu/media/abcdefghijk/og-30-70.jpg",
    );
    expect(find(tags, "property", "og:type")?.content).toBe("article");
    expect(find(tags, "rel", "canonical")?.href).toBe(
      "https://incubation.example.edu/startups/krishi-mitra",
    );
    expect(find(tags, "name", "twitter:card")?.content).toBe("summary_large_image");
  });

  it("describes a picture without alt text by the page's title", () => {
    const tags = seo(args("/events/x"), {
      title: "Demo Day",
      description: "d",
      image: { id: "abcdefghijk", alt: "" },
    });
    expect(find(tags, "property", "og:image")?.content).toMatch(/\/og-50-50\.jpg$/);
    expect(find(tags, "property", "og:image:alt")?.content).toBe("Demo Day");
  });

  it("marks noindex pages and gives them no canonical link", () => {
    const tags = seo(args("/nope"), { title: "Page not found", description: "d", noindex: true });
    expect(find(tags, "name", "robots")?.content).toBe("noindex");
    expect(find(tags, "rel", "canonical")).toBeUndefined();
  });

  it("still gives a title when the root data is missing (root loader failed)", () => {
    const tags = seo(args("/x", false), { title: "Timeline", description: "d" });
    expect(tags).toContainEqual({ title: "Timeline" });
    expect(find(tags, "property", "og:url")?.content).toBe("/x");
    expect(find(tags, "property", "og:image")).toBeUndefined();
  });
});

describe("excerpt", () => {
  it("keeps short text and collapses white space", () => {
    expect(excerpt("  a   b\n c ")).toBe("a b c");
  });
  it("cuts long text at a word boundary with an ellipsis", () => {
    const text = "word ".repeat(60);
    const out = excerpt(text, 50);
    expect(out.length).toBeLessThanOrEqual(50);
    expect(out.endsWith("word…")).toBe(true);
  });
});
