// The server Playwright's webServer runs: production build, fresh data directory, a known admin.
import { freePort } from "./ports.ts";
import { E2E_ADMIN, freshDataDir } from "./server.ts";

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
console.log(`e2e server data directory: ${dataDir}`);
await import("../../server/index.ts");
