import { Link } from "react-router";
import { langAttr } from "~/lib/format/lang";
import { startupName } from "~/lib/format/startups";
import { fallbackLang, type Localized } from "~/lib/i18n/content";
import { useLocalize, useT } from "~/lib/i18n/use-t";
import type { ImageRef } from "~/lib/media";
import { ArrowRightIcon } from "./icons";
import { Initials } from "./initials";
import { Phrase } from "./phrase";
import { Picture } from "./picture";
import "./startup-tile.css";

export type StartupTileData = {
  slug: string;
  name: string;
  founder: string | null;
  sector: string;
  problem: string;
  lang: "en" | "hi";
  image: ImageRef | null;
  imageFocus?: string;
} & Localized;

/** A startup in the directory (/pag): the whole card links to the startup's own page. */
export function StartupTile({ s }: { s: StartupTileData }) {
  const t = useT().directory.tile;
  const to = useLocalize();
  const name = startupName(s);
  return (
    <article className="card card--hover startup-tile" data-reveal>
      <div className="card__media startup-tile__media">
        {s.image ? (
          <Picture
            image={s.image}
            alt=""
            focus={s.imageFocus}
            sizes="(min-width: 64rem) 22rem, (min-width: 40rem) 45vw, 100vw"
          />
        ) : (
          <Initials name={name} />
        )}
      </div>
      <div className="card__body">
        <p className="startup-tile__sector">
          <span className="badge">{s.sector}</span>
        </p>
        <h2 className="card__title">
          <Link
            to={to(`/startups/${s.slug}`)}
            className="startup-tile__link"
            lang={fallbackLang(s, "name").lang ?? langAttr(name)}
          >
            {name}
          </Link>
        </h2>
        {s.founder && (
          <p className="card__meta" lang={langAttr(s.founder)}>
            <Phrase message={t.founder} value={s.founder} lang={fallbackLang(s, "founder").lang} />
          </p>
        )}
        <p
          className="startup-tile__problem"
          lang={fallbackLang(s, "problem").lang ?? langAttr(s.problem, s.lang)}
        >
          {s.problem}
        </p>
        <span className="startup-tile__more" aria-hidden="true">
          {t.more}
          <ArrowRightIcon />
        </span>
      </div>
    </article>
  );
}
