import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/app';
import { signUp } from '../../../../tests/factories';
import { nowIso } from '../../db/database';
import { sha256 } from '../../platform/crypto';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '10000' } });
});
afterAll(async () => t.close());

function setCookieHeader(res: { headers: Record<string, unknown> }): string {
  const raw = res.headers['set-cookie'];
  const all = Array.isArray(raw) ? raw.map(String) : [String(raw ?? '')];
  return all.find((c) => c.startsWith('larder_session=')) ?? '';
}

/** Signs up in one browser and signs out, so that a fresh browser can log in. */
async function existingAccount() {
  const client = t.client();
  const user = await signUp(client);
  await client.post('/api/auth/logout');
  return user;
}

function withoutRequestId(body: Record<string, unknown>) {
  const { requestId: _ignored, ...rest } = body;
  return rest;
}

describe('POST /api/auth/login', () => {
  test('signs in with email and password and answers the user', async () => {
    const user = await existingAccount();
    const client = t.client();
    const res = await client.post('/api/auth/login', { email: user.email, password: user.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: user.id, email: user.email });
    expect((await client.get('/api/auth/status')).json().isAuthenticated).toBe(true);
  });

  test('the email matches regardless of case and surrounding spaces', async () => {
    const user = await existingAccount();
    const res = await t.client().post('/api/auth/login', {
      email: `  ${user.email.toUpperCase()} `,
      password: user.password,
    });
    expect(res.statusCode).toBe(200);
  });

  test('an unknown email and a wrong password get the same answer', async () => {
    const user = await existingAccount();
    const wrong = await t
      .client()
      .post('/api/auth/login', { email: user.email, password: 'not the password' });
    const unknown = await t
      .client()
      .post('/api/auth/login', { email: 'nobody@example.com', password: 'whatever1' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(withoutRequestId(wrong.json())).toEqual(withoutRequestId(unknown.json()));
    expect(wrong.json()).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      error: 'Invalid email or password. Please try again.',
    });
    expect(setCookieHeader(wrong)).toBe('');
  });

  test('the failure text follows the language of the request', async () => {
    const res = await t
      .client()
      .post(
        '/api/auth/login',
        { email: 'nobody@example.com', password: 'whatever1' },
        { 'accept-language': 'es' },
      );
    expect(res.json().error).toBe('Correo o contraseña no válidos. Inténtalo de nuevo.');
  });

  test('a signed-in caller is refused with 403 "Already authenticated"', async () => {
    const client = t.client();
    const user = await signUp(client);
    const res = await client.post('/api/auth/login', { email: user.email, password: user.password });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'ALREADY_AUTHENTICATED', error: 'Already authenticated' });
  });

  test.each([
    [{ password: 'x' }, 'Email is required'],
    [{ email: '', password: 'x' }, 'Email is required'],
    [{ email: 'a@b.co' }, 'Password is required'],
    [{ email: 'a@b.co', password: '' }, 'Password is required'],
  ])('%j is refused with the spec message', async (body, message) => {
    const res = await t.client().post('/api/auth/login', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', error: message });
  });

  test('wrong types, oversized fields and a missing CSRF header are refused', async () => {
    const client = t.client();
    expect((await client.post('/api/auth/login', { email: ['a@b.co'], password: 1 })).statusCode).toBe(400);
    expect(
      (await client.post('/api/auth/login', { email: 'a@b.co', password: 'x'.repeat(257) })).statusCode,
    ).toBe(400);
    expect(
      (await client.post('/api/auth/login', { email: `${'a'.repeat(250)}@b.co`, password: 'x' })).statusCode,
    ).toBe(400);
    const noCsrf = await client.request('POST', '/api/auth/login', {
      body: { email: 'a@b.co', password: 'x' },
    });
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json().code).toBe('CSRF_INVALID');
  });
});

