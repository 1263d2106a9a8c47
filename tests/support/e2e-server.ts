// The server Playwright's webServer runs: production build, fresh data directory, a known admin.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { freePort } from "./ports.ts";
import { E2E_ADMIN, freshDataDir } from "./server.ts";
import { startSmtp } from "./smtp.ts";

const dataDir = freshDataDir("e2e");
process.env.NODE_ENV = "production";
process.env.DATA_DIR = dataDir;
// Playwright passes the port it chose; run by hand, a free one (never a fixed port that another
// run or checkout may hold).
process.env.PORT ??= String(await freePort());
process.env.HOST = "127.0.0.1";
process.env.PUBLIC_URL = `http://localhost:${process.env.PORT}`;
process.env.ADMIN_EMAIL = E2E_ADMIN.email;
process.env.ADMIN_PASSWORD = E2E_ADMIN.password;
process.env.ADMIN_NAME = E2E_ADMIN.name;
// Variants are made on first request instead: the warm-up would compete with the browsers.
process.env.MEDIA_WARMUP = "false";
// Playwright prints the server's output: one line per request would bury the stories' own.
process.env.LOG_REQUESTS = "false";
// The mail stories' server: a real SMTP server beside it keeps every message as a file in
// E2E_MAIL_DIR, named by recipient, for the story to open (the links in them, the language).
if (process.env.E2E_MAIL_DIR) {
  const dir = process.env.E2E_MAIL_DIR;
  let count = 0;
  const smtp = await startSmtp(0, (message) => {
    const name = `${String(++count).padStart(4, "0")}-${message.to.join(",")}.eml`;
    writeFileSync(join(dir, name), message.raw);
  });
  process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
}
console.log(`e2e server data directory: ${dataDir}`);
await import("../../server/index.ts");
