import type { Language } from '@shared/contracts/settings';
import type { Executor } from '../db/database';

/**
 * A short-lived, per-process copy of the session rows that requests resolve (docs/decisions/0006).
 * Every signed-in request used to join sessions, users, membership and settings; most of those
 * lookups now come from here. Entries live SESSION_CACHE_TTL_MS at most, so a change made by
 * another process (a revoked session, a new role) is seen within that time; changes made in this
 * process forget the affected entries at once (see the forget functions in sessions.ts).
 */
export const SESSION_CACHE_TTL_MS = 5_000;
/** Bounds memory: past this many entries the oldest are dropped first (Map keeps insertion order). */
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

/** What a request needs from its session; frozen because one object serves many requests. */
export type CachedSession = Readonly<{
  sessionId: string;
  userId: string;
  email: string;
  householdId: string;
  householdRole: 'owner' | 'admin' | 'member';
  language: Language | undefined;
  expiresAt: number;
  /** Last time written to sessions.last_seen_at (milliseconds). */
  lastSeenAt: number;
}>;

type Entry = { session: CachedSession; cachedAt: number };

export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /**
   * Bumped by every forget. A lookup that started before a forget must not store what it read:
   * the row may be the one just revoked.
   */
  private generation = 0;

  constructor(
    private readonly ttlMs = SESSION_CACHE_TTL_MS,
    private readonly maxEntries = SESSION_CACHE_MAX_ENTRIES,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** The generation to hand back to set() after reading the row from the database. */
  currentGeneration(): number {
    return this.generation;
  }

  get(sessionId: string, now: number): CachedSession | undefined {
    const entry = this.entries.get(sessionId);
    if (!entry) return undefined;
    if (now - entry.cachedAt >= this.ttlMs) {
      this.entries.delete(sessionId);
      return undefined;
    }
    return entry.session;
  }

  /** Stores a row read at `generation`; does nothing if anything was forgotten since. */
  set(session: CachedSession, generation: number, now: number): void {
    if (generation !== this.generation) return;
    this.entries.delete(session.sessionId);
    // Entries are in the order they were stored, so the expired ones are at the front.
    for (const [id, entry] of this.entries) {
      if (now - entry.cachedAt < this.ttlMs) break;
      this.entries.delete(id);
    }
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(session.sessionId, { session: Object.freeze(session), cachedAt: now });
  }

  /** Replaces the stored row (say a newer last-seen time) without extending its lifetime. */
  update(session: CachedSession): void {
    const entry = this.entries.get(session.sessionId);
    if (entry) entry.session = Object.freeze(session);
  }

  forgetSession(sessionId: string): void {
    this.generation += 1;
    this.entries.delete(sessionId);
  }

  forgetUser(userId: string, exceptSessionId?: string): void {
    this.generation += 1;
    for (const [id, entry] of this.entries) {
      if (entry.session.userId === userId && id !== exceptSessionId) this.entries.delete(id);
    }
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }
}

/** One cache per database: tests run many apps, each on a database of its own, in one process. */
const caches = new WeakMap<Executor, SessionCache>();

export function sessionCacheFor(db: Executor): SessionCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new SessionCache();
    caches.set(db, cache);
  }
  return cache;
}