describe('the session cookie', () => {
  test('is HttpOnly, SameSite=Lax, for the whole site, and not Secure outside production', async () => {
    const user = await existingAccount();
    const res = await t.client().post('/api/auth/login', { email: user.email, password: user.password });
    const cookie = setCookieHeader(res);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toContain('Secure');
  });

  test('is Secure when NODE_ENV=production', async () => {
    const prod = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      const res = await prod.client().post('/api/auth/register', {
        firstName: 'Pat',
        lastName: 'Prod',
        email: 'pat.prod@example.com',
        username: 'pat_production',
        password: 'correct horse battery',
        agreeToTerms: true,
      });
      expect(res.statusCode).toBe(201);
      const cookie = setCookieHeader(res);
      expect(cookie).toContain('Secure');
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toContain('SameSite=Lax');
    } finally {
      await prod.close();
    }
  });

  test('the value stored is only a hash of the cookie', async () => {
    const client = t.client();
    const user = await signUp(client);
    const token = client.cookies.get('larder_session')!;
    const rows = await t.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute();
    expect(rows.map((r) => r.id)).toEqual([sha256(token)]);
  });

  test('login replaces a cookie the browser already had (a planted value never becomes the session)', async () => {
    const user = await existingAccount();
    const client = t.client();
    client.cookies.set('larder_session', 'planted-by-someone-else');
    await client.post('/api/auth/login', { email: user.email, password: user.password });
    const issued = client.cookies.get('larder_session');
    expect(issued).toBeDefined();
    expect(issued).not.toBe('planted-by-someone-else');
    const planted = t.client();
    planted.cookies.set('larder_session', 'planted-by-someone-else');
    expect((await planted.get('/api/auth/status')).json().isAuthenticated).toBe(false);
  });

  test('each login is a new session; the cookie of a previous one stops working once it is ended', async () => {
    const user = await existingAccount();
    const client = t.client();
    await client.post('/api/auth/login', { email: user.email, password: user.password });
    const first = client.cookies.get('larder_session')!;
    await client.post('/api/auth/logout');
    await client.post('/api/auth/login', { email: user.email, password: user.password });
    const second = client.cookies.get('larder_session')!;
    expect(second).not.toBe(first);
    const stale = t.client();
    stale.cookies.set('larder_session', first);
    expect((await stale.get('/api/auth/status')).json().isAuthenticated).toBe(false);
    expect((await client.get('/api/auth/status')).json().isAuthenticated).toBe(true);
  });

  test('expires after 14 days without use', async () => {
    const client = t.client();
    const user = await signUp(client);
    await t.db
      .updateTable('sessions')
      .set({ last_seen_at: nowIso(new Date(Date.now() - 15 * 86_400_000)) })
      .where('user_id', '=', user.id)
      .execute();
    expect((await client.get('/api/auth/status')).json().isAuthenticated).toBe(false);
    const left = await t.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute();
    expect(left).toEqual([]);
  });

  test('a session in use still ends at its absolute expiry', async () => {
    const client = t.client();
    const user = await signUp(client);
    await t.db
      .updateTable('sessions')
      .set({
        created_at: nowIso(new Date(Date.now() - 61 * 86_400_000)),
        expires_at: nowIso(new Date(Date.now() - 1000)),
      })
      .where('user_id', '=', user.id)
      .execute();
    expect((await client.get('/api/auth/status')).json().isAuthenticated).toBe(false);
  });

  test('a session used within the idle window stays signed in', async () => {
    const client = t.client();
    const user = await signUp(client);
    await t.db
      .updateTable('sessions')
      .set({ last_seen_at: nowIso(new Date(Date.now() - 13 * 86_400_000)) })
      .where('user_id', '=', user.id)
      .execute();
    expect((await client.get('/api/auth/status')).json().isAuthenticated).toBe(true);
  });
});

describe('POST /api/auth/logout', () => {
  test('ends the session and clears the cookie', async () => {
    const client = t.client();
    await signUp(client);
    const token = client.cookies.get('larder_session')!;
    const res = await client.post('/api/auth/logout');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(setCookieHeader(res)).toMatch(/larder_session=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/);
    expect(client.cookies.has('larder_session')).toBe(false);
    const replay = t.client();
    replay.cookies.set('larder_session', token);
    expect((await replay.get('/api/auth/status')).json().isAuthenticated).toBe(false);
  });

  test('works when signed out too', async () => {
    const res = await t.client().post('/api/auth/logout');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
  });

  test('needs the CSRF header, so another site cannot sign the user out', async () => {
    const client = t.client();
    await signUp(client);
    expect((await client.request('POST', '/api/auth/logout')).statusCode).toBe(403);
    expect((await client.get('/api/auth/status')).json().isAuthenticated).toBe(true);
  });
});

