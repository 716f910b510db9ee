import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createChallenge, solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { testConfig } from '../../../tests/app';
import { createTestDatabase } from '../../../tests/db';
import { startFakeTurnstile, type FakeTurnstile } from '../../../tests/fake-turnstile';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/database';
import { nowIso } from '../db/database';
import { ALTCHA_CHALLENGE_PATH, ALTCHA_TTL_MS, createHumanVerifier } from './captcha';
import { hmac } from './crypto';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => handle.close());

/** Solves a challenge as the widget does and encodes the payload it submits. */
async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('could not solve');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

describe('human verification off', () => {
  test('passes without a token and shows no widget', async () => {
    const verifier = createHumanVerifier(handle.db, testConfig({ HUMAN_VERIFICATION: 'off' }));
    expect(await verifier.verify(undefined)).toBe(true);
    expect(verifier.publicConfig()).toEqual({ mode: 'off' });
  });
});

describe('ALTCHA', () => {
  const config: Config = { ...testConfig({ HUMAN_VERIFICATION: 'altcha' }), altchaCost: 1 };
  const verifier = () => createHumanVerifier(handle.db, config);

  test('the widget is told where to fetch challenges', () => {
    expect(verifier().publicConfig()).toEqual({ mode: 'altcha', challengeUrl: ALTCHA_CHALLENGE_PATH });
  });

  test('a solved challenge passes once; the same solution again is a replay', async () => {
    const v = verifier();
    const token = await solve(await v.createAltchaChallenge());
    expect(await v.verify(token)).toBe(true);
    expect(await v.verify(token)).toBe(false);
  });

  test('a replay is refused by another process sharing the database', async () => {
    const token = await solve(await verifier().createAltchaChallenge());
    expect(await verifier().verify(token)).toBe(true);
    expect(await verifier().verify(token)).toBe(false);
  });

  test('challenges are PBKDF2/SHA-256, signed, and expire after 10 minutes', async () => {
    const now = new Date();
    const challenge = await verifier().createAltchaChallenge(now);
    expect(challenge.parameters.algorithm).toBe('PBKDF2/SHA-256');
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters.expiresAt).toBe(Math.floor((now.getTime() + ALTCHA_TTL_MS) / 1000));
  });

  test('the production cost is used unless a test lowers it', async () => {
    const challenge = await createHumanVerifier(
      handle.db,
      testConfig({ HUMAN_VERIFICATION: 'altcha' }),
    ).createAltchaChallenge();
    expect(challenge.parameters.cost).toBe(1000);
  });

  test('an expired challenge is refused even when solved', async () => {
    const v = verifier();
    const challenge = await v.createAltchaChallenge(new Date(Date.now() - ALTCHA_TTL_MS - 1000));
    expect(await v.verify(await solve(challenge))).toBe(false);
  });

  test('a wrong solution is refused', async () => {
    const v = verifier();
    const challenge = await v.createAltchaChallenge();
    const solution = await solveChallenge({ challenge, deriveKey });
    // The derived key is the proof (the counter only helps find it), so it is what must be right.
    const wrongKey = encode({ challenge, solution: { ...solution, derivedKey: '00'.repeat(32) } });
    expect(await v.verify(wrongKey)).toBe(false);
  });

  test('a challenge whose parameters were changed fails its signature', async () => {
    const v = verifier();
    const challenge = await v.createAltchaChallenge();
    const easier = {
      ...challenge,
      parameters: { ...challenge.parameters, expiresAt: challenge.parameters.expiresAt! + 3600 },
    };
    expect(await v.verify(await solve(easier))).toBe(false);
  });

  test('a challenge signed by another server (other secret) is refused', async () => {
    const other = createHumanVerifier(handle.db, {
      ...testConfig({
        HUMAN_VERIFICATION: 'altcha',
        SESSION_SECRET: 'another-secret-another-secret-another-1234',
      }),
      altchaCost: 1,
    });
    expect(await verifier().verify(await solve(await other.createAltchaChallenge()))).toBe(false);
  });

  test('a challenge without an expiry is refused, even with a valid signature', async () => {
    const challenge = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 1,
      counter: 50,
      deriveKey,
      hmacSignatureSecret: hmac(config.sessionSecret, 'altcha:challenge-signature'),
      hmacKeySignatureSecret: hmac(config.sessionSecret, 'altcha:key-signature'),
    });
    expect(await verifier().verify(await solve(challenge))).toBe(false);
  });

  test.each([
    ['an empty token', ''],
    ['not base64 JSON', 'definitely not a payload'],
    ['base64 of a non-object', encode('hello')],
    ['the wrong shape', encode({ challenge: {}, solution: {} })],
    [
      'a negative counter',
      encode({ challenge: { parameters: {}, signature: 'x' }, solution: { counter: -1, derivedKey: 'ab' } }),
    ],
    [
      'a v1 payload',
      encode({ algorithm: 'SHA-256', challenge: 'abc', number: 1, salt: 's', signature: 'x' }),
    ],
  ])('%s is refused without an error', async (_label, token) => {
    expect(await verifier().verify(token)).toBe(false);
  });

  test('no token at all is refused', async () => {
    expect(await verifier().verify(undefined)).toBe(false);
  });

  test('spent challenges are forgotten once they have expired', async () => {
    await handle.db
      .insertInto('used_altcha_challenges')
      .values({ id: 'long-gone', expires_at: nowIso(new Date(Date.now() - 1000)) })
      .execute();
    const v = verifier();
    expect(await v.verify(await solve(await v.createAltchaChallenge()))).toBe(true);
    const left = await handle.db
      .selectFrom('used_altcha_challenges')
      .select('id')
      .where('id', '=', 'long-gone')
      .execute();
    expect(left).toEqual([]);
  });
});

