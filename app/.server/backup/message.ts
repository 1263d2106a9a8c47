// How a finished backup is reported, by the CLI and through the server's socket alike.
import type { BackupSummary } from "./dump";

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export function backupMessage(s: BackupSummary): string {
  return (
    `Backup written: ${s.file} (${megabytes(s.bytes)}${s.encrypted ? ", encrypted" : ""}; ` +
    `${s.rows} rows in ${s.tables} tables; ` +
    `${(s.ms / 1000).toFixed(1)} s)`
  );
}
