import { isRealEmail, isRealLink } from "~/lib/format/links";
import { fieldLang } from "~/lib/i18n/field-lang";
import { useT } from "~/lib/i18n/use-t";
import type { ImageRef } from "~/lib/media";
import { LinkedInIcon, MailIcon } from "./icons";
import { Initials } from "./initials";
import { Picture } from "./picture";
import "./person-card.css";
import { ExternalLink } from "./external-link";

export type PersonCardData = {
  id: number;
  name: string;
  post: string;
  about: string;
  lang: "en" | "hi";
  image: ImageRef | null;
  linkedin: string | null;
  email: string | null;
  /** Fields shown in English on a Hindi page (their Hindi is missing). */
  fallback?: string[];
};

type Variant = "professor" | "featured" | "student";

const SIZES: Record<Variant, string> = {
  featured: "(min-width: 48rem) 240px, 176px",
  professor: "144px",
  student: "112px",
};

/**
 * A team member: photo, name, post, blurb, and e-mail / LinkedIn buttons only when a real address
 * is stored (the old site kept "#" placeholders; those show no button).
 */
export function PersonCard({
  person,
  variant,
  headingLevel = 3,
}: {
  person: PersonCardData;
  variant: Variant;
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  const t = useT().people.person;
  const email = isRealEmail(person.email) ? person.email.trim() : null;
  const linkedin = isRealLink(person.linkedin) ? person.linkedin.trim() : null;
  return (
    <article className={`card person-card person-card--${variant}`} data-reveal>
      <div className="person-card__photo">
        {person.image ? (
          <Picture
            image={person.image}
            alt={t.portrait(person.name)}
            sizes={SIZES[variant]}
            priority={variant === "featured"}
          />
        ) : (
          <Initials name={person.name} />
        )}
      </div>
      <div className="person-card__body">
        <Heading className="person-card__name" lang={fieldLang(person, "name", person.name)}>
          {person.name}
        </Heading>
        <p className="person-card__post" lang={fieldLang(person, "post", person.post)}>
          {person.post}
        </p>
        {person.about && (
          <p
            className="person-card__about"
            lang={fieldLang(person, "about", person.about, person.lang)}
          >
            {person.about}
          </p>
        )}
        {(email || linkedin) && (
          <div className="person-card__actions">
            {email && (
              <a className="btn btn--sm btn--ghost" href={`mailto:${email}`}>
                <MailIcon />
                {t.email}
                <span className="visually-hidden">{t.emailWho(person.name)}</span>
              </a>
            )}
            {linkedin && (
              <ExternalLink className="btn btn--sm btn--secondary" href={linkedin} rel="noreferrer">
                <LinkedInIcon />
                {t.linkedin}
                <span className="visually-hidden">{t.linkedinWho(person.name)}</span>
              </ExternalLink>
            )}
          </div>
        )}
      </div>
    </article>
  );
}
