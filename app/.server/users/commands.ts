// Runs one users command against a database: shared by the CLI (database opened by itself)
// and the admin socket of a running server, so both paths behave the same.

import type { Actor } from "~/.server/audit/audit-log";
import type { Account } from "~/.server/auth/identity";
import type { Db } from "~/.server/db/database";
import { DomainError } from "~/.server/errors";
import {
  createUser,
  listUsers,
  removeUser,
  revokeSessions,
  setPassword,
  setRole,
} from "./accounts";
import type { UsersCommand } from "./cli-args";

export type CommandReply =
  | { ok: true; message: string; accounts?: Account[] }
  | { ok: false; error: string };

export async function runUsersCommand(
  db: Db,
  actor: Actor,
  command: UsersCommand,
): Promise<CommandReply> {
  try {
    switch (command.op) {
      case "list": {
        const accounts = await listUsers(db);
        return { ok: true, message: `${accounts.length} account(s)`, accounts };
      }
      case "add": {
        if (!command.password) return { ok: false, error: "add needs a password." };
        const a = await createUser(db, actor, command);
        return { ok: true, message: `Added ${a.email} (${a.role}).` };
      }
      case "set-role": {
        const a = await setRole(db, actor, command.user, command.role);
        return { ok: true, message: `${a.email} is now ${a.role}.` };
      }
      case "reset-password": {
        if (!command.password) return { ok: false, error: "reset-password needs a password." };
        const a = await setPassword(db, actor, command.user, command.password);
        return { ok: true, message: `Password of ${a.email} set; its sessions were ended.` };
      }
      case "revoke-sessions": {
        const a = await revokeSessions(db, actor, command.user);
        return { ok: true, message: `Every session of ${a.email} was ended.` };
      }
      case "remove": {
        const a = await removeUser(db, actor, command.user);
        return { ok: true, message: `Removed ${a.email}.` };
      }
    }
  } catch (error) {
    if (error instanceof DomainError) return { ok: false, error: error.message };
    throw error;
  }
  return { ok: false, error: "Unknown command." };
}
