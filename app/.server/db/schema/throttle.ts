import { bigint, integer, pgTable, text } from "drizzle-orm/pg-core";

/**
 * Counters of attempts (logins, password-reset requests, idea submissions...) per key, shared
 * by every app server. A fixed window: `count` attempts since `windowStart` (ms since the epoch).
 */
export const throttle = pgTable("throttle", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowStart: bigint("window_start", { mode: "number" }).notNull(),
});
