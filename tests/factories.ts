import { randomBytes } from 'node:crypto';
import type { RegisterInput, User } from '../src/shared/contracts/auth';
import type { DB } from '../src/server/db/database';
import type { TestApp, TestClient } from './app';
import { nowIso } from '../src/server/db/database';
import { randomToken, sha256 } from '../src/server/platform/crypto';
import { SESSION_ABSOLUTE_MS, SESSION_COOKIE, forgetUserSessions } from '../src/server/platform/sessions';
import { createUser, type CreateUserInput, type UserRow } from '../src/server/features/users/users.service';

let sequence = 0;

/** A suffix that no other call in this run (or a parallel one) produces. */
function unique(): string {
  sequence += 1;
  return `${sequence.toString(36)}${randomBytes(4).toString('hex')}`;
}

/** A valid registration payload (spec §3 shape) with a fresh email and username each call. */
export function buildRegistration(overrides: Partial<RegisterInput> = {}): RegisterInput {
  const id = unique();
  const firstName = overrides.firstName ?? 'Ada';
  const lastName = overrides.lastName ?? 'Lovelace';
  return {
    firstName,
    lastName,
    name: `${firstName} ${lastName}`,
    email: `cook.${id}@example.com`,
    username: `cook_${id}`,
    password: 'correct horse battery',
    agreeToTerms: true,
    ...overrides,
  };
}

export type SignedUpUser = User & { password: string };

/**
 * Registers through the API (human verification must be off or the token given in overrides) and
 * returns the user; the client is signed in afterwards.
 */
export async function signUp(
  client: TestClient,
  overrides: Partial<RegisterInput> = {},
): Promise<SignedUpUser> {
  const registration = buildRegistration(overrides);
  const res = await client.post('/api/auth/register', registration);
  if (res.statusCode !== 201) throw new Error(`signUp failed with ${res.statusCode}: ${res.body}`);
  const { user } = res.json() as { user: User };
  return { ...user, password: registration.password };
}

/** The newest message in the outbox for an address (every message lands there, SMTP or not). */
export async function latestMailTo(db: DB, address: string, waitMs = 1000) {
  // Some mail is written after the response (forgot-password answers first), so look again briefly.
  const until = Date.now() + waitMs;
  for (;;) {
    const mail = await db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', address)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (mail || Date.now() >= until) return mail;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The token query parameter of the first link in a mail body. */
export function tokenFromMail(text: string): string {
  const link = /https?:\/\/\S+/.exec(text)?.[0];
  const token = link ? new URL(link).searchParams.get('token') : null;
  if (!token) throw new Error(`no token link in mail: ${text}`);
  return token;
}

/**
 * Asks for a password reset and waits until its mail is written (the route answers before it
 * mails, so that timing does not reveal accounts). Returns the response.
 */
export async function requestReset(client: TestClient, db: DB, email: string, expectMail = true) {
  const countMails = async () =>
    (await db.selectFrom('mail_outbox').select('id').where('to_address', '=', email).execute()).length;
  const before = await countMails();
  const res = await client.post('/api/auth/forgot-password', { email });
  const until = Date.now() + 2000;
  while (expectMail && (await countMails()) === before && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return res;
}

/** A user created through createUser and a client signed in as them (a real session row). */
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

/** Moves a user into another household as a member: a shortcut past the join flow (family.test.ts tests that) for tests that need a shared kitchen. */
export async function joinHousehold(t: TestApp, userId: string, householdId: string): Promise<void> {
  await t.db
    .updateTable('household_members')
    .set({ household_id: householdId, role: 'member' })
    .where('user_id', '=', userId)
    .execute();
  forgetUserSessions(t.db, userId);
}
