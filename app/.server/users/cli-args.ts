// Parsing `npm run users -- <command> [options]`: pure, so the rules are unit-tested.
import { isRole } from "~/.server/auth/permissions";
import type { Role } from "~/lib/viewer";

export type UsersCommand =
  | { op: "list" }
  | {
      op: "add";
      email: string;
      name: string;
      role: Role;
      password?: string;
      username?: string;
      phone?: string;
    }
  | { op: "set-role"; user: string; role: Role }
  | { op: "reset-password"; user: string; password?: string }
  | { op: "revoke-sessions"; user: string }
  | { op: "remove"; user: string };

export type ParsedArgs =
  | { ok: true; command: UsersCommand; json: boolean }
  | { ok: false; error: string }
  | { ok: true; help: true };

export const USAGE = `Manage accounts (works whether or not the server is running).

  npm run users -- list [--json]
  npm run users -- add --email E --name N --role admin|editor|reviewer|member [--password P] [--username U] [--phone P]
  npm run users -- set-role --email E --role admin|editor|reviewer|member
  npm run users -- reset-password --email E [--password P]
  npm run users -- revoke-sessions --email E
  npm run users -- remove --email E

Without --password, the password is read from standard input (typed, or piped: echo pw | ...).
--email also accepts the account's id.`;

const ALLOWED: Record<UsersCommand["op"], string[]> = {
  list: ["json"],
  add: ["email", "name", "role", "password", "username", "phone", "json"],
  "set-role": ["email", "role", "json"],
  "reset-password": ["email", "password", "json"],
  "revoke-sessions": ["email", "json"],
  remove: ["email", "json"],
};

/** `--key value`, `--key=value` and the flag `--json`; positional words after the command. */
function splitOptions(args: string[]) {
  const options: Record<string, string> = {};
  const positional: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (!arg.startsWith("--")) {
      positional.push(arg);
      continue;
    }
    const eq = arg.indexOf("=");
    const key = arg.slice(2, eq === -1 ? undefined : eq);
    if (key === "json" || key === "help") options[key] = "true";
    else if (eq !== -1) options[key] = arg.slice(eq + 1);
    else if (i + 1 < args.length && !args[i + 1].startsWith("--")) options[key] = args[++i];
    else throw new Error(`--${key} needs a value.`);
  }
  return { options, positional };
}

export function parseUsersArgs(argv: string[]): ParsedArgs {
  const [op, ...rest] = argv;
  if (!op || op === "help" || op === "--help" || op === "-h") return { ok: true, help: true };
  if (!(op in ALLOWED)) return { ok: false, error: `Unknown command "${op}".` };
  let split: ReturnType<typeof splitOptions>;
  try {
    split = splitOptions(rest);
  } catch (error) {
    return { ok: false, error: (error as Error).message };
  }
  const { options, positional } = split;
  if (options.help) return { ok: true, help: true };
  const unknown = Object.keys(options).filter(
    (k) => !ALLOWED[op as UsersCommand["op"]].includes(k),
  );
  if (unknown.length) return { ok: false, error: `Unknown option --${unknown[0]} for ${op}.` };
  const json = options.json === "true";
  // The account may also be given as the first word: `set-role a@b.c admin`.
  const user = options.email ?? positional[0];
  const role = options.role ?? (op === "set-role" ? positional[1] : undefined);
  const need = (value: string | undefined, what: string) =>
    value === undefined || value.trim() === "" ? `${op} needs ${what}.` : undefined;

  switch (op) {
    case "list":
      return { ok: true, command: { op }, json };
    case "add": {
      const missing =
        need(options.email, "--email") ??
        need(options.name, "--name") ??
        need(options.role, "--role");
      if (missing) return { ok: false, error: missing };
      if (!isRole(options.role))
        return { ok: false, error: "--role must be admin, editor, reviewer or member." };
      return {
        ok: true,
        json,
        command: {
          op,
          email: options.email,
          name: options.name,
          role: options.role,
          password: options.password,
          username: options.username,
          phone: options.phone,
        },
      };
    }
    case "set-role": {
      const missing = need(user, "--email") ?? need(role, "--role");
      if (missing) return { ok: false, error: missing };
      if (!isRole(role))
        return { ok: false, error: "--role must be admin, editor, reviewer or member." };
      return { ok: true, json, command: { op, user: user as string, role } };
    }
    case "reset-password": {
      const missing = need(user, "--email");
      if (missing) return { ok: false, error: missing };
      return { ok: true, json, command: { op, user: user as string, password: options.password } };
    }
    default: {
      const missing = need(user, "--email");
      if (missing) return { ok: false, error: missing };
      return {
        ok: true,
        json,
        command: { op: op as "remove" | "revoke-sessions", user: user as string },
      };
    }
  }
}

/** Commands that take a password, which then comes from stdin when --password is absent. */
export function needsPassword(command: UsersCommand): boolean {
  return (
    (command.op === "add" || command.op === "reset-password") && command.password === undefined
  );
}
