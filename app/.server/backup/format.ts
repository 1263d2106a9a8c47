// The backup file (docs/backup.md): gzip-compressed UTF-8 text in PostgreSQL's own dialect.
//
//   -- sic-backup {"format":1,"app":"0.13.0","created":"…","database":"pglite","migrations":[…]}
//   SET client_encoding = 'UTF8';
//   COPY public."ideas" ("id", "name", …) FROM stdin;
//   1	Asha	…            (COPY text format, copy-text.ts)
//   \.
//   SELECT pg_catalog.setval('public."ideas_id_seq"', 42, true);
//
// The first line says which release made it and which migrations its schema had; psql can load
// the rest into a database whose schema is at that migration (`gunzip -c FILE | psql`).
import { quoteIdent } from "./catalog";

export const FORMAT = 1;
const MAGIC = "-- sic-backup ";

export type BackupHeader = {
  format: number;
  /** The release (package.json version) that wrote the file. */
  app: string;
  created: string;
  database: "pglite" | "postgres";
  /** The schema's migrations, oldest first: journal tag, file hash and journal time. */
  migrations: { tag: string; hash: string; when: number }[];
};

export const headerLine = (header: BackupHeader) => `${MAGIC}${JSON.stringify(header)}`;

export class NotABackupError extends Error {}

export function parseHeader(line: string): BackupHeader {
  if (!line.startsWith(MAGIC)) throw new NotABackupError("This file is not a site backup.");
  let header: BackupHeader;
  try {
    header = JSON.parse(line.slice(MAGIC.length)) as BackupHeader;
  } catch {
    throw new NotABackupError("The backup's first line is damaged.");
  }
  if (header.format !== FORMAT || !Array.isArray(header.migrations)) {
    throw new NotABackupError(
      `This backup is in format ${header.format}; this release reads format ${FORMAT}.`,
    );
  }
  return header;
}

export const PREAMBLE = [
  "SET client_encoding = 'UTF8';",
  "SET standard_conforming_strings = on;",
  "BEGIN;",
];
/** The file's last line: a file without it was cut short. */
export const POSTAMBLE_LINE = "COMMIT;";
export const END_OF_DATA = "\\.";

export const copyStatement = (table: string, columns: string[]) =>
  `COPY public.${quoteIdent(table)} (${columns.map(quoteIdent).join(", ")}) FROM stdin;`;

const COPY = /^COPY public\."((?:[^"]|"")+)" \((.*)\) FROM stdin;$/;

/** The table and columns of a COPY line, or undefined when the line is something else. */
export function parseCopyStatement(line: string): { table: string; columns: string[] } | undefined {
  const match = COPY.exec(line);
  if (!match) return undefined;
  const columns = [...(match[2] ?? "").matchAll(/"((?:[^"]|"")+)"/g)].map((m) =>
    (m[1] ?? "").replace(/""/g, '"'),
  );
  return { table: (match[1] ?? "").replace(/""/g, '"'), columns };
}

export const setvalStatement = (sequence: string, value: string) =>
  `SELECT pg_catalog.setval('public.${quoteIdent(sequence).replace(/'/g, "''")}', ${value}, true);`;

const SETVAL = /^SELECT pg_catalog\.setval\('public\."((?:[^"]|"")+)"', (\d+), true\);$/;

export function parseSetval(line: string): { sequence: string; value: string } | undefined {
  const match = SETVAL.exec(line);
  if (!match) return undefined;
  return { sequence: (match[1] ?? "").replace(/""/g, '"'), value: match[2] ?? "" };
}
