// The back office's first page (issue 25): what waits for staff and how healthy the site is,
// from one read of the content (scan.ts). The report files are made from the same health.
import { getConfig } from "~/.server/config";
import { countSample } from "~/.server/content/admin/sample";
import type { Db } from "~/.server/db/database";
import type { Viewer } from "~/lib/viewer";
import { type Health, siteHealth } from "./health";
import { scanSections } from "./scan";
import { type Waiting, waitingFor } from "./waiting";

/** `sample`: how many sample items "Remove sample content" would remove. */
export type Overview = { waiting: Waiting; health: Health; sample: number };

export async function overviewOf(db: Db, viewer: Pick<Viewer, "role">, now = new Date()) {
  const scan = await scanSections(db, now);
  const sample = await removableSample(db);
  return {
    waiting: await waitingFor(db, viewer, scan, now, getConfig().TIME_ZONE),
    health: siteHealth(scan, now, sample),
    sample,
  } satisfies Overview;
}

export async function healthOf(db: Db, now = new Date()): Promise<Health> {
  return siteHealth(await scanSections(db, now), now, await removableSample(db));
}

const removableSample = async (db: Db) =>
  (await countSample(db)).reduce((sum, c) => sum + c.count, 0);
