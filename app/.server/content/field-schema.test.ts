import { describe, expect, it } from "vitest";
import type { FieldDef } from "~/lib/content/fields";
import { formSchema, slugify, toValues } from "./field-schema";

const FIELDS: FieldDef[] = [
  { name: "name", label: "Name", kind: "text", bilingual: true, required: true, max: 20 },
  { name: "slug", label: "Slug", kind: "slug", from: "name" },
  { name: "featured", label: "Featured", kind: "checkbox" },
  { name: "website", label: "Website", kind: "url" },
  { name: "image", label: "Picture", kind: "image" },
  { name: "social", label: "Social links", kind: "social" },
];

const parse = (input: Record<string, string>) => formSchema(FIELDS).safeParse(input);

describe("a content form's check", () => {
  it("counts a field the form did not send as blank, so its own rule answers", () => {
    const missingName = parse({});
    expect(missingName.success).toBe(false);
    expect(missingName.error?.issues[0]?.message).toBe("Name (English) is required.");

    const onlyName = parse({ name: "Mithila Threads" });
    expect(onlyName.success).toBe(true);
    expect(onlyName.data).toMatchObject({
      name: "Mithila Threads",
      nameHi: null,
      featured: false,
      website: null,
      imageFocusX: 50,
      imageFocusY: 50,
    });
  });

  it("keeps each rule's words: lengths, addresses", () => {
    expect(parse({ name: "x".repeat(21) }).error?.issues[0]?.message).toBe(
      "Name (English) may have at most 20 characters.",
    );
    expect(parse({ name: "A", website: "www.example org" }).error?.issues[0]?.message).toBe(
      "Website is a website's address, such as krishimitra.in or https://krishimitra.in/about.",
    );
  });

  it("adds https:// to a website typed without it and keeps a typed http://", () => {
    expect(parse({ name: "A", website: "krishimitra.in" }).data).toMatchObject({
      website: "https://krishimitra.in",
    });
    expect(parse({ name: "A", website: "http://krishimitra.in" }).data).toMatchObject({
      website: "http://krishimitra.in",
    });
    const social = parse({ name: "A", "social.linkedin": "linkedin.com/company/krishimitra" });
    expect(toValues(FIELDS, social.data as Record<string, unknown>).values.social).toEqual({
      linkedin: "https://linkedin.com/company/krishimitra",
    });
  });

  it("makes a blank slug from the name and asks for alt text in both languages with a picture", () => {
    expect(slugify("Mithila Threads — Bihār")).toBe("mithila-threads-bihar");
    const parsed = parse({ name: "Mithila Threads", imageId: "abc", imageAlt: "A loom" });
    const { values, errors } = toValues(FIELDS, parsed.data as Record<string, unknown>);
    expect(values.slug).toBe("mithila-threads");
    expect(errors).toEqual({ imageAltHi: "Describe the image: Alt text (Hindi) is required." });
  });
});
