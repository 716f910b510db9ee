import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../../app';
import { createTestApp, testConfig, TestClient, type TestApp } from '../../../../tests/app';
import { signUp, type SignedUpUser } from '../../../../tests/factories';
import { nowIso } from '../../db/database';
import {
  FREE_FAILURES_PER_ADDRESS,
  HUMAN_CHECK_AFTER_FAILURES,
  MAX_BACKOFF_MS,
  backoffMs,
  loginGate,
} from './login-throttle';

/**
 * Sign-in throttling as an attacker meets it and as the owner meets it. Addresses come from
 * X-Forwarded-For (TRUST_PROXY=on), so one test can play many machines; human verification is the
 * self-hosted ALTCHA, solved here as the widget solves it in a browser.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    config: {
      ...testConfig({ HUMAN_VERIFICATION: 'altcha', TRUST_PROXY: 'on', AUTH_RATE_LIMIT_PER_IP: '100000' }),
      altchaCost: 1,
    },
  });
});
afterAll(async () => t.close());

function browserAt(ip: string, app = t.app): TestClient {
  const client = new TestClient(app);
  client.headers['x-forwarded-for'] = ip;
  return client;
}

async function existingAccount(): Promise<SignedUpUser> {
  const client = browserAt('198.51.100.1');
  const user = await signUp(client, { turnstileToken: await humanCheck() });
  await client.post('/api/auth/logout');
  return user;
}

/** Fetches a challenge and solves it, as the widget does. */
async function humanCheck(): Promise<string> {
  const challenge = (await t.client().get('/api/auth/altcha-challenge')).json() as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

const login = (client: TestClient, email: string, password: string, turnstileToken?: string) =>
  client.post('/api/auth/login', { email, password, ...(turnstileToken ? { turnstileToken } : {}) });

/** Moves an account's recorded failures back in time, as if the clock had run on. */
async function age(email: string, ms: number): Promise<void> {
  const rows = await t.db
    .selectFrom('login_failures')
    .select(['id', 'created_at'])
    .where('email_normalized', '=', email.toLowerCase())
    .execute();
  for (const row of rows)
    await t.db
      .updateTable('login_failures')
      .set({ created_at: nowIso(new Date(Date.parse(row.created_at) - ms)) })
      .where('id', '=', row.id)
      .execute();
}

describe('the rules', () => {
  test('each address gets a few free failures, then the wait doubles up to 15 minutes', () => {
    expect([4, 5, 6, 7, 8].map(backoffMs)).toEqual([0, 1000, 2000, 4000, 8000]);
    expect(backoffMs(15)).toBe(MAX_BACKOFF_MS);
    expect(backoffMs(10_000)).toBe(MAX_BACKOFF_MS);
  });

  test('the account asks for the human check after a few failures from anywhere', () => {
    const now = new Date();
    const counts = { account: HUMAN_CHECK_AFTER_FAILURES, address: 0, lastFromAddressAt: null };
    expect(loginGate(counts, now)).toEqual({ kind: 'open', needsHumanCheck: true });
    expect(loginGate({ ...counts, account: HUMAN_CHECK_AFTER_FAILURES - 1 }, now)).toEqual({
      kind: 'open',
      needsHumanCheck: false,
    });
    const waiting = loginGate(
      {
        account: 9,
        address: FREE_FAILURES_PER_ADDRESS + 2,
        lastFromAddressAt: new Date(now.getTime() - 1500),
      },
      now,
    );
    expect(waiting).toEqual({ kind: 'wait', retryAfterSeconds: 3 });
  });
});

describe('an attacker who knows the email', () => {
  test('cannot keep the owner out: 100 failures from other addresses, then the owner signs in', async () => {
    const owner = await existingAccount();
    for (let i = 0; i < 100; i++) {
      const attacker = browserAt(`203.0.113.${i + 1}`);
      const token = i >= HUMAN_CHECK_AFTER_FAILURES && i % 10 === 0 ? await humanCheck() : undefined;
      const res = await login(attacker, owner.email, `guess-${i}`, token);
      // Without the check the attacker is not even told whether the guess was right.
      expect(res.statusCode).toBe(i < HUMAN_CHECK_AFTER_FAILURES || token ? 401 : 403);
    }
    const home = browserAt('192.0.2.10');
    const asked = await login(home, owner.email, owner.password);
    expect(asked.statusCode).toBe(403);
    expect(asked.json()).toMatchObject({ code: 'HUMAN_CHECK_REQUIRED' });
    const signedIn = await login(home, owner.email, owner.password, await humanCheck());
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.email).toBe(owner.email);
  });

  test('one address slows down progressively and 429s carry Retry-After, without the password being tried', async () => {
    const owner = await existingAccount();
    const attacker = browserAt('203.0.113.200');
    // Solved ahead, so that the waits below are measured from the failures, not from the solving.
    const tokens = await Promise.all(Array.from({ length: 5 }, () => humanCheck()));
    for (let i = 0; i < FREE_FAILURES_PER_ADDRESS; i++) {
      const token = i >= HUMAN_CHECK_AFTER_FAILURES ? tokens.pop() : undefined;
      expect((await login(attacker, owner.email, `guess-${i}`, token)).statusCode).toBe(401);
    }
    // Even the right password (with a passed check) waits: the address is the one guessing.
    const waited = await login(attacker, owner.email, owner.password, tokens.pop());
    expect(waited.statusCode).toBe(429);
    expect(waited.headers['retry-after']).toBe('1');
    expect(waited.json()).toMatchObject({ code: 'RATE_LIMITED', retryAfter: 1 });

    await age(owner.email, 1100);
    expect((await login(attacker, owner.email, 'guess-5', tokens.pop())).statusCode).toBe(401);
    const longer = await login(attacker, owner.email, 'guess-6', tokens.pop());
    expect(longer.statusCode).toBe(429);
    expect(Number(longer.headers['retry-after'])).toBe(2);
    // Another address is not slowed.
    expect(
      (await login(browserAt('192.0.2.11'), owner.email, owner.password, await humanCheck())).statusCode,
    ).toBe(200);
  });

  test('unknown emails meet the same rules, so the answers do not reveal accounts', async () => {
    const ghost = 'ghost.account@example.com';
    const real = await existingAccount();
    for (const email of [ghost, real.email]) {
      const attacker = browserAt('203.0.113.250');
      const statuses: number[] = [];
      for (let i = 0; i < FREE_FAILURES_PER_ADDRESS + 1; i++)
        statuses.push((await login(attacker, email, `guess-${i}`)).statusCode);
      expect(statuses, email).toEqual([401, 401, 401, 403, 403, 403]);
    }
  });

  test('failures older than the window count for nothing', async () => {
    const owner = await existingAccount();
    for (let i = 0; i < HUMAN_CHECK_AFTER_FAILURES; i++)
      await login(browserAt('203.0.113.90'), owner.email, `guess-${i}`);
    expect((await login(browserAt('192.0.2.12'), owner.email, owner.password)).statusCode).toBe(403);
    await age(owner.email, 16 * 60 * 1000);
    expect((await login(browserAt('192.0.2.12'), owner.email, owner.password)).statusCode).toBe(200);
  });

  test("a success forgets that address's failures only", async () => {
    const owner = await existingAccount();
    const typo = browserAt('192.0.2.13');
    for (let i = 0; i < 2; i++) await login(typo, owner.email, `typo-${i}`);
    await login(browserAt('203.0.113.91'), owner.email, 'guess');
    expect((await login(typo, owner.email, owner.password, await humanCheck())).statusCode).toBe(200);
    const left = await t.db
      .selectFrom('login_failures')
      .select('ip')
      .where('email_normalized', '=', owner.email.toLowerCase())
      .execute();
    expect(left).toEqual([{ ip: '203.0.113.91' }]);
  });

  test('the counts hold across server processes that share the database', async () => {
    const owner = await existingAccount();
    for (let i = 0; i < HUMAN_CHECK_AFTER_FAILURES; i++)
      await login(browserAt('203.0.113.92'), owner.email, `guess-${i}`);
    const second = await buildApp({ config: t.config, db: t.db, dialect: t.dialect, logger: false });
    try {
      await second.ready();
      const res = await login(browserAt('192.0.2.14', second), owner.email, owner.password);
      expect(res.json()).toMatchObject({ code: 'HUMAN_CHECK_REQUIRED' });
    } finally {
      await second.close();
    }
  });
});

describe('without human verification (HUMAN_VERIFICATION=off)', () => {
  test('the owner is never asked, and the address backoff still slows a guesser', async () => {
    const off = await createTestApp({ env: { TRUST_PROXY: 'on', AUTH_RATE_LIMIT_PER_IP: '100000' } });
    try {
      const client = new TestClient(off.app);
      const owner = await signUp(client);
      await client.post('/api/auth/logout');
      const attacker = new TestClient(off.app);
      attacker.headers['x-forwarded-for'] = '203.0.113.93';
      const statuses: number[] = [];
      for (let i = 0; i < FREE_FAILURES_PER_ADDRESS + 1; i++)
        statuses.push((await login(attacker, owner.email, `guess-${i}`)).statusCode);
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
      const home = new TestClient(off.app);
      home.headers['x-forwarded-for'] = '192.0.2.15';
      expect((await login(home, owner.email, owner.password)).statusCode).toBe(200);
    } finally {
      await off.close();
    }
  });
});
