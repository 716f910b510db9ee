import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LanguageSchema } from '@shared/contracts/settings';
import type { Config } from '../config';
import type { DB } from '../db/database';
import { nowIso } from '../db/database';
import { randomToken, sha256 } from './crypto';
import { AppError } from './errors';

/**
 * Sessions: an opaque random id in an HttpOnly cookie, stored only as its SHA-256, with an idle
 * and an absolute expiry. Rows live in the database so that any process can serve any request.
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
  if (previous) await db.deleteFrom('sessions').where('id', '=', sha256(previous)).execute();
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
  if (token) await db.deleteFrom('sessions').where('id', '=', sha256(token)).execute();
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
}

function isUsable(row: { expires_at: string; last_seen_at: string }, now: number): boolean {
  return Date.parse(row.expires_at) > now && Date.parse(row.last_seen_at) + SESSION_IDLE_MS > now;
}

async function loadUser(
  db: DB,
  config: Config,
  token: string,
): Promise<{ user: AuthUser; language?: string } | null> {
  const id = sha256(token);
  const row = await db
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
    .where('sessions.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const now = Date.now();
  if (!isUsable(row, now)) {
    await db.deleteFrom('sessions').where('id', '=', id).execute();
    return null;
  }
  if (Date.parse(row.last_seen_at) + TOUCH_INTERVAL_MS < now) {
    await db
      .updateTable('sessions')
      .set({ last_seen_at: nowIso(new Date(now)) })
      .where('id', '=', id)
      .execute();
  }
  let language: string | undefined;
  if (row.settings) {
    try {
      language = (JSON.parse(row.settings) as { language?: string }).language;
    } catch {
      language = undefined;
    }
  }
  return {
    user: {
      id: row.user_id,
      email: row.email,
      householdId: row.household_id,
      householdRole: row.role,
      isAdmin: config.adminEmails.includes(row.email.toLowerCase()),
      sessionId: row.session_id,
    },
    language,
  };
}

export function registerSessions(app: FastifyInstance, db: DB, config: Config): void {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    request.user = null;
    if (!request.url.startsWith('/api/')) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token || token.length > 100) return;
    const loaded = await loadUser(db, config, token);
    if (!loaded) return;
    request.user = loaded.user;
    const lang = LanguageSchema.safeParse(loaded.language);
    if (lang.success) request.preferredLanguage = lang.data;
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
