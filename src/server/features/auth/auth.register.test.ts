import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { UsernameSchema } from '@shared/contracts/auth';
import { createTestApp, type TestApp } from '../../../../tests/app';
import { buildRegistration, latestMailTo, signUp, tokenFromMail } from '../../../../tests/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '10000' } });
});
afterAll(async () => t.close());

describe('GET /api/auth/status', () => {
  test('a visitor is not authenticated', async () => {
    const res = await t.client().get('/api/auth/status');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ isAuthenticated: false, user: null });
  });

  test('after registering, the status names the user', async () => {
    const client = t.client();
    const user = await signUp(client, { firstName: 'Grace', lastName: 'Hopper' });
    const res = await client.get('/api/auth/status');
    expect(res.json()).toMatchObject({
      isAuthenticated: true,
      user: { id: user.id, email: user.email, name: 'Grace Hopper', emailVerified: false },
    });
  });

  test('a forged session cookie is simply signed out', async () => {
    const client = t.client();
    client.cookies.set('larder_session', 'not-a-real-session');
    expect((await client.get('/api/auth/status')).json()).toEqual({ isAuthenticated: false, user: null });
  });
});

describe('POST /api/auth/register', () => {
  test('creates the account with a 7-day trial, signs in and answers 201 with the user', async () => {
    const client = t.client();
    const registration = buildRegistration();
    const res = await client.post('/api/auth/register', registration);
    expect(res.statusCode).toBe(201);
    const { user } = res.json();
    expect(user).toMatchObject({
      email: registration.email,
      username: registration.username,
      firstName: 'Ada',
      lastName: 'Lovelace',
      name: 'Ada Lovelace',
      emailVerified: false,
      isAdmin: false,
    });
    expect(typeof user.id).toBe('string');
    const trialDays = (Date.parse(user.trialEndsAt) - Date.parse(user.createdAt)) / 86_400_000;
    expect(trialDays).toBe(7);
    expect(client.cookies.has('larder_session')).toBe(true);
    const row = await t.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });

  test('mails a verification link to the new address, and the link verifies the email', async () => {
    const client = t.client();
    const user = await signUp(client);
    const mail = await latestMailTo(t.db, user.email);
    expect(mail?.subject).toBe('Confirm your email for Larder');
    expect(mail?.text_body).toContain('http://localhost:3000/verify-email?token=');
    const res = await t.client().post('/api/auth/verify-email', { token: tokenFromMail(mail!.text_body) });
    expect(res.statusCode).toBe(200);
    expect((await client.get('/api/auth/status')).json().user.emailVerified).toBe(true);
  });

  test('keeps the language of the visitor as the setting and writes the mail in it', async () => {
    const client = t.client();
    client.headers['accept-language'] = 'fr-FR,fr;q=0.9';
    const user = await signUp(client);
    const settings = await t.db
      .selectFrom('user_settings')
      .select('settings')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(settings.settings).language).toBe('fr');
    expect((await latestMailTo(t.db, user.email))?.subject).toBe('Confirmez votre e-mail pour Larder');
  });

  test.each([
    ['es', 'Confirma tu correo para Larder'],
    ['de', 'Bestätige deine E-Mail-Adresse für Larder'],
    ['zh', '确认你的 Larder 邮箱'],
  ])('writes the verification mail in %s', async (lang, subject) => {
    const client = t.client();
    client.headers['accept-language'] = lang;
    const user = await signUp(client);
    expect((await latestMailTo(t.db, user.email))?.subject).toBe(subject);
  });

  test('an email that is taken in another case answers 409 EMAIL_TAKEN', async () => {
    const first = await signUp(t.client());
    const res = await t
      .client()
      .post('/api/auth/register', buildRegistration({ email: first.email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'EMAIL_TAKEN',
      error: 'An account with this email already exists.',
    });
  });

  test('a username that is taken in another case answers 409 USERNAME_TAKEN', async () => {
    const first = await signUp(t.client());
    const res = await t
      .client()
      .post('/api/auth/register', buildRegistration({ username: first.username.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'USERNAME_TAKEN', error: 'This username is already taken.' });
  });

  test('a signed-in caller is refused with 403 "Already authenticated", whatever the language', async () => {
    const client = t.client();
    await signUp(client);
    client.headers['accept-language'] = 'de';
    const res = await client.post('/api/auth/register', buildRegistration());
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'ALREADY_AUTHENTICATED', error: 'Already authenticated' });
  });

  test.each([
    [{ firstName: '' }, 'First name is required'],
    [{ lastName: '' }, 'Last name is required'],
    [{ email: 'not-an-email' }, 'Please enter a valid email'],
    [{ password: 'short' }, 'Password must be at least 8 characters'],
    [{ username: 'short' }, 'Username must be at least 8 characters'],
    [{ username: 'a'.repeat(31) }, 'Username cannot exceed 30 characters'],
    [{ username: 'bad$name!' }, 'Username can only contain letters, numbers, underscores, and hyphens'],
    [{ username: 'has space_in' }, 'Username cannot contain spaces'],
    [{ agreeToTerms: false }, 'You must agree to the Terms of Service and Privacy Policy'],
  ])('%j is refused with the spec message', async (override, message) => {
    const res = await t.client().post('/api/auth/register', buildRegistration(override));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', error: message });
  });

  test('a missing field gets the same spec message as an empty one', async () => {
    const { firstName: _first, ...withoutFirstName } = buildRegistration();
    const res = await t.client().post('/api/auth/register', withoutFirstName);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', error: 'First name is required' });
    const { agreeToTerms: _agree, ...withoutTerms } = buildRegistration();
    const terms = await t.client().post('/api/auth/register', withoutTerms);
    expect(terms.json().error).toBe('You must agree to the Terms of Service and Privacy Policy');
  });

  test('wrong types are a 400, not a 500', async () => {
    const res = await t.client().post('/api/auth/register', {
      ...buildRegistration(),
      agreeToTerms: 'yes',
      email: 42,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });

  test('a missing body, malformed JSON and an oversized body are refused cleanly', async () => {
    const client = t.client();
    expect((await client.post('/api/auth/register')).statusCode).toBe(400);
    const malformed = await client.request('POST', '/api/auth/register', {
      rawBody: '{"email":',
      headers: { 'content-type': 'application/json' },
      withCsrf: true,
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('INVALID_JSON');
    const long = await client.post('/api/auth/register', buildRegistration({ firstName: 'x'.repeat(101) }));
    expect(long.statusCode).toBe(400);
    const huge = await client.post('/api/auth/register', {
      ...buildRegistration(),
      lastName: 'x'.repeat(2_000_000),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  test('without the CSRF header nothing is created', async () => {
    const registration = buildRegistration();
    const res = await t.client().request('POST', '/api/auth/register', { body: registration });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('CSRF_INVALID');
    const row = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', registration.email)
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });
});

describe('GET /api/auth/human-verification', () => {
  test('says "off" when verification is off, with no widget settings', async () => {
    const res = await t.client().get('/api/auth/human-verification');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ mode: 'off' });
  });

  test('the ALTCHA challenge route is not found when ALTCHA is not the mode', async () => {
    const res = await t.client().get('/api/auth/altcha-challenge');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });
});

describe('GET /api/username/check', () => {
  test('a free valid username is available; a taken one is not, in any case', async () => {
    const user = await signUp(t.client());
    const client = t.client();
    const free = await client.get('/api/username/check?username=nobody_has_this1');
    expect(free.json()).toEqual({ available: true });
    const taken = await client.get(`/api/username/check?username=${user.username.toUpperCase()}`);
    expect(taken.json()).toEqual({ available: false });
  });

  test.each(['short', 'a'.repeat(31), 'bad$name!', 'has%20space1'])(
    'invalid "%s" is not available',
    async (u) => {
      const res = await t.client().get(`/api/username/check?username=${u}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ available: false });
    },
  );

  test('a missing or oversized username is a 400', async () => {
    expect((await t.client().get('/api/username/check')).statusCode).toBe(400);
    expect((await t.client().get(`/api/username/check?username=${'a'.repeat(101)}`)).statusCode).toBe(400);
  });
});

describe('GET /api/username/suggestions', () => {
  test('suggests one free valid username built from the email by default', async () => {
    const res = await t.client().get('/api/username/suggestions?email=maria.garcia@example.com');
    expect(res.statusCode).toBe(200);
    const { suggestions } = res.json();
    expect(suggestions).toHaveLength(1);
    expect(suggestions[0]).toMatch(/^maria_garcia/);
  });

  test('gives as many as asked, up to 10, and refuses more or nonsense counts', async () => {
    const res = await t.client().get('/api/username/suggestions?count=5&name=Jos%C3%A9%20N%C3%BA%C3%B1ez');
    const { suggestions } = res.json() as { suggestions: string[] };
    expect(suggestions).toHaveLength(5);
    expect(new Set(suggestions).size).toBe(5);
    for (const s of suggestions) {
      expect(s).toMatch(/^jose_nunez/);
      expect(UsernameSchema.safeParse(s).success).toBe(true);
    }
    expect((await t.client().get('/api/username/suggestions?count=11')).statusCode).toBe(400);
    expect((await t.client().get('/api/username/suggestions?count=0')).statusCode).toBe(400);
    expect((await t.client().get('/api/username/suggestions?count=many')).statusCode).toBe(400);
    expect((await t.client().get(`/api/username/suggestions?email=${'a'.repeat(255)}`)).statusCode).toBe(400);
  });
});
