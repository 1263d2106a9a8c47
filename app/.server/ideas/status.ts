// A founder's look at their idea on /idea/status: the reference number and the e-mail address
// they gave, both needed. The page must not tell which references exist, so an unknown reference
// and a known one with another address are one answer, from one query that cannot tell them
// apart either (same words, same status, the same work on the database).
import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { getStageTexts } from "~/.server/content/kinds/stages";
import type { Db } from "~/.server/db/database";
import { type IdeaStatus, ideas } from "~/.server/db/schema/ideas";
import { DomainError } from "~/.server/errors";
import { takeThrottle } from "~/.server/throttle/store";
import { waitWordsIn } from "~/.server/throttle/wait-words";
import { formatLongDate } from "~/lib/format/dates";
import type { IdeaStatusView } from "~/lib/forms/idea-status";
import type { Lang } from "~/lib/i18n/lang";
import en from "~/lib/i18n/messages/en.ts";
import hi from "~/lib/i18n/messages/hi.ts";
import type { Messages } from "~/lib/i18n/messages/types.ts";
import { formatWhenIn, isoWhen } from "./format";
import { movesOf } from "./moves";
import type { ideaLookupSchema } from "./schema";

/**
 * Look-ups per client address per window. A founder mistyping a few times stays far below it;
 * someone trying references with guessed addresses is stopped long before they learn anything.
 */
export const LOOKUP_LIMIT = 20;
export const LOOKUP_WINDOW_MS = 10 * 60_000;

export function lookupThrottledMessage(
  retryAfterMs: number,
  t: Messages["notices"] = en.notices,
): string {
  return t.status.throttled(waitWordsIn(t.wait, retryAfterMs / 1000));
}

/**
 * The status of the idea with this reference and e-mail address, or the one refusal, in the
 * page's language (`lang` and its catalogue `t`; English when not given).
 */
export async function lookUpIdeaStatus(
  db: Db,
  input: z.output<typeof ideaLookupSchema>,
  options: { clientIp: string; now?: number; lang?: Lang; t?: Messages["notices"] },
): Promise<IdeaStatusView> {
  const { lang = "en", t = en.notices } = options;
  const throttle = await takeThrottle(db, `idea-status:${options.clientIp}`, {
    limit: LOOKUP_LIMIT,
    windowMs: LOOKUP_WINDOW_MS,
    now: options.now,
  });
  if (!throttle.allowed) {
    throw new DomainError(lookupThrottledMessage(throttle.retryAfterMs, t), 429, {
      retryAfter: throttle.retryAfterMs / 1000,
    });
  }
  // References are made upper case (reference.ts), so the input is folded to match the unique
  // index; addresses are kept as typed, so both sides are folded. Both conditions in one query.
  const [idea] = await db
    .select({
      id: ideas.id,
      reference: ideas.reference,
      status: ideas.status,
      founderMessage: ideas.founderMessage,
      updatedAt: ideas.updatedAt,
    })
    .from(ideas)
    .where(
      and(
        eq(ideas.reference, input.reference.toUpperCase()),
        eq(sql`lower(${ideas.email})`, input.email.toLowerCase()),
      ),
    );
  if (!idea) throw new DomainError(t.status.notFound, 404);
  const stages = await getStageTexts(db, lang);
  const stageOf = (key: string) => stages[key as IdeaStatus] ?? stages.new;
  const { name: label, explains } = stageOf(idea.status);
  const month = lang === "hi" ? hi.shell.month : en.shell.month;
  const history = (await movesOf(db, idea.id)).map((m) => {
    const iso = isoWhen(m.at);
    return {
      label: stageOf(m.toStatus).name,
      date: formatLongDate(iso, month),
      iso: iso.slice(0, 10),
    };
  });
  return {
    ok: true,
    reference: idea.reference,
    label,
    explains,
    message: idea.founderMessage,
    updatedAt: formatWhenIn(idea.updatedAt, lang),
    updatedIso: isoWhen(idea.updatedAt),
    history,
  };
}
