import { LanguageSchema, type Language } from '@shared/contracts/settings';
import { uuidv7 } from '@shared/ids';
import type { DB } from '../../db/database';
import { nowIso, toNumber } from '../../db/database';
import type { AuthTokensTable, SessionsTable } from '../../db/types';
import type { Executor } from '../../db/database';

export type AuthTokenKind = AuthTokensTable['kind'];

// Failed logins -------------------------------------------------------------------------------

export async function recordLoginFailure(
  db: DB,
  failure: { emailNormalized: string; ip: string; now: Date },
): Promise<void> {
  await db
    .insertInto('login_failures')
    .values({
      id: uuidv7(failure.now.getTime()),
      email_normalized: failure.emailNormalized,
      ip: failure.ip,
      created_at: nowIso(failure.now),
    })
    .execute();
}

export type LoginFailureCounts = {
  /** Failures of the account since the window began, from any address. */
  account: number;
  /** Those that came from this address. */
  address: number;
  /** When the latest of those was, or null. */
  lastFromAddressAt: Date | null;
};

/** One read of the account's recent failures, with this address's share of them. */
export async function countLoginFailures(
  db: DB,
  options: { emailNormalized: string; ip: string; since: Date },
): Promise<LoginFailureCounts> {
  const row = await db
    .selectFrom('login_failures')
    .select((eb) => [
      eb.fn.countAll().as('account'),
      eb.fn.sum(eb.case().when('ip', '=', options.ip).then(1).else(0).end()).as('address'),
      eb.fn.max(eb.case().when('ip', '=', options.ip).then(eb.ref('created_at')).end()).as('last_at'),
    ])
    .where('email_normalized', '=', options.emailNormalized)
    .where('created_at', '>', nowIso(options.since))
    .executeTakeFirst();
  const lastAt = row?.last_at as string | null | undefined;
  return {
    account: toNumber(row?.account as number | string | undefined),
    address: toNumber(row?.address as number | string | null | undefined),
    lastFromAddressAt: lastAt ? new Date(lastAt) : null,
  };
}

/** Forgets an account's failures: all of them, or only those from one address. */
export async function deleteLoginFailures(db: Executor, emailNormalized: string, ip?: string): Promise<void> {
  let query = db.deleteFrom('login_failures').where('email_normalized', '=', emailNormalized);
  if (ip !== undefined) query = query.where('ip', '=', ip);
  await query.execute();
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
