// The command line of `npm run bench`, read once.

export type BenchOptions = {
  build: boolean;
  /** Seconds of load per path. */
  seconds: number;
  /** CI's smoke run: one second per path, no waiting for the image warm-up. */
  quick: boolean;
  /** Repeats of the whole set of paths (memory after each shows any growth). */
  rounds: number;
  json?: string;
  /** A PostgreSQL server to run on (a fresh database is made on it) instead of PGlite. */
  postgres?: string;
  /** Extra environment for the server only (e.g. MALLOC_ARENA_MAX=2). */
  serverEnv: Record<string, string>;
  /** App servers on the one database (several only on PostgreSQL), each loaded in turn. */
  servers: number;
  /** Start the server as deploy/systemd/sic@.service does (its allocator lines), not as `npm start`. */
  unit: boolean;
};

export const USAGE = `npm run bench -- [options]
  --no-build          use the build/ that is there
  --duration SECONDS  load per path (default 10)
  --quick             1 s per path without waiting for the image warm-up (CI's smoke run)
  --rounds N          repeat the loads N times, memory after each (default 1)
  --json FILE         also write every figure as JSON
  --postgres URL      run on a fresh database made on this PostgreSQL server instead of PGlite
  --env NAME=VALUE    extra environment for the server only (repeatable)
  --servers N         N app servers on the --postgres database, each loaded in turn (default 1)
  --unit              start the server as the systemd unit does (jemalloc preloaded when
                      installed), not as the README's plain \`npm start\``;

export function parseOptions(args: string[]): BenchOptions {
  const options: BenchOptions = {
    build: true,
    seconds: 10,
    quick: false,
    rounds: 1,
    serverEnv: {},
    servers: 1,
    unit: false,
  };
  const value = (i: number, name: string) => {
    const v = args[i + 1];
    if (v === undefined || v.startsWith("--")) throw new Error(`${name} needs a value\n${USAGE}`);
    return v;
  };
  const positive = (text: string, name: string) => {
    const n = Number(text);
    if (!(n > 0)) throw new Error(`${name} must be a positive number, not ${text}`);
    return n;
  };
  let duration: number | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === "--no-build") options.build = false;
    else if (arg === "--quick") options.quick = true;
    else if (arg === "--unit") options.unit = true;
    else if (arg === "--duration") duration = positive(value(i++, arg), arg);
    else if (arg === "--rounds") options.rounds = Math.round(positive(value(i++, arg), arg));
    else if (arg === "--json") options.json = value(i++, arg);
    else if (arg === "--postgres") options.postgres = value(i++, arg);
    else if (arg === "--servers") options.servers = Math.round(positive(value(i++, arg), arg));
    else if (arg === "--env") {
      const pair = value(i++, arg);
      const at = pair.indexOf("=");
      if (at < 1) throw new Error(`--env takes NAME=VALUE, not ${pair}`);
      options.serverEnv[pair.slice(0, at)] = pair.slice(at + 1);
    } else if (arg === "--help" || arg === "-h") {
      console.log(USAGE);
      process.exit(0);
    } else throw new Error(`Unknown option ${arg}\n${USAGE}`);
  }
  options.seconds = duration ?? (options.quick ? 1 : 10);
  if (options.servers > 1 && !options.postgres)
    throw new Error("--servers N needs --postgres URL: the embedded database allows one server");
  return options;
}
