// `--postgres URL`: the server runs on a database of its own, made empty on that PostgreSQL server
// (so it seeds the sample content like a fresh PGlite) and dropped afterwards.
import { randomBytes } from "node:crypto";
import pg from "pg";

export async function freshPostgresDatabase(
  serverUrl: string,
): Promise<{ url: string; host: string; drop: () => Promise<void> }> {
  const name = `bench_${process.pid}_${randomBytes(4).toString("hex")}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    // The host alone: the URL may carry a password, which has no place in a printed table.
    host: url.host,
    // WITH (FORCE): the server was just stopped; a connection it has not hung up yet must not
    // leave a benchmark database behind.
    drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
