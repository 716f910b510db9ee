import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LanguageSchema, type Language } from '@shared/contracts/settings';
import type { Config } from '../config';
import type { DB } from '../db/database';
import { nowIso, precompiledRead } from '../db/database';
import { randomToken, sha256 } from './crypto';
import { AppError } from './errors';
import { sessionCacheFor, type CachedSession, type SessionCache } from './session-cache';

/**
 * Sessions: an opaque random id in an HttpOnly cookie, stored only as its SHA-256, with an idle
 * and an absolute expiry. Rows live in the database so that any process can serve any request;
 * each process keeps what it read for a few seconds (session-cache.ts, docs/decisions/0006).
 */
export const SESSION_COOKIE = 'larder_session';
export const SESSION_IDLE_MS = 14 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 60 * 24 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, so reads stay reads. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export type AuthUser = {
  id: string;
  email: string;
  householdId: string;
  householdRole: 'owner' | 'admin' | 'member';
  isAdmin: boolean;
  sessionId: string;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null; set for every /api request. */
    user: AuthUser | null;
  }
}

export type SessionMeta = { userAgent?: string | undefined; ip?: string | undefined };

export function sessionCookieOptions(config: Config) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.isProduction,
    path: '/',
    maxAge: Math.floor(SESSION_ABSOLUTE_MS / 1000),
  };
}

/** Creates a session row and sets its cookie. Any session the browser already had is ended (rotation). */
export async function startSession(
  db: DB,
  config: Config,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
): Promise<void> {
  const previous = request.cookies[SESSION_COOKIE];
  if (previous) {
    const previousId = sha256(previous);
    await db.deleteFrom('sessions').where('id', '=', previousId).execute();
    forgetSession(db, previousId);
  }
  const token = randomToken(32);
  const now = new Date();
  await db
    .insertInto('sessions')
    .values({
      id: sha256(token),
      user_id: userId,
      created_at: nowIso(now),
      last_seen_at: nowIso(now),
      expires_at: nowIso(new Date(now.getTime() + SESSION_ABSOLUTE_MS)),
      user_agent: request.headers['user-agent']?.slice(0, 512) ?? null,
      ip: request.ip ?? null,
    })
    .execute();
  reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(config));
}

export async function endSession(
  db: DB,
  config: Config,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const token = request.cookies[SESSION_COOKIE];
  if (token) {
    const id = sha256(token);
    await db.deleteFrom('sessions').where('id', '=', id).execute();
    forgetSession(db, id);
  }
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    secure: config.isProduction,
    httpOnly: true,
    sameSite: 'lax',
  });
}

export async function endAllSessions(db: DB, userId: string, exceptSessionId?: string): Promise<void> {
  let q = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (exceptSessionId) q = q.where('id', '!=', exceptSessionId);
  await q.execute();
  forgetUserSessions(db, userId, exceptSessionId);
}

/*
 * The session cache (session-cache.ts) of this process must hear about every change to what it
 * holds: a session row deleted, or a user's email, household membership or language changed.
 * Call these after the change is committed, with the database (not a transaction) the app uses.
 */

/** After deleting one session row by its id (the SHA-256 of the token). */
export function forgetSession(db: DB, sessionId: string): void {
  sessionCacheFor(db).forgetSession(sessionId);
}

/** After deleting a user's sessions or changing their email, membership or language. */
export function forgetUserSessions(db: DB, userId: string, exceptSessionId?: string): void {
  sessionCacheFor(db).forgetUser(userId, exceptSessionId);
}

/** After a change that touches other users too (an account deleted hands its household on). */
export function forgetAllSessions(db: DB): void {
  sessionCacheFor(db).clear();
}

type SessionRow = {
  session_id: string;
  expires_at: string;
  last_seen_at: string;
  user_id: string;
  email: string;
  household_id: string;
  role: 'owner' | 'admin' | 'member';
  settings: string | null;
};

