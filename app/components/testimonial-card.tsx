import { langAttr } from "~/lib/format/lang";
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
};

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
      <blockquote className="testimonial__quote" lang={langAttr(t.quote, t.lang)}>
        <p>{t.quote}</p>
      </blockquote>
      <figcaption className="testimonial__by">
        <span className="testimonial__photo">
          {t.image ? <Picture image={t.image} alt="" sizes="56px" /> : <Initials name={t.name} />}
        </span>
        <span>
          <span className="testimonial__name">{t.name}</span>
          <span className="testimonial__role">
            {t.role}, {t.company}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}