describe('DELETE /api/user/account', () => {
  test('deletes the account, clears the cookie, and the credentials stop working', async () => {
    const bystander = await existingAccount();
    const client = t.client();
    const user = await signUp(client);
    const res = await client.delete('/api/user/account');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(client.cookies.has('larder_session')).toBe(false);
    expect(
      await t.db.selectFrom('users').select('id').where('id', '=', user.id).executeTakeFirst(),
    ).toBeUndefined();
    expect(
      (await t.client().post('/api/auth/login', { email: user.email, password: user.password })).statusCode,
    ).toBe(401);
    // Only the caller's account goes.
    expect(
      await t.db.selectFrom('users').select('id').where('id', '=', bystander.id).executeTakeFirst(),
    ).toBeDefined();
  });

  test('a signed-out caller gets 401 and a caller without CSRF 403', async () => {
    const res = await t.client().delete('/api/user/account');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
    const client = t.client();
    const user = await signUp(client);
    expect((await client.request('DELETE', '/api/user/account')).statusCode).toBe(403);
    expect(
      await t.db.selectFrom('users').select('id').where('id', '=', user.id).executeTakeFirst(),
    ).toBeDefined();
  });
});

describe('POST /api/auth/dev-login', () => {
  test('is not found unless DEV_LOGIN is on', async () => {
    const res = await t
      .client()
      .post('/api/auth/dev-login', { email: 'dev@example.com', password: 'devpassword' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });

  describe('with DEV_LOGIN=on', () => {
    let dev: TestApp;
    beforeAll(async () => {
      dev = await createTestApp({ env: { DEV_LOGIN: 'on', AUTH_RATE_LIMIT_PER_IP: '10000' } });
    });
    afterAll(async () => dev.close());

    test('an unknown email gets a verified account named from the email, and is signed in', async () => {
      const client = dev.client();
      const res = await client.post('/api/auth/dev-login', {
        email: 'jane.doe@example.com',
        password: 'devpassword',
      });
      expect(res.statusCode).toBe(200);
      const { user } = res.json();
      expect(user).toMatchObject({
        email: 'jane.doe@example.com',
        firstName: 'Jane',
        lastName: 'Doe',
        emailVerified: true,
      });
      expect(user.username).toMatch(/^jane_doe/);
      expect((await client.get('/api/auth/status')).json().user.id).toBe(user.id);
      // The password given is the account's password from now on.
      await client.post('/api/auth/logout');
      expect(
        (await client.post('/api/auth/login', { email: 'jane.doe@example.com', password: 'devpassword' }))
          .statusCode,
      ).toBe(200);
    });

    test('an existing account signs in only with its password', async () => {
      const user = await signUp(dev.client());
      const wrong = await dev.client().post('/api/auth/dev-login', { email: user.email, password: 'not it' });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().code).toBe('INVALID_CREDENTIALS');
      const right = await dev
        .client()
        .post('/api/auth/dev-login', { email: user.email, password: user.password });
      expect(right.statusCode).toBe(200);
      expect(right.json().user.id).toBe(user.id);
    });

    test('an unknown address that is not an email is refused', async () => {
      const res = await dev
        .client()
        .post('/api/auth/dev-login', { email: 'not-an-email', password: 'devpassword' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', error: 'Please enter a valid email' });
    });

    test('a signed-in caller, a missing password and a missing CSRF header are refused', async () => {
      const client = dev.client();
      const user = await signUp(client);
      const again = await client.post('/api/auth/dev-login', { email: user.email, password: user.password });
      expect(again.statusCode).toBe(403);
      expect(again.json().error).toBe('Already authenticated');
      const missing = await dev.client().post('/api/auth/dev-login', { email: 'x@example.com' });
      expect(missing.json()).toMatchObject({ code: 'VALIDATION_FAILED', error: 'Password is required' });
      const noCsrf = await dev.client().request('POST', '/api/auth/dev-login', {
        body: { email: 'y@example.com', password: 'devpassword' },
      });
      expect(noCsrf.statusCode).toBe(403);
    });
  });
});
