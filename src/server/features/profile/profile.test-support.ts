import { randomBytes } from 'node:crypto';
import type { TestApp, TestClient } from '../../../../tests/app';
import { nowIso } from '../../db/database';
import { randomToken, sha256 } from '../../platform/crypto';
import { SESSION_ABSOLUTE_MS, SESSION_COOKIE } from '../../platform/sessions';
import type { UserRow } from '../users/users.service';
import { createUser, type CreateUserInput } from '../users/users.service';

/** Test-only: a user created through createUser and a client signed in as them (a real session row). */
export type SignedIn = { user: UserRow; client: TestClient; token: string };

export async function createSignedInUser(
  t: TestApp,
  overrides: Partial<CreateUserInput> = {},
): Promise<SignedIn> {
  const tag = randomBytes(5).toString('hex');
  const user = await createUser(t.db, {
    email: `cook_${tag}@example.com`,
    username: `cook_${tag}`,
    firstName: 'Ada',
    lastName: 'Lovelace',
    passwordHash: null,
    emailVerified: true,
    ...overrides,
  });
  const client = t.client();
  const token = await signInAs(t, client, user.id);
  return { user, client, token };
}

/** Inserts a session row the way startSession does and puts its cookie into the client's jar. */
export async function signInAs(
  t: TestApp,
  client: TestClient,
  userId: string,
  meta: { userAgent?: string; ip?: string } = {},
): Promise<string> {
  const token = randomToken(32);
  const now = new Date();
  await t.db
    .insertInto('sessions')
    .values({
      id: sha256(token),
      user_id: userId,
      created_at: nowIso(now),
      last_seen_at: nowIso(now),
      expires_at: nowIso(new Date(now.getTime() + SESSION_ABSOLUTE_MS)),
      user_agent: meta.userAgent ?? 'vitest',
      ip: meta.ip ?? '127.0.0.1',
    })
    .execute();
  client.cookies.set(SESSION_COOKIE, token);
  return token;
}

/** Moves a user into another household as a member (the family feature does this for real later). */
export async function joinHousehold(t: TestApp, userId: string, householdId: string): Promise<void> {
  await t.db
    .updateTable('household_members')
    .set({ household_id: householdId, role: 'member' })
    .where('user_id', '=', userId)
    .execute();
}
