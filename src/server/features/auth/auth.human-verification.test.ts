import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, testConfig, type TestApp } from '../../../../tests/app';
import { startFakeTurnstile, type FakeTurnstile } from '../../../../tests/fake-turnstile';
import { buildRegistration, signUp } from '../../../../tests/factories';

async function countUsers(app: TestApp, email: string): Promise<number> {
  const rows = await app.db.selectFrom('users').select('id').where('email', '=', email).execute();
  return rows.length;
}

describe('registration with ALTCHA', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      config: {
        ...testConfig({ HUMAN_VERIFICATION: 'altcha', AUTH_RATE_LIMIT_PER_IP: '10000' }),
        altchaCost: 1,
      },
    });
  });
  afterAll(async () => t.close());

  /** Fetches a challenge from the API and solves it, as the widget in the browser does. */
  async function widgetPayload(): Promise<string> {
    const res = await t.client().get('/api/auth/altcha-challenge');
    expect(res.statusCode).toBe(200);
    const challenge = res.json() as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  }

  test('the register form is told to use ALTCHA and where its challenges are', async () => {
    const res = await t.client().get('/api/auth/human-verification');
    expect(res.json()).toEqual({ mode: 'altcha', challengeUrl: '/api/auth/altcha-challenge' });
  });

  test('challenges are never cached', async () => {
    const res = await t.client().get('/api/auth/altcha-challenge');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({
      parameters: { algorithm: 'PBKDF2/SHA-256' },
      signature: expect.any(String),
    });
  });

  test('a solved challenge in turnstileToken lets the visitor register', async () => {
    const res = await t
      .client()
      .post('/api/auth/register', buildRegistration({ turnstileToken: await widgetPayload() }));
    expect(res.statusCode).toBe(201);
  });

  test('the token is also taken from cf-turnstile-response', async () => {
    const res = await t
      .client()
      .post('/api/auth/register', buildRegistration({ 'cf-turnstile-response': await widgetPayload() }));
    expect(res.statusCode).toBe(201);
  });

  test('a solution used once cannot register a second account', async () => {
    const token = await widgetPayload();
    expect(
      (await t.client().post('/api/auth/register', buildRegistration({ turnstileToken: token }))).statusCode,
    ).toBe(201);
    const second = buildRegistration({ turnstileToken: token });
    const res = await t.client().post('/api/auth/register', second);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'CAPTCHA_FAILED',
      error: 'Please complete the CAPTCHA verification',
    });
    expect(await countUsers(t, second.email)).toBe(0);
  });

  test('no token or a forged one is refused with CAPTCHA_FAILED, in the language of the request', async () => {
    const missing = await t.client().post('/api/auth/register', buildRegistration());
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'CAPTCHA_FAILED',
      error: 'Please complete the CAPTCHA verification',
    });
    const forged = await t
      .client()
      .post('/api/auth/register', buildRegistration({ turnstileToken: 'I am a human, honest' }), {
        'accept-language': 'es',
      });
    expect(forged.json()).toMatchObject({
      code: 'CAPTCHA_FAILED',
      error: 'Completa la verificación CAPTCHA',
    });
  });

  test('the check comes before the taken-email check, so bots learn nothing about accounts', async () => {
    const existing = await signUp(t.client(), { turnstileToken: await widgetPayload() });
    const res = await t.client().post('/api/auth/register', buildRegistration({ email: existing.email }));
    expect(res.json().code).toBe('CAPTCHA_FAILED');
  });

  test('an oversized token is a validation error, not a crash', async () => {
    const res = await t
      .client()
      .post('/api/auth/register', buildRegistration({ turnstileToken: 'x'.repeat(10_001) }));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });
});

describe('registration with Turnstile', () => {
  let t: TestApp;
  let fake: FakeTurnstile;
  beforeAll(async () => {
    fake = await startFakeTurnstile('secret-key-456');
    t = await createTestApp({
      config: {
        ...testConfig({
          HUMAN_VERIFICATION: 'turnstile',
          TURNSTILE_SITE_KEY: 'site-key-123',
          TURNSTILE_SECRET_KEY: 'secret-key-456',
          AUTH_RATE_LIMIT_PER_IP: '10000',
        }),
        turnstileVerifyUrl: fake.url,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  test('the register form gets the site key', async () => {
    expect((await t.client().get('/api/auth/human-verification')).json()).toEqual({
      mode: 'turnstile',
      siteKey: 'site-key-123',
    });
    expect((await t.client().get('/api/auth/altcha-challenge')).statusCode).toBe(404);
  });

  test('a token from the widget registers; Cloudflare is asked with our secret and the visitor IP', async () => {
    const token = fake.issue();
    const res = await t
      .client()
      .post('/api/auth/register', buildRegistration({ 'cf-turnstile-response': token }));
    expect(res.statusCode).toBe(201);
    expect(fake.requests.at(-1)).toEqual({
      secret: 'secret-key-456',
      response: token,
      remoteip: '127.0.0.1',
    });
  });

  test('a token used twice, an unknown token, and a token for another action are refused', async () => {
    const token = fake.issue();
    expect(
      (await t.client().post('/api/auth/register', buildRegistration({ turnstileToken: token }))).statusCode,
    ).toBe(201);
    for (const bad of [token, '0.made-up', fake.issue({ action: 'login' })]) {
      const registration = buildRegistration({ turnstileToken: bad });
      const res = await t.client().post('/api/auth/register', registration);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('CAPTCHA_FAILED');
      expect(await countUsers(t, registration.email)).toBe(0);
    }
  });

  test('when Cloudflare is down the answer is CAPTCHA_FAILED, not a server error', async () => {
    fake.behaviour = 'down';
    try {
      const res = await t
        .client()
        .post('/api/auth/register', buildRegistration({ turnstileToken: fake.issue() }));
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('CAPTCHA_FAILED');
    } finally {
      fake.behaviour = 'normal';
    }
  });
});
