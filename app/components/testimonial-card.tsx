import { fieldLang } from "~/lib/i18n/field-lang";
import type { ImageRef } from "~/lib/media";
import { Initials } from "./initials";
import { Picture } from "./picture";

export type TestimonialData = {
  id: number;
  name: string;
  role: string;
  company: string;
  quote: string;
  lang: "en" | "hi";
  image: ImageRef | null;
  /** Fields shown in English on a Hindi page (their Hindi is missing). */
  fallback?: string[];
};

/** Text in the page's language as it is; in another language inside a span that says which. */
function Part({ text, lang }: { text: string; lang?: "en" | "hi" }) {
  return lang ? <span lang={lang}>{text}</span> : text;
}

/** One talk testimonial: the quote, then who said it. */
export function TestimonialCard({ t }: { t: TestimonialData }) {
  return (
    <figure className="card testimonial" data-reveal>
      <svg className="testimonial__mark" viewBox="0 0 32 24" aria-hidden="true">
        <path
          d="M0 24V14C0 6 4.5 1.3 12 0l1.5 3.3C9 4.8 7 8 7 12h6v12zm19 0V14c0-8 4.5-12.7 12-14l1 3.3C28 4.8 26 8 26 12h6v12z"
          fill="currentColor"
        />
      </svg>
      <blockquote className="testimonial__quote" lang={fieldLang(t, "quote", t.quote, t.lang)}>
        <p>{t.quote}</p>
      </blockquote>
      <figcaption className="testimonial__by">
        <span className="testimonial__photo">
          {t.image ? <Picture image={t.image} alt="" sizes="56px" /> : <Initials name={t.name} />}
        </span>
        <span>
          <span className="testimonial__name" lang={fieldLang(t, "name", t.name)}>
            {t.name}
          </span>
          <span className="testimonial__role">
            <Part text={t.role} lang={fieldLang(t, "role", t.role)} />,{" "}
            <Part text={t.company} lang={fieldLang(t, "company", t.company)} />
          </span>
        </span>
      </figcaption>
    </figure>
  );
}
