// A round's export for the committee, on both databases: the CSV narrowed by round carries one
// column per question, the team, the PDF's file name and the stage; the zip holds every PDF of
// the filtered applications, each named "<reference>-<file name>", and nothing of the others.
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storePdf } from "~/.server/attachments/store";
import { resetConfig } from "~/.server/config";
import { rounds } from "~/.server/db/schema/rounds";
import { createIdea, setIdeaStatus } from "~/.server/ideas/store";
import { loader as csvLoader } from "~/routes/admin/ideas-export";
import { loader as zipLoader } from "~/routes/admin/ideas-pdfs";
import { isolateEnv } from "../support/env";
import { routeArgs } from "../support/route";
import { signedInAdmin } from "../support/sign-in";
import { createTestDb, dbKinds, type TestDb } from "../support/test-db";

const ORIGIN = "http://localhost:3000";
const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`);

isolateEnv();

describe.each(await dbKinds())("a round's export on %s", (kind) => {
  let t: TestDb;
  let cookie = "";

  beforeAll(async () => {
    process.env.PUBLIC_URL = ORIGIN;
    resetConfig();
    t = await createTestDb(kind);
    cookie = await signedInAdmin(t.db, ORIGIN, {
      email: "export.admin@example.org",
      password: "a long admin password",
    });
  }, 60_000);
  afterAll(() => t.close());

  const get = (loader: (args: never) => Promise<Response>, path: string) =>
    loader(routeArgs(new Request(`${ORIGIN}${path}`, { headers: { cookie } }), { db: t.db }));

  /** The CSV's lines as cells (no cell here holds a comma or a line break). */
  const cells = (csv: string) =>
    csv
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n")
      .map((line) => line.split('","').map((c) => c.replace(/^"|"$/g, "")));

  it("exports a round's answers, team, PDF and stage, and zips its PDFs by reference", async () => {
    const [round] = await t.db
      .insert(rounds)
      .values({
        title: "Spring 2027",
        opensAt: new Date("2027-01-01T00:00:00Z"),
        closesAt: new Date("2027-02-01T00:00:00Z"),
      })
      .returning({ id: rounds.id });
    const base = {
      phone: "98765 43210",
      message: "",
      roundId: round.id,
    };
    const a = await createIdea(
      t.db,
      {
        ...base,
        name: "Asha Verma",
        email: "asha@example.co.in",
        subject: "Solar cold rooms",
        answers: [
          { question: "What problem", answer: "Spoiled harvests", kind: "longtext" },
          { question: "Stage", answer: "Prototype", kind: "choice" },
        ],
        team: [{ name: "Ravi Kumar", email: "ravi@example.org", role: "CTO" }],
        pdfId: await storePdf(t.db, pdf("asha"), "deck.pdf", 1_000_000),
      },
      { clientIp: null, deliveries: [] },
    );
    const b = await createIdea(
      t.db,
      {
        ...base,
        name: "Bina Rao",
        email: "bina@example.co.in",
        subject: "Millet bars",
        answers: [{ question: "Stage", answer: "Idea", kind: "choice" }],
        pdfId: await storePdf(t.db, pdf("bina"), "Pitch Deck.pdf", 1_000_000),
      },
      { clientIp: null, deliveries: [] },
    );
    // Not in the round: in neither export.
    const other = await createIdea(
      t.db,
      { name: "Chetan", email: "c@example.co.in", phone: "1", subject: "Other", message: "x" },
      { clientIp: null, deliveries: [] },
    );
    await setIdeaStatus(t.db, { id: null, email: "test:staff" }, a.id, { status: "shortlisted" });

    const csv = await (
      await get(csvLoader as never, `/admin-dashboard/ideas/export.csv?round=${round.id}`)
    ).text();
    const [header, ...rows] = cells(csv);
    expect(header.slice(-4)).toEqual(["What problem", "Stage", "Team", "PDF file"]);
    const col = (name: string) => header.indexOf(name);
    const rowA = rows.find((r) => r[0] === a.reference) ?? [];
    expect(rowA[col("Stage")]).toBe("Shortlisted");
    expect(rowA[col("What problem")]).toBe("Spoiled harvests");
    expect(rowA[header.length - 2]).toBe("Ravi Kumar <ravi@example.org> (CTO)");
    expect(rowA[header.length - 1]).toBe("deck.pdf");
    const rowB = rows.find((r) => r[0] === b.reference) ?? [];
    expect(rowB[col("What problem")]).toBe("");
    expect(rowB[col("Stage")]).toBe("Received");
    expect(rows.map((r) => r[0])).not.toContain(other.reference);

    const zip = await get(zipLoader as never, `/admin-dashboard/ideas/pdfs.zip?round=${round.id}`);
    expect(zip.headers.get("content-type")).toBe("application/zip");
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual(
      [`${a.reference}-deck.pdf`, `${b.reference}-Pitch Deck.pdf`].sort(),
    );
    expect(Buffer.from(files[`${a.reference}-deck.pdf`]).toString()).toContain("% asha");

    // Narrowed further by stage, the zip holds only what the list shows.
    const shortlisted = await get(
      zipLoader as never,
      `/admin-dashboard/ideas/pdfs.zip?round=${round.id}&status=shortlisted`,
    );
    expect(Object.keys(unzipSync(new Uint8Array(await shortlisted.arrayBuffer())))).toEqual([
      `${a.reference}-deck.pdf`,
    ]);
  });
});
