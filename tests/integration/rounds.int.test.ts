// Application rounds, on both databases: staff write a round in its form (refused times and rows
// come back with their messages); while it is open /idea shows its form in the page's language,
// and an application with its answers, PDF and team is stored with a reference the founder sees
// and receives; every refusal names its field and keeps what was typed; the spec's form is still
// taken; a closed round takes nothing; the sample's round and applications go with the sample.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetConfig } from "~/.server/config";
import { removeSampleContent } from "~/.server/content/admin/sample";
import { rounds as roundKind } from "~/.server/content/kinds/index";
import { saveItem } from "~/.server/content/lifecycle";
import { attachments } from "~/.server/db/schema/attachments";
import { ideas } from "~/.server/db/schema/ideas";
import { rounds } from "~/.server/db/schema/rounds";
import { deliverDue } from "~/.server/deliveries";
import { openRound } from "~/.server/rounds/open";
import { loadSampleContent } from "~/.server/sample/load";
import { action as itemAction } from "~/routes/admin/content/item";
import { action as ideaAction, loader as ideaLoader } from "~/routes/site/idea";
import { isolateEnv } from "../support/env";
import { plainText } from "../support/mime";
import { callAction, routeArgs } from "../support/route";
import { signedInAdmin } from "../support/sign-in";
import { createTestDb, dbKinds, type TestDb } from "../support/test-db";
import { useTestSmtp } from "../support/test-smtp";

const ORIGIN = "http://centre.example.org";
const staff = { id: null, email: "test:staff" };
const DAY = 86_400_000;
const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

isolateEnv({ set: { PUBLIC_URL: ORIGIN } });

const ROUND = {
  title: "Spring 2027 cohort",
  titleHi: "वसंत 2027 समूह",
  intro: "Apply by the end of the month.",
  questions: [
    {
      kind: "longtext",
      label: "Your problem",
      labelHi: "आपकी समस्या",
      maxWords: 10,
      required: true,
    },
    {
      kind: "choice",
      label: "Stage",
      choices: ["Idea", "Prototype"],
      choicesHi: ["आइडिया", "प्रोटोटाइप"],
      required: true,
    },
    { kind: "number", label: "Team hours", required: false },
    { kind: "link", label: "Website", required: false },
  ],
  pdfLabel: "Pitch deck",
  pdfRequired: true,
  teamMax: 2,
  rubric: [{ label: "Problem", weight: "2" }],
};

