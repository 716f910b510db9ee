import { LanguageSchema, type Language } from '@shared/contracts/settings';
import { uuidv7 } from '@shared/ids';
import type { DB } from '../../db/database';
import { nowIso, toNumber } from '../../db/database';
import type { AuthTokensTable, SessionsTable } from '../../db/types';
import type { Executor } from '../../db/database';

export type AuthTokenKind = AuthTokensTable['kind'];

// Failed logins -------------------------------------------------------------------------------

export async function recordLoginFailure(db: DB, emailNormalized: string, now: Date): Promise<void> {
  await db
    .insertInto('login_failures')
    .values({ id: uuidv7(now.getTime()), email_normalized: emailNormalized, created_at: nowIso(now) })
    .execute();
}

export async function countLoginFailuresSince(db: DB, emailNormalized: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('login_failures')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('email_normalized', '=', emailNormalized)
    .where('created_at', '>', nowIso(since))
    .executeTakeFirst();
  return toNumber(row?.n as number | string | undefined);
}

export async function deleteLoginFailures(db: Executor, emailNormalized: string): Promise<void> {
  await db.deleteFrom('login_failures').where('email_normalized', '=', emailNormalized).execute();
}

/** Failures older than the window count for nothing; dropping them keeps the table small. */
export async function deleteLoginFailuresBefore(db: DB, before: Date): Promise<void> {
  await db.deleteFrom('login_failures').where('created_at', '<', nowIso(before)).execute();
}

// Single-use tokens ---------------------------------------------------------------------------

export async function insertAuthToken(
  db: Executor,
  row: {
    tokenHash: string;
    userId: string;
    kind: AuthTokenKind;
    payload: string | null;
    expiresAt: Date;
    now: Date;
  },
): Promise<void> {
  await db
    .insertInto('auth_tokens')
    .values({
      id: uuidv7(row.now.getTime()),
      token_hash: row.tokenHash,
      user_id: row.userId,
      kind: row.kind,
      payload: row.payload,
      expires_at: nowIso(row.expiresAt),
      used_at: null,
      created_at: nowIso(row.now),
    })
    .execute();
}

/** Drops a user's unused tokens of one kind, so that only the newest link works. */
export async function deleteUnusedAuthTokens(
  db: Executor,
  userId: string,
  kind: AuthTokenKind,
): Promise<void> {
  await db
    .deleteFrom('auth_tokens')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .execute();
}

/**
 * Marks a live token as used and returns its owner and payload; undefined when it is unknown,
 * of another kind, spent or expired. The conditional update is the check, so a token passes once
 * even when two requests race.
 */
export async function consumeAuthToken(
  db: Executor,
  tokenHash: string,
  kind: AuthTokenKind,
  now: Date,
): Promise<{ userId: string; payload: string | null } | undefined> {
  const row = await db
    .updateTable('auth_tokens')
    .set({ used_at: nowIso(now) })
    .where('token_hash', '=', tokenHash)
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowIso(now))
    .returning(['user_id', 'payload'])
    .executeTakeFirst();
  return row ? { userId: row.user_id, payload: row.payload } : undefined;
}

// Users ---------------------------------------------------------------------------------------

export async function updatePasswordHash(db: Executor, userId: string, passwordHash: string, now: Date) {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: nowIso(now) })
    .where('id', '=', userId)
    .execute();
}

/** Sets email_verified_at unless it is already set (the first confirmation is the one kept). */
export async function markEmailVerified(db: Executor, userId: string, now: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ email_verified_at: nowIso(now), updated_at: nowIso(now) })
    .where('id', '=', userId)
    .where('email_verified_at', 'is', null)
    .execute();
}

export async function updateEmail(
  db: Executor,
  userId: string,
  email: { email: string; emailNormalized: string },
  now: Date,
): Promise<void> {
  await db
    .updateTable('users')
    .set({
      email: email.email,
      email_normalized: email.emailNormalized,
      email_verified_at: nowIso(now),
      updated_at: nowIso(now),
    })
    .where('id', '=', userId)
    .execute();
}

/** The interface language the user chose, for mail sent when they are not the caller. */
export async function findUserLanguage(db: DB, userId: string): Promise<Language | undefined> {
  const row = await db
    .selectFrom('user_settings')
    .select('settings')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  try {
    const parsed = LanguageSchema.safeParse((JSON.parse(row.settings) as { language?: unknown }).language);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

// Sessions ------------------------------------------------------------------------------------

export function listUserSessions(db: DB, userId: string): Promise<SessionsTable[]> {
  return db
    .selectFrom('sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('last_seen_at', 'desc')
    .execute();
}

/** Deletes one of the user's sessions; false when no session of theirs has that id. */
export async function deleteUserSession(db: DB, userId: string, sessionId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('sessions')
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
