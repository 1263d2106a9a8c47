// Which round is open now, and what its page shows of it in a language. Open: published (and
// within its publish window), past its opening time and before its closing time. Two open at
// once is allowed; the one closing first is shown (its deadline is the nearer).
import { and, asc, gt, lte } from "drizzle-orm";
// Registers both catalogues, which messagesOf reads.
import "~/.server/i18n";
import { getConfig } from "~/.server/config";
import { renderMarkdown } from "~/.server/content/markdown";
import { asViewed, type View, visible } from "~/.server/content/visibility";
import type { Db } from "~/.server/db/database";
import { type Round, rounds } from "~/.server/db/schema/rounds";
import { publicQuestions } from "~/.server/registrations/answers";
import { formatDateTime } from "~/lib/format/dates";
import { messagesOf } from "~/lib/i18n/catalogue";
import type { Lang } from "~/lib/i18n/lang";

/** The round open at `now` as the view shows it (staff's preview sees unpublished changes). */
export async function openRound(db: Db, now = new Date(), view: View = "public") {
  const [row] = await db
    .select()
    .from(rounds)
    .where(and(visible(rounds, view, now), lte(rounds.opensAt, now), gt(rounds.closesAt, now)))
    .orderBy(asc(rounds.closesAt), asc(rounds.id))
    .limit(1);
  return row ? asViewed(row, view) : undefined;
}

/** The round as its form shows it, in the page's language (English where Hindi is missing). */
export function roundForm(round: Round, lang: Lang, pdfMax: string) {
  const hindi = lang === "hi";
  const intro = (hindi && round.introHi) || round.intro;
  return {
    id: round.id,
    title: (hindi && round.titleHi) || round.title,
    introHtml: renderMarkdown(intro),
    closes: formatDateTime(round.closesAt, getConfig().TIME_ZONE),
    questions: publicQuestions(round.questions, lang, messagesOf(lang).directory.registration),
    pdf: round.pdfLabel
      ? {
          label: (hindi && round.pdfLabelHi) || round.pdfLabel,
          required: round.pdfRequired,
          max: pdfMax,
        }
      : null,
    teamMax: Math.max(0, Math.min(round.teamMax, 10)),
  };
}

export type RoundForm = ReturnType<typeof roundForm>;