describe('Turnstile', () => {
  let fake: FakeTurnstile;
  let config: Config;
  const warnings: string[] = [];
  beforeAll(async () => {
    fake = await startFakeTurnstile('secret-key-456');
    config = {
      ...testConfig({
        HUMAN_VERIFICATION: 'turnstile',
        TURNSTILE_SITE_KEY: 'site-key-123',
        TURNSTILE_SECRET_KEY: 'secret-key-456',
      }),
      turnstileVerifyUrl: fake.url,
    };
  });
  afterAll(async () => fake.close());
  const verifier = (c: Config = config) =>
    createHumanVerifier(handle.db, c, { warn: (message) => warnings.push(message) });

  test('the widget gets the site key and never the secret', () => {
    expect(verifier().publicConfig()).toEqual({ mode: 'turnstile', siteKey: 'site-key-123' });
  });

  test('a token from the widget passes once; the secret and the visitor IP go to Cloudflare', async () => {
    fake.behaviour = 'normal';
    const token = fake.issue();
    expect(await verifier().verify(token, { remoteIp: '203.0.113.7', action: 'register' })).toBe(true);
    expect(fake.requests.at(-1)).toEqual({
      secret: 'secret-key-456',
      response: token,
      remoteip: '203.0.113.7',
    });
    expect(await verifier().verify(token, { action: 'register' })).toBe(false);
  });

  test('an unknown token is refused', async () => {
    fake.behaviour = 'normal';
    expect(await verifier().verify('0.not-issued-by-cloudflare', { action: 'register' })).toBe(false);
  });

  test('a token solved for another action is refused', async () => {
    fake.behaviour = 'normal';
    expect(await verifier().verify(fake.issue({ action: 'login' }), { action: 'register' })).toBe(false);
  });

  test('a wrong secret key fails closed', async () => {
    fake.behaviour = 'normal';
    const wrong = { ...config, turnstile: { siteKey: 'site-key-123', secretKey: 'not-the-secret' } };
    expect(await verifier(wrong).verify(fake.issue(), { action: 'register' })).toBe(false);
  });

  test('a token longer than Cloudflare allows is refused without asking', async () => {
    fake.behaviour = 'normal';
    const before = fake.requests.length;
    expect(await verifier().verify('x'.repeat(2049))).toBe(false);
    expect(fake.requests.length).toBe(before);
  });

  test('Cloudflare failing, answering garbage or unreachable means not verified, with a warning', async () => {
    fake.behaviour = 'down';
    expect(await verifier().verify(fake.issue())).toBe(false);
    fake.behaviour = 'garbage';
    expect(await verifier().verify(fake.issue())).toBe(false);
    fake.behaviour = 'normal';
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const unreachable = { ...config, turnstileVerifyUrl: `http://127.0.0.1:${port}/turnstile/v0/siteverify` };
    expect(await verifier(unreachable).verify(fake.issue())).toBe(false);
    expect(warnings).toEqual([
      'Turnstile siteverify answered HTTP 500',
      'Turnstile siteverify answered an unexpected body',
      'Turnstile siteverify could not be reached',
    ]);
  });
});
