// A real nginx for tests, run as the current user in a temporary folder on loopback ports, with
// the site configuration docs/deploy.md tells people to install (deploy/nginx/sic.conf).
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export const SITE_CONF = path.resolve(import.meta.dirname, "../../deploy/nginx/sic.conf");

/** nginx's path, or undefined where it is missing (never in CI: the deployment test must run). */
export function nginxBinary(): string | undefined {
  const dirs = [...(process.env.PATH ?? "").split(path.delimiter), "/usr/sbin"];
  const found = dirs.map((d) => path.join(d, "nginx")).find((f) => isExecutable(f));
  if (!found && process.env.CI)
    throw new Error("CI needs nginx for the deployment test: apt-get install nginx");
  if (!found) console.warn("nginx is not installed: the deployment test is skipped");
  return found;
}

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** A self-signed certificate for `localhost` (key and certificate as PEM files in `dir`). */
export function selfSignedCertificate(dir: string): { certificate: string; key: string } {
  const certificate = path.join(dir, "cert.pem");
  const key = path.join(dir, "key.pem");
  // biome-ignore format: the options read best in their pairs
  execFileSync("openssl", [
    "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
    "-keyout", key, "-out", certificate, "-days", "2", "-subj", "/CN=localhost",
    "-addext", "subjectAltName=DNS:localhost",
  ], { stdio: "pipe" });
  return { certificate, key };
}

export type SiteValues = {
  serverName: string;
  httpPort: number;
  httpsPort: number;
  upstreamPorts: [number, number];
  certificate: string;
  key: string;
  cacheDir: string;
  logDir: string;
};

/**
 * deploy/nginx/sic.conf with the example site's values replaced, as its header lists them. Every
 * value must still be in the file: a change there that this does not know of fails the test
 * rather than testing something else.
 */
export function renderSiteConf(text: string, v: SiteValues): string {
  const swaps: [string | RegExp, string][] = [
    ["/etc/letsencrypt/live/incubation.example.edu/fullchain.pem", v.certificate],
    ["/etc/letsencrypt/live/incubation.example.edu/privkey.pem", v.key],
    ["incubation.example.edu", v.serverName],
    // IPv6 listeners: loopback IPv4 is all a test needs, and some containers have no IPv6.
    [/^ *listen \[::\]:\d+.*\n/gm, ""],
    ["listen 443 ", `listen 127.0.0.1:${v.httpsPort} `],
    ["listen 80;", `listen 127.0.0.1:${v.httpPort};`],
    ["127.0.0.1:3001", `127.0.0.1:${v.upstreamPorts[0]}`],
    ["127.0.0.1:3002", `127.0.0.1:${v.upstreamPorts[1]}`],
    ["/var/cache/nginx/sic", v.cacheDir],
    ["/var/log/nginx/", `${v.logDir}/`],
  ];
  let out = text;
  for (const [from, to] of swaps) {
    const found = typeof from === "string" ? out.includes(from) : from.test(out);
    if (!found) throw new Error(`${SITE_CONF} no longer contains ${from}: update renderSiteConf`);
    out = typeof from === "string" ? out.replaceAll(from, to) : out.replace(from, to);
  }
  return out;
}

export type RunningNginx = { prefix: string; log: () => string; stop: () => Promise<void> };

/**
 * Runs nginx in the foreground with `site` inside its http block. Everything nginx writes (pid,
 * logs, temporary bodies) stays under `prefix`; it listens only where `site` says.
 */
export async function startNginx(
  binary: string,
  prefix: string,
  site: string,
  readyPort: number,
  /** More of the http block, around the site (a benchmark sets what Debian's nginx.conf sets). */
  http = "",
): Promise<RunningNginx> {
  const temp = path.join(prefix, "temp");
  fs.mkdirSync(temp, { recursive: true });
  fs.writeFileSync(path.join(prefix, "sic.conf"), site);
  // As root nginx would hand its workers to "nobody", who may not enter our temporary folders.
  const user = process.getuid?.() === 0 ? `user ${os.userInfo().username};` : "";
  const temps = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((kind) => `${kind}_temp_path ${temp}/${kind};`)
    .join("\n  ");
  const main = `${user}
worker_processes 1;
pid ${prefix}/nginx.pid;
events { worker_connections 256; }
http {
  ${temps}
  ${http}
  include ${prefix}/sic.conf;
}
`;
  fs.writeFileSync(path.join(prefix, "nginx.conf"), main);
  const errorLog = path.join(prefix, "error.log");
  let output = "";
  const child: ChildProcess = spawn(
    binary,
    ["-p", prefix, "-c", path.join(prefix, "nginx.conf"), "-e", errorLog, "-g", "daemon off;"],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  child.stdout?.on("data", (d) => {
    output += d;
  });
  child.stderr?.on("data", (d) => {
    output += d;
  });
  const log = () => {
    const file = fs.existsSync(errorLog) ? fs.readFileSync(errorLog, "utf8") : "";
    return `${output}${file}`;
  };
  const deadline = Date.now() + 10_000;
  while (!(await listening(readyPort))) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}):\n${log()}`);
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`nginx did not listen on ${readyPort}:\n${log()}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    prefix,
    log,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}
