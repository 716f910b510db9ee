import type { LoginFailureCounts } from './auth.repository';

/**
 * How failed sign-ins slow an attacker without locking the owner out. Failures are counted per
 * account and per address together, over a sliding window:
 * - from one address, the first few failures at an account go without delay; after them each
 *   further attempt from that address waits twice as long as the one before (1 s, 2 s, 4 s … up
 *   to 15 minutes), answered 429 with Retry-After and without looking at the password;
 * - once an account has had a few failures from anywhere, every sign-in to it needs the human
 *   check (the same widget as registration), and the right password with a passed check goes
 *   through from any address that is not waiting.
 * So whoever knows an email can no longer keep its owner out: the owner, from another address,
 * passes the check and signs in, while each guessing address slows to a few tries an hour.
 */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** Failures of one account, from anywhere, after which its sign-ins need the human check. */
export const HUMAN_CHECK_AFTER_FAILURES = 3;
/** Failures from one address at one account that cost nothing; the backoff starts after them. */
export const FREE_FAILURES_PER_ADDRESS = 5;
export const FIRST_BACKOFF_MS = 1000;
export const MAX_BACKOFF_MS = LOGIN_FAILURE_WINDOW_MS;

/** How long after its latest failure an address must wait before its next attempt. */
export function backoffMs(addressFailures: number): number {
  if (addressFailures < FREE_FAILURES_PER_ADDRESS) return 0;
  const doublings = addressFailures - FREE_FAILURES_PER_ADDRESS;
  // 2 ** 20 s is past the cap already; stop doubling before the number gets silly.
  return Math.min(FIRST_BACKOFF_MS * 2 ** Math.min(doublings, 20), MAX_BACKOFF_MS);
}

export type LoginGate =
  { kind: 'wait'; retryAfterSeconds: number } | { kind: 'open'; needsHumanCheck: boolean };

/** What a sign-in attempt meets, from the account's recent failures and this address's share. */
export function loginGate(counts: LoginFailureCounts, now: Date): LoginGate {
  const last = counts.lastFromAddressAt?.getTime();
  const waitUntil = last === undefined ? 0 : last + backoffMs(counts.address);
  if (waitUntil > now.getTime())
    return { kind: 'wait', retryAfterSeconds: Math.ceil((waitUntil - now.getTime()) / 1000) };
  return { kind: 'open', needsHumanCheck: counts.account >= HUMAN_CHECK_AFTER_FAILURES };
}
