// How logins are throttled. An address that fails too often is refused for a while (per address,
// and per address and login name); an account under attack from many addresses is slowed down,
// never locked: its owner, from their own address, still gets in (security review F4).
//
// Counters are keyed by the login name as typed, normalised (e-mail and username lower-cased, a
// phone number's digits), never by the account it names: a known and an unknown name then count
// alike, so the throttle does not tell which names have accounts (F7).
import type { Db } from "~/.server/db/database";
import { DomainError } from "~/.server/errors";
import {
  isOverLimit,
  retryAfterSeconds,
  slowDownMs,
  tooManyAttemptsMessage,
} from "~/.server/throttle/rules";
import { clear, hit, refund } from "~/.server/throttle/store";
import { looksLikePhone, normalisePhone } from "./identity";

export type LoginLimits = { perAddress: number; perAccount: number; windowMs: number };

/** The login name as the throttle counts it: one key for every spelling of one name. */
export function loginKey(login: string): string {
  const value = login.trim();
  return looksLikePhone(value) ? normalisePhone(value) : value.toLowerCase();
}

const keys = (ip: string, login: string) => ({
  address: `login:ip:${ip}`,
  addressName: `login:ip-name:${ip}|${loginKey(login)}`,
  name: `login:name:${loginKey(login)}`,
});

/**
 * Counts one attempt before the password is checked (counting first keeps a burst of parallel
 * guesses from slipping past the limit). Throws 429 when this address is over its limit, or over
 * its limit for this name; otherwise waits as long as the name is under attack from elsewhere.
 */
export async function countLoginAttempt(
  db: Db,
  ip: string,
  login: string,
  limits: LoginLimits,
  now = Date.now(),
  wait: (ms: number) => Promise<void> = sleep,
): Promise<void> {
  const k = keys(ip, login);
  // An address over its limit adds no further rows: the table cannot be grown from one place.
  const byAddress = await hit(db, k.address, limits.windowMs, now);
  if (isOverLimit(byAddress, limits.perAddress)) throw refusal(byAddress, now, limits);
  const byAddressName = await hit(db, k.addressName, limits.windowMs, now);
  if (isOverLimit(byAddressName, limits.perAccount)) throw refusal(byAddressName, now, limits);
  const byName = await hit(db, k.name, limits.windowMs, now);
  const delay = slowDownMs(byName.count, limits.perAccount);
  if (delay) await wait(delay);
}

/** After a successful login: this address and name start afresh, the address gets its try back. */
export async function loginSucceeded(db: Db, ip: string, login: string) {
  const k = keys(ip, login);
  await clear(db, k.addressName);
  await clear(db, k.name);
  await refund(db, k.address);
}

function refusal(window: { count: number; windowStart: number }, now: number, limits: LoginLimits) {
  const wait = retryAfterSeconds(window, now, limits.windowMs);
  return new DomainError(tooManyAttemptsMessage(wait), 429, { retryAfter: wait });
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