describe.each(await dbKinds())("application rounds on %s", (kind) => {
  let t: TestDb;
  let cookie = "";
  const smtp = useTestSmtp();
  let clients = 0;

  beforeAll(async () => {
    t = await createTestDb(kind);
    process.env.PUBLIC_URL = ORIGIN;
    resetConfig();
    cookie = await signedInAdmin(t.db, ORIGIN);
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  const newRound = (values: Record<string, unknown> = {}, publish = true) =>
    saveItem(t.db, roundKind, staff, {
      values: {
        ...ROUND,
        opensAt: new Date(Date.now() - DAY),
        closesAt: new Date(Date.now() + 10 * DAY),
        ...values,
      },
      publish,
    });
  const closeAll = () => t.db.update(rounds).set({ closesAt: new Date(Date.now() - 1000) });

  /** The round's form as a browser sends it (multipart), from /idea or /hi/idea. */
  async function apply(fields: Record<string, string>, pdf: Buffer | null, lang = "en") {
    const body = new FormData();
    for (const [k, v] of Object.entries(fields)) body.set(k, v);
    if (pdf)
      body.set("pdf", new File([new Uint8Array(pdf)], "deck.pdf", { type: "application/pdf" }));
    const path = lang === "hi" ? "/hi/idea" : "/idea";
    const request = new Request(`${ORIGIN}${path}`, { method: "POST", body });
    return callAction(ideaAction, request, { db: t.db, clientIp: `10.6.0.${++clients}` });
  }
  const founder = (roundId: number, extra: Record<string, string> = {}) => ({
    round: String(roundId),
    name: "Asha Kumari",
    email: `asha.${++clients}@example.co.in`,
    phone: "98765 43210",
    "answer.0": "Farmers lose tomatoes to gluts.",
    "answer.1": "1",
    "answer.2": "20",
    "answer.3": "krishimitra.in",
    "team.0.name": "Bina Das",
    "team.0.email": "bina@example.co.in",
    "team.0.role": "Engineer",
    website: "",
    ...extra,
  });

  it("refuses a round that closes before it opens, from its form", async () => {
    await closeAll();
    const id = await newRound({}, false);
    const body = new FormData();
    const fields = {
      intent: "draft",
      title: "Spring 2027 cohort",
      opensAt: "10/01/2031 10:00",
      closesAt: "09/01/2031 10:00",
      "questions.0.kind": "longtext",
      "questions.0.label": "Your problem",
      "questions.0.maxWords": "5",
      "rubric.0.label": "Problem",
      "rubric.0.weight": "heavy",
    };
    for (const [k, v] of Object.entries(fields)) body.set(k, v);
    const request = new Request(`${ORIGIN}/admin-dashboard/rounds/${id}`, {
      method: "POST",
      headers: { cookie },
      body,
    });
    const { data, init } = await callAction(itemAction as never, request, {
      db: t.db,
      params: { section: "rounds", id: String(id) },
    });
    expect(init?.status).toBe(400);
    expect((data as { errors: Record<string, string> }).errors).toMatchObject({
      "questions.0.maxWords": "Question 1: the word limit is a whole number from 10 to 2000.",
      "rubric.0.weight": "Criterion 1: the weight is a number above 0, at most 10.",
    });
  });

  it("shows the open round's form on /idea in the page's language, and the short form on request", async () => {
    await closeAll();
    const id = await newRound();
    expect((await openRound(t.db))?.id).toBe(id);
    const page = await ideaLoader(
      routeArgs(new Request(`${ORIGIN}/hi/idea`), { db: t.db }) as never,
    );
    expect(page.round).toMatchObject({ id, title: "वसंत 2027 समूह", teamMax: 2 });
    expect(page.round?.questions.map((q) => q.label)).toEqual([
      "आपकी समस्या",
      "Stage",
      "Team hours",
      "Website",
    ]);
    expect(page.round?.questions[1].choices.map((c) => c.label)).toEqual(["आइडिया", "प्रोटोटाइप"]);
    const short = await ideaLoader(
      routeArgs(new Request(`${ORIGIN}/idea?form=idea`), { db: t.db }) as never,
    );
    expect(short.round).toBeNull();
  });

  it("stores an application with its answers, PDF and team, and e-mails its reference", async () => {
    await closeAll();
    const id = await newRound();
    smtp.received.length = 0;
    const fields = founder(id);
    const answer = await apply(fields, PDF);
    expect(answer.data).toMatchObject({ ok: true, emailed: true });
    const reference = (answer.data as { reference: string }).reference;
    const [row] = await t.db.select().from(ideas).where(eq(ideas.reference, reference));
    expect(row).toMatchObject({
      roundId: id,
      subject: "Spring 2027 cohort",
      answers: [
        { question: "Your problem", answer: "Farmers lose tomatoes to gluts.", kind: "longtext" },
        { question: "Stage", answer: "Prototype", kind: "choice" },
        { question: "Team hours", answer: "20", kind: "number" },
        { question: "Website", answer: "https://krishimitra.in", kind: "link" },
      ],
      team: [{ name: "Bina Das", email: "bina@example.co.in", role: "Engineer" }],
    });
    const [pdf] = await t.db
      .select()
      .from(attachments)
      .where(eq(attachments.id, row.pdfId ?? ""));
    expect(pdf).toMatchObject({ fileName: "deck.pdf", contentType: "application/pdf" });
    await deliverDue(t.db);
    const ack = smtp.received.find((m) => m.to.includes(fields.email));
    expect(plainText(ack?.raw ?? "")).toContain(reference);
  });

  it("names each refused field in the page's language and keeps what was typed", async () => {
    await closeAll();
    const id = await newRound();
    const refused = await apply(
      founder(id, {
        email: "asha@",
        "answer.0": "one two three four five six seven eight nine ten eleven",
        "answer.1": "",
        "answer.2": "many",
        "answer.3": "not a link",
        "team.1.name": "Chetan",
      }),
      Buffer.from("<html>not a pdf</html>"),
      "hi",
    );
    expect(refused.init?.status).toBe(400);
    expect(refused.data).toMatchObject({
      ok: false,
      errors: {
        email: expect.any(String),
        "answer.0": "कृपया यह उत्तर अधिकतम 10 शब्दों में लिखें।",
        "answer.1": "कृपया दिए गए उत्तरों में से एक चुनें।",
        "answer.2": "कृपया कोई संख्या लिखें, जैसे 12 या 4.5।",
        "answer.3": "कृपया कोई वेब पता लिखें, जैसे krishimitra.in।",
        "team.1.name": "इस टीम सदस्य का नाम और सही ई-मेल पता लिखें, या पंक्ति ख़ाली छोड़ दें।",
        pdf: "कृपया PDF फ़ाइल चुनें।",
      },
      values: { "answer.2": "many", "team.1.name": "Chetan" },
    });
    const missing = await apply(founder(id), null);
    expect(missing.data).toMatchObject({ errors: { pdf: "Please attach the PDF." } });
  });

  it("still takes the spec's form while a round is open, and refuses a round that has closed", async () => {
    await closeAll();
    const id = await newRound();
    const spec = await callAction(
      ideaAction,
      new Request(`${ORIGIN}/idea`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          name: "Dev Raj",
          email: "dev@example.co.in",
          phone: "98765 43210",
          subject: "Solar dryers",
          message: "Drying mangoes with the sun.",
        }).toString(),
      }),
      { db: t.db, clientIp: "10.6.1.1" },
    );
    expect(spec.data).toMatchObject({ ok: true });
    await closeAll();
    const late = await apply(founder(id), PDF);
    expect(late.init?.status).toBe(409);
    expect(late.data).toMatchObject({ ok: false, message: expect.stringMatching(/closed/) });
  });

  it("loads the sample's open round and applications at several stages, and removes them with it", async () => {
    const fresh = await createTestDb(kind);
    try {
      await loadSampleContent(fresh.db);
      const round = await openRound(fresh.db);
      expect(round).toMatchObject({ isSample: true, teamMax: 3 });
      const samples = await fresh.db.select().from(ideas).where(eq(ideas.isSample, true));
      expect(new Set(samples.map((s) => s.status)).size).toBeGreaterThanOrEqual(4);
      await removeSampleContent(fresh.db, staff);
      expect(await openRound(fresh.db)).toBeUndefined();
      expect(await fresh.db.select().from(ideas).where(eq(ideas.isSample, true))).toEqual([]);
    } finally {
      await fresh.close();
    }
  }, 120_000);
});
