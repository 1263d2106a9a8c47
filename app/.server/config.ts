import path from "node:path";
import { z } from "zod";

const bool = z
  .enum(["1", "0", "true", "false", "yes", "no", ""])
  .transform((v) => v === "1" || v === "true" || v === "yes");
function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
const optionalText = z
  .string()
  .trim()
  .transform((v) => v || undefined)
  .optional();

/** Every environment variable the server reads, with its default. Documented in the README. */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: optionalText,
  /** The address visitors use, e.g. https://incubation.example.edu; defaults to http://localhost:PORT. */
  PUBLIC_URL: optionalText,
  /** Secret for session signing; when unset one is generated once and kept in the database. */
  AUTH_SECRET: optionalText,
  /** Take the client address from X-Forwarded-For (only behind a reverse proxy you run). */
  TRUST_PROXY: bool.default(false),
  /** One line of JSON per request on standard output (the test harnesses turn it off). */
  LOG_REQUESTS: bool.default(true),
  /**
   * Keep rendered pages for visitors without a session until content changes (issue 14);
   * `false` renders every request (for measuring, or to rule the cache out).
   */
  PAGE_CACHE: bool.default(true),
  /**
   * Lets a Prometheus elsewhere read /metrics with `Authorization: Bearer <token>`; without it
   * only this machine may (docs/operations-logs.md). Long enough not to be guessed.
   */
  METRICS_TOKEN: optionalText.refine(
    (v) => v === undefined || /^[\x21-\x7e]{32,}$/.test(v),
    "at least 32 characters, no spaces (e.g. the output of: openssl rand -hex 32)",
  ),
  ADMIN_EMAIL: optionalText,
  ADMIN_PASSWORD: optionalText,
  /** Display name of that first admin. */
  ADMIN_NAME: z.string().trim().min(1).default("Administrator"),
  /**
   * Failed logins allowed per client address, and per address and login name, in one window
   * (then 429 for that address); past the second from anywhere, the name is slowed, not locked.
   */
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  LOGIN_ACCOUNT_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  LOGIN_RATE_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  /** How long a session lasts without use; it is extended while in use (at most once a day). */
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  SMTP_URL: optionalText,
  MAIL_FROM: z.string().default("Incubation Centre <no-reply@localhost>"),
  IDEAS_EMAIL_TO: optionalText,
  FORM_SERVICE_URL: optionalText,
  FORM_SERVICE_ACCESS_KEY: optionalText,
  /**
   * Ideas accepted per client address per window. High, because a campus or hostel network
   * shows every student under one public address (docs/ideas.md, "Throttle"); it only stops a
   * flood. The per-e-mail limit, the honeypot and the timing check catch the rest.
   */
  IDEAS_RATE_LIMIT: z.coerce.number().int().min(1).default(60),
  /** Length of both idea windows (per address and per e-mail address). */
  IDEAS_RATE_WINDOW_MINUTES: z.coerce.number().int().min(1).default(10),
  /**
   * Ideas accepted per e-mail address per window: also caps how many acknowledgements one
   * mailbox can be sent by someone typing its address.
   */
  IDEAS_EMAIL_RATE_LIMIT: z.coerce.number().int().min(1).default(3),
  MEDIA_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(15 * 1024 * 1024),
  /** Largest PDF staff may attach to a notice (decision 017). */
  PDF_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(10 * 1024 * 1024),
  /**
   * Largest content file (the whole site's content and its pictures in one zip, docs/content-format.md)
   * an admin may import from the back office or the command line. The upload is held in memory
   * while it is checked: keep it well under the server's memory limit.
   */
  CONTENT_FILE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024 * 1024)
    .default(100 * 1024 * 1024),
  /**
   * The centre's time zone (IANA name): times in the back office (ideas inbox, audit log) are
   * shown in it, formatted on the server.
   */
  TIME_ZONE: z
    .string()
    .trim()
    .default("Asia/Kolkata")
    .refine(isTimeZone, "not a time zone this server knows (an IANA name, e.g. Asia/Kolkata)"),
  /**
   * How long a replaced image's old addresses keep answering (pages rendered just before the
   * switch may still ask for it); after that it is deleted, as long as nothing else uses it.
   */
  MEDIA_REPLACED_GRACE_MINUTES: z.coerce.number().int().min(1).default(60),
  SEED: bool.default(true),
  /** Make missing image variants in the background after start (tests turn it off). */
  MEDIA_WARMUP: bool.default(true),
  // Branding: names and outbound links are configuration, not code. Defaults are fictional.
  CENTRE_NAME: z.string().default("Sankalp Incubation Centre"),
  CENTRE_SHORT_NAME: z.string().default("SIC"),
  INSTITUTE_NAME: z.string().default("Ganga Institute of Technology"),
  INSTITUTE_URL: z.string().default("https://www.example.edu"),
  HOME_STATE: z.string().default("Bihar"),
  TINKERING_LAB_URL: z.string().default("https://tinkering.example.edu"),
  CONTACT_EMAIL: z.string().default("incubation@example.edu"),
  SOCIAL_LINKEDIN: optionalText,
  SOCIAL_INSTAGRAM: optionalText,
  SOCIAL_X: optionalText,
  SOCIAL_YOUTUBE: optionalText,
  SOCIAL_FACEBOOK: optionalText,
});

export type Config = z.infer<typeof envSchema> & { publicUrl: string; dataDir: string };

let cached: Config | undefined;

/** Reads and validates the environment once; a bad value stops the start with a clear message. */
export function getConfig(): Config {
  if (cached) return cached;
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  cached = {
    ...env,
    dataDir: path.resolve(env.DATA_DIR),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
  };
  return cached;
}

/** For tests that change the environment between cases. */
export function resetConfig() {
  cached = undefined;
}
