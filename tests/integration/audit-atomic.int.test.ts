// Every audited change commits with its audit row or not at all: when the row cannot be
// written (here: the audit table is renamed away), the change itself is rolled back.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Actor, listAudit } from "~/.server/audit/audit-log";
import { authFor } from "~/.server/auth/better-auth";
import { resetConfig } from "~/.server/config";
import { replaceGalleryPhoto } from "~/.server/content/gallery";
import { noticeBoardSchema, noticeDashboardSchema } from "~/.server/content/notice-schema";
import * as notices from "~/.server/content/notices";
import type { Db } from "~/.server/db/database";
import { account, session } from "~/.server/db/schema/auth";
import { galleryPhotos } from "~/.server/db/schema/gallery";
import { media } from "~/.server/db/schema/media";
import { storeImage } from "~/.server/media/store";
import {
  createUser,
  findUser,
  removeUser,
  revokeSessions,
  setPassword,
  setRole,
} from "~/.server/users/accounts";
import { makeJpeg } from "../support/jpeg-fixtures";
import { createTestDb, dbKinds, type TestDb } from "../support/test-db";

const admin: Actor = { id: null, email: "test:admin" };

/** A notice form as the pipeline hands it to the domain: parsed by its page's schema. */
const applyNoticeForm = (db: Db, actor: Actor, fields: FormData) => {
  const values = Object.fromEntries(fields);
  const board = values.intent === "add";
  const schema = board ? noticeBoardSchema : noticeDashboardSchema;
  return notices.applyNoticeForm(db, actor, schema.parse(values), board ? "board" : "dashboard");
};

function form(fields: Record<string, string>) {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
}

describe.each(await dbKinds())("audited changes on %s", (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    process.env.PUBLIC_URL = "http://localhost:3000";
    resetConfig();
    t = await createTestDb(kind);
  });
  afterAll(async () => {
    resetConfig();
    await t.close();
  });

  /** Runs `attempt` while no audit row can be written; expects it to fail. */
  async function withoutAuditLog(attempt: () => Promise<unknown>) {
    await t.db.execute(sql`alter table audit_log rename to audit_log_away`);
    try {
      await expect(attempt()).rejects.toThrow(/audit_log/);
    } finally {
      await t.db.execute(sql`alter table audit_log_away rename to audit_log`);
    }
  }

  const actions = async () => (await listAudit(t.db)).entries.map((e) => e.action);

  it("notices: no change without its audit row", async () => {
    await withoutAuditLog(() => applyNoticeForm(t.db, admin, form({ intent: "add", notice: "X" })));
    expect(await notices.listNotices(t.db)).toEqual([]);

    expect(await applyNoticeForm(t.db, admin, form({ intent: "add", notice: "Kept" }))).toEqual({
      ok: true,
      intent: "add",
    });
    const [kept] = await notices.listNotices(t.db);
    const edit = { intent: "update", id: String(kept.id), title: "Edited", date: kept.date };
    await withoutAuditLog(() => applyNoticeForm(t.db, admin, form(edit)));
    await withoutAuditLog(() =>
      applyNoticeForm(t.db, admin, form({ intent: "delete", id: String(kept.id) })),
    );
    expect((await notices.listNotices(t.db)).map((n) => n.title)).toEqual(["Kept"]);
    expect((await listAudit(t.db)).entries).toMatchObject([
      {
        action: "notice.add",
        target: `notices #${kept.id}`,
        detail: "Kept",
        userEmail: "test:admin",
      },
    ]);
  });

  it("notices: joins a caller's transaction (savepoint) and rolls back with it", async () => {
    const before = await actions();
    await expect(
      t.db.transaction(async (tx) => {
        await applyNoticeForm(tx as unknown as Db, admin, form({ intent: "add", notice: "Gone" }));
        throw new Error("caller gave up");
      }),
    ).rejects.toThrow("caller gave up");
    await t.db.transaction(async (tx) => {
      await applyNoticeForm(tx as unknown as Db, admin, form({ intent: "add", notice: "Nested" }));
    });
    expect((await notices.listNotices(t.db)).map((n) => n.title).sort()).toEqual([
      "Kept",
      "Nested",
    ]);
    expect(await actions()).toEqual(["notice.add", ...before]);
  });

  it("accounts: better-auth's writes roll back with the audit row", async () => {
    const user = { email: "ulla@example.org", name: "Ulla", role: "member", password: "pw 1 long" };
    await withoutAuditLog(() => createUser(t.db, admin, user));
    expect(await findUser(t.db, user.email)).toBeUndefined();

    const ulla = await createUser(t.db, admin, user);
    const ctx = await (await authFor(t.db)).$context;
    await ctx.internalAdapter.createSession(ulla.id);
    const passwordOf = async () =>
      (await t.db.select().from(account).where(eq(account.userId, ulla.id)))[0]?.password;
    const sessions = async () =>
      (await t.db.select().from(session).where(eq(session.userId, ulla.id))).length;
    const hash = await passwordOf();
    const before = await actions();

    await withoutAuditLog(() => setRole(t.db, admin, ulla.id, "admin"));
    await withoutAuditLog(() => setPassword(t.db, admin, ulla.id, "another password"));
    await withoutAuditLog(() => revokeSessions(t.db, admin, ulla.id));
    await withoutAuditLog(() => removeUser(t.db, admin, ulla.id));
    expect(await findUser(t.db, ulla.id)).toMatchObject({ role: "member" });
    expect(await passwordOf()).toBe(hash);
    expect(await sessions()).toBe(1);
    expect(await actions()).toEqual(before);

    await setPassword(t.db, admin, ulla.id, "another password");
    expect(await passwordOf()).not.toBe(hash);
    expect(await sessions()).toBe(0);
    await removeUser(t.db, admin, ulla.id);
    expect(await findUser(t.db, ulla.id)).toBeUndefined();
    expect((await actions()).slice(0, 2)).toEqual(["user.remove", "user.reset-password"]);
  });

  it("gallery: the slot keeps its photo when the audit row cannot be written", async () => {
    const oldId = await storeImage(t.db, await makeJpeg({ left: "#888" }), "slot.jpg");
    await t.db
      .insert(galleryPhotos)
      .values({ name: "event-09.jpg", imageId: oldId, imageAlt: "Old photo", position: 1 });
    const row = async () =>
      (await t.db.select().from(galleryPhotos).where(eq(galleryPhotos.name, "event-09.jpg")))[0];
    const images = async () => (await t.db.select({ id: media.id }).from(media)).length;
    const imagesBefore = await images();
    const upload = await makeJpeg({ width: 900, height: 600, left: "#0f0", right: "#00f" });

    const options = { fileName: "new.jpg", alt: "A green and blue test card" };
    await withoutAuditLog(() => replaceGalleryPhoto(t.db, admin, "event-09.jpg", upload, options));
    expect(await row()).toMatchObject({ imageId: oldId, imageAlt: "Old photo" });
    expect(await images()).toBe(imagesBefore);

    const photo = await replaceGalleryPhoto(t.db, admin, "event-09.jpg", upload, options);
    expect(await row()).toMatchObject({ imageId: photo.image.id, imageAlt: options.alt });
    expect((await listAudit(t.db)).entries[0]).toMatchObject({
      action: "gallery.replace",
      target: "event-09.jpg",
      detail: `new.jpg -> ${photo.image.id}; alt: ${options.alt}`,
    });
  });
});
