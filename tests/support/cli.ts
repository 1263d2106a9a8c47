// Running the shell commands (`npm run users`, `backup`, `restore`) as an IT person would: a child
// process with only the given database settings, no first admin and no sample content of its own.
import { spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

export type CliEnv = { DATA_DIR: string; DATABASE_URL?: string };
export type Run = { code: number | null; stdout: string; stderr: string };

/** `npm run <script> -- ...args`; `stdin` is piped in. */
export function runScript(
  script: "users" | "backup" | "restore" | "content",
  args: string[],
  env: CliEnv,
  stdin = "",
): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(root, "node_modules/tsx/dist/cli.mjs"), `scripts/${script}.ts`, ...args],
      {
        cwd: root,
        env: {
          ...process.env,
          SEED: "0",
          ADMIN_EMAIL: "",
          ADMIN_PASSWORD: "",
          DATABASE_URL: "",
          ...env,
        },
        stdio: ["pipe", "pipe", "pipe"],
      },
    );
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => {
      stdout += d;
    });
    child.stderr.on("data", (d) => {
      stderr += d;
    });
    child.on("error", reject);
    child.on("exit", (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin);
  });
}
