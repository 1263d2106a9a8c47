// Loads the sample's open round and its fictional applications (sample/data/round.ts), each with
// the moves that brought it to its stage, inside the sample's one transaction.
import type { Db } from "~/.server/db/database";
import { ideas } from "~/.server/db/schema/ideas";
import { ideaMoves, rounds } from "~/.server/db/schema/rounds";
import { takeReference } from "~/.server/ideas/reference";
import { IDEA_STATUSES } from "~/lib/forms/idea-rules";
import { SAMPLE_APPLICATIONS, sampleRound } from "./data/round";

const DAY = 86_400_000;

export async function loadSampleRound(tx: Db, now: Date): Promise<void> {
  const round = sampleRound(now);
  const [row] = await tx
    .insert(rounds)
    .values({ ...round, status: "published", isSample: true })
    .returning({ id: rounds.id });
  for (const app of SAMPLE_APPLICATIONS) {
    const at = new Date(now.getTime() - app.daysAgo * DAY);
    const { id, reference } = await takeReference(tx, "ideas", "IDEA", at);
    const email = `${app.name.toLowerCase().replace(/\s+/g, ".")}@example.org`;
    await tx.insert(ideas).values({
      id,
      reference,
      name: app.name,
      email,
      phone: "90000 00100",
      subject: round.title,
      message: "",
      roundId: row.id,
      answers: [
        { question: round.questions[0].label, answer: app.problem, kind: "longtext" },
        { question: round.questions[1].label, answer: app.stage, kind: "choice" },
      ],
      status: app.status,
      lang: app.lang,
      isSample: true,
      createdAt: at,
      updatedAt: at,
    });
    // Received, then one move a day through the stages before its own (a decline from screening).
    const path =
      app.status === "declined"
        ? ["new", "reviewing", "declined"]
        : IDEA_STATUSES.slice(0, IDEA_STATUSES.indexOf(app.status) + 1);
    await tx.insert(ideaMoves).values(
      path.map((status, step) => ({
        ideaId: id,
        fromStatus: step === 0 ? null : path[step - 1],
        toStatus: status,
        actorEmail: step === 0 ? "founder (sent)" : "sample (the centre's team)",
        at: new Date(at.getTime() + step * 6 * 3_600_000),
      })),
    );
  }
}
