import type { AuthProvider } from '@shared/contracts/auth';
import { nowIso } from '../../db/database';
import type { OAuthAccountsTable } from '../../db/types';
import type { Executor } from '../../db/database';

export type OAuthAccountRow = OAuthAccountsTable;

export function findOAuthAccount(
  db: Executor,
  provider: AuthProvider,
  providerUserId: string,
): Promise<OAuthAccountRow | undefined> {
  return db
    .selectFrom('oauth_accounts')
    .selectAll()
    .where('provider', '=', provider)
    .where('provider_user_id', '=', providerUserId)
    .executeTakeFirst();
}

export function listOAuthAccounts(db: Executor, userId: string): Promise<OAuthAccountRow[]> {
  return db
    .selectFrom('oauth_accounts')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('provider')
    .execute();
}

export async function insertOAuthAccount(
  db: Executor,
  row: { provider: AuthProvider; providerUserId: string; userId: string; email: string | null },
  now: Date = new Date(),
): Promise<void> {
  await db
    .insertInto('oauth_accounts')
    .values({
      provider: row.provider,
      provider_user_id: row.providerUserId,
      user_id: row.userId,
      email: row.email,
      created_at: nowIso(now),
    })
    .execute();
}

/** Keeps the shown address current when the person changed it at the provider. */
export async function updateOAuthAccountEmail(
  db: Executor,
  provider: AuthProvider,
  providerUserId: string,
  email: string | null,
): Promise<void> {
  await db
    .updateTable('oauth_accounts')
    .set({ email })
    .where('provider', '=', provider)
    .where('provider_user_id', '=', providerUserId)
    .execute();
}

export async function deleteOAuthAccount(
  db: Executor,
  userId: string,
  provider: AuthProvider,
): Promise<number> {
  const result = await db
    .deleteFrom('oauth_accounts')
    .where('user_id', '=', userId)
    .where('provider', '=', provider)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Takes the user's row lock for the rest of the transaction (a no-op write works on both SQLite
 * and PostgreSQL), so two concurrent unlinks cannot both pass the "last way to sign in" check.
 */
export async function lockUser(db: Executor, userId: string): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', userId)
    .execute();
}

/**
 * The provider proved the email belongs to the person signing in, which nobody had proved for
 * this account before: mark it verified and drop a password set by whoever registered the
 * unverified address (account pre-hijacking defence).
 */
export async function claimUnverifiedAccount(
  db: Executor,
  userId: string,
  now: Date = new Date(),
): Promise<void> {
  await db
    .updateTable('users')
    .set({ email_verified_at: nowIso(now), password_hash: null, updated_at: nowIso(now) })
    .where('id', '=', userId)
    .where('email_verified_at', 'is', null)
    .execute();
}