/** The one query behind every signed-in request, compiled once. */
const selectSession = precompiledRead((db, params: { id: string }) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .innerJoin('household_members', 'household_members.user_id', 'users.id')
    .leftJoin('user_settings', 'user_settings.user_id', 'users.id')
    .select([
      'sessions.id as session_id',
      'sessions.expires_at',
      'sessions.last_seen_at',
      'users.id as user_id',
      'users.email',
      'household_members.household_id',
      'household_members.role',
      'user_settings.settings',
    ])
    .where('sessions.id', '=', params.id),
);

function languageOf(settings: string | null): Language | undefined {
  if (!settings) return undefined;
  try {
    const parsed = LanguageSchema.safeParse((JSON.parse(settings) as { language?: unknown }).language);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

function toCachedSession(row: SessionRow): CachedSession {
  return {
    sessionId: row.session_id,
    userId: row.user_id,
    email: row.email,
    householdId: row.household_id,
    householdRole: row.role,
    language: languageOf(row.settings),
    expiresAt: Date.parse(row.expires_at),
    lastSeenAt: Date.parse(row.last_seen_at),
  };
}

const isUsable = (session: CachedSession, now: number): boolean =>
  session.expiresAt > now && session.lastSeenAt + SESSION_IDLE_MS > now;

/**
 * The session of a token, from the cache or the database; null when there is none or it has
 * expired (the row is then deleted). Writes last_seen_at at most once per TOUCH_INTERVAL_MS.
 * Answers synchronously on a cache hit that needs no write, which is the common case.
 */
function resolveSession(db: DB, id: string): CachedSession | null | Promise<CachedSession | null> {
  const cache = sessionCacheFor(db);
  const now = Date.now();
  const cached = cache.get(id, now);
  if (cached && isUsable(cached, now) && cached.lastSeenAt + TOUCH_INTERVAL_MS >= now) return cached;
  return loadSession(db, cache, id, cached);
}

async function loadSession(
  db: DB,
  cache: SessionCache,
  id: string,
  cached: CachedSession | undefined,
): Promise<CachedSession | null> {
  const generation = cache.currentGeneration();
  let session = cached;
  if (!session) {
    const row = await selectSession.first(db, { id });
    if (!row) return null;
    session = toCachedSession(row);
  }
  const now = Date.now();
  if (!isUsable(session, now)) {
    await db.deleteFrom('sessions').where('id', '=', id).execute();
    forgetSession(db, id);
    return null;
  }
  if (session.lastSeenAt + TOUCH_INTERVAL_MS < now) {
    await db
      .updateTable('sessions')
      .set({ last_seen_at: nowIso(new Date(now)) })
      .where('id', '=', id)
      .execute();
    session = { ...session, lastSeenAt: now };
    if (cached) cache.update(session);
  }
  if (!cached) cache.set(session, generation, now);
  return session;
}

function toAuthUser(config: Config, session: CachedSession): AuthUser {
  return {
    id: session.userId,
    email: session.email,
    householdId: session.householdId,
    householdRole: session.householdRole,
    isAdmin: config.adminEmails.includes(session.email.toLowerCase()),
    sessionId: session.sessionId,
  };
}

export function registerSessions(app: FastifyInstance, db: DB, config: Config): void {
  app.decorateRequest('user', null);
  const apply = (request: FastifyRequest, session: CachedSession | null) => {
    if (!session) return;
    request.user = toAuthUser(config, session);
    if (session.language) request.preferredLanguage = session.language;
  };
  // A callback hook, not an async one: a cache hit then costs no promise at all.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!request.url.startsWith('/api/')) return done();
    const token = request.cookies[SESSION_COOKIE];
    if (!token || token.length > 100) return done();
    const resolved = resolveSession(db, sha256(token));
    if (resolved instanceof Promise) {
      resolved.then((session) => {
        apply(request, session);
        done();
      }, done);
      return;
    }
    apply(request, resolved);
    done();
  });
}

/** Guard for handlers: the signed-in user, or 401. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError('UNAUTHENTICATED');
  return request.user;
}

export function requireAdmin(request: FastifyRequest): AuthUser {
  const user = requireUser(request);
  if (!user.isAdmin) throw new AppError('FORBIDDEN');
  return user;
}
