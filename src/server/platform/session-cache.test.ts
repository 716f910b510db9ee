import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../tests/app';
import { latestMailTo, signUp, tokenFromMail, type SignedUpUser } from '../../../tests/factories';
import { SESSION_CACHE_TTL_MS, SessionCache, type CachedSession } from './session-cache';

function session(overrides: Partial<CachedSession> = {}): CachedSession {
  return {
    sessionId: 's1',
    userId: 'u1',
    email: 'cook@example.com',
    householdId: 'h1',
    householdRole: 'owner',
    language: 'en',
    expiresAt: Date.now() + 60_000,
    lastSeenAt: Date.now(),
    ...overrides,
  };
}

describe('SessionCache', () => {
  test('keeps an entry for the TTL and not a moment longer', () => {
    const cache = new SessionCache(1000);
    cache.set(session(), cache.currentGeneration(), 10_000);
    expect(cache.get('s1', 10_999)?.userId).toBe('u1');
    expect(cache.get('s1', 11_000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  test('a row read before a forget is not stored (it may be the revoked one)', () => {
    const cache = new SessionCache();
    const generation = cache.currentGeneration();
    cache.forgetSession('other');
    cache.set(session(), generation, Date.now());
    expect(cache.get('s1', Date.now())).toBeUndefined();
    cache.set(session(), cache.currentGeneration(), Date.now());
    expect(cache.get('s1', Date.now())).toBeDefined();
  });

  test("forgetUser drops the user's entries, except the one named, and no one else's", () => {
    const cache = new SessionCache();
    const now = Date.now();
    cache.set(session({ sessionId: 'a' }), cache.currentGeneration(), now);
    cache.set(session({ sessionId: 'b' }), cache.currentGeneration(), now);
    cache.set(session({ sessionId: 'c', userId: 'u2' }), cache.currentGeneration(), now);
    cache.forgetUser('u1', 'b');
    expect(cache.get('a', now)).toBeUndefined();
    expect(cache.get('b', now)).toBeDefined();
    expect(cache.get('c', now)).toBeDefined();
    cache.clear();
    expect(cache.size).toBe(0);
  });

  test('expired entries are dropped as new ones come, even if never asked for again', () => {
    const cache = new SessionCache(1000);
    cache.set(session({ sessionId: 'a' }), cache.currentGeneration(), 10_000);
    cache.set(session({ sessionId: 'b' }), cache.currentGeneration(), 10_500);
    cache.set(session({ sessionId: 'c' }), cache.currentGeneration(), 11_200);
    expect(cache.size).toBe(2);
    expect(cache.get('b', 11_200)).toBeDefined();
  });

  test('past its size the oldest entry goes first', () => {
    const cache = new SessionCache(60_000, 2);
    const now = Date.now();
    for (const id of ['a', 'b', 'c']) cache.set(session({ sessionId: id }), cache.currentGeneration(), now);
    expect(cache.size).toBe(2);
    expect(cache.get('a', now)).toBeUndefined();
    expect(cache.get('c', now)).toBeDefined();
  });

  test('cached rows cannot be changed by whoever reads them', () => {
    const cache = new SessionCache();
    cache.set(session(), cache.currentGeneration(), Date.now());
    const cached = cache.get('s1', Date.now())! as { userId: string };
    expect(() => {
      cached.userId = 'someone-else';
    }).toThrow(TypeError);
  });
});

describe('sessions served from the cache', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '10000' } });
  });
  afterAll(async () => t.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  const isSignedIn = async (client: TestClient): Promise<boolean> =>
    (await client.get('/api/auth/status')).json().isAuthenticated;

  /** One account in two browsers, both having made a request (so both sessions are cached). */
  async function twoWarmBrowsers(): Promise<{ user: SignedUpUser; phone: TestClient; laptop: TestClient }> {
    const phone = t.client();
    const user = await signUp(phone);
    const laptop = t.client();
    await laptop.post('/api/auth/login', { email: user.email, password: user.password });
    expect(await isSignedIn(phone)).toBe(true);
    expect(await isSignedIn(laptop)).toBe(true);
    return { user, phone, laptop };
  }

  async function sessionIdOf(client: TestClient): Promise<string> {
    const sessions = (await client.get('/api/auth/sessions')).json().sessions as Array<{
      id: string;
      current: boolean;
    }>;
    return sessions.find((s) => s.current)!.id;
  }

  test('a signed-in request is answered without reading the session row again', async () => {
    const { laptop } = await twoWarmBrowsers();
    const id = await sessionIdOf(laptop);
    // Another process deleting the row: this one goes on trusting its copy, for the TTL at most.
    await t.db.deleteFrom('sessions').where('id', '=', id).execute();
    expect(await isSignedIn(laptop)).toBe(true);
  });

  test('after the TTL the database decides again', async () => {
    const { laptop } = await twoWarmBrowsers();
    const id = await sessionIdOf(laptop);
    await t.db.deleteFrom('sessions').where('id', '=', id).execute();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + SESSION_CACHE_TTL_MS);
    expect(await isSignedIn(laptop)).toBe(false);
  });

  test('a session revoked in this process is refused at once', async () => {
    const { phone, laptop } = await twoWarmBrowsers();
    const laptopId = await sessionIdOf(laptop);
    const res = await phone.delete(`/api/auth/sessions/${encodeURIComponent(laptopId)}`);
    expect(res.statusCode).toBe(200);
    expect(await isSignedIn(laptop)).toBe(false);
    expect(await isSignedIn(phone)).toBe(true);
  });

  test('revoking the other sessions refuses them at once', async () => {
    const { phone, laptop } = await twoWarmBrowsers();
    expect((await phone.post('/api/auth/sessions/revoke-others')).statusCode).toBe(200);
    expect(await isSignedIn(laptop)).toBe(false);
    expect(await isSignedIn(phone)).toBe(true);
  });

  test('a logged-out cookie is refused at once, even replayed', async () => {
    const { phone } = await twoWarmBrowsers();
    const token = phone.cookies.get('larder_session')!;
    expect((await phone.post('/api/auth/logout')).statusCode).toBe(200);
    const replay = t.client();
    replay.cookies.set('larder_session', token);
    expect(await isSignedIn(replay)).toBe(false);
  });

  test('a password change signs the other browsers out at once', async () => {
    const { user, phone, laptop } = await twoWarmBrowsers();
    const res = await phone.post('/api/auth/change-password', {
      currentPassword: user.password,
      newPassword: 'a brand new password',
    });
    expect(res.statusCode).toBe(200);
    expect(await isSignedIn(laptop)).toBe(false);
    expect(await isSignedIn(phone)).toBe(true);
  });

  test('a deleted account is signed out everywhere at once', async () => {
    const { phone, laptop } = await twoWarmBrowsers();
    const res = await phone.request('DELETE', '/api/user/account', { withCsrf: true });
    expect(res.statusCode).toBe(200);
    // A route that trusts the session alone (auth status also looks the user up).
    expect((await laptop.get('/api/user/settings')).statusCode).toBe(401);
    expect((await phone.get('/api/user/settings')).statusCode).toBe(401);
  });

  test('a confirmed email change counts at once (the email decides who is an admin)', async () => {
    const admin = await createTestApp({
      env: { AUTH_RATE_LIMIT_PER_IP: '10000', ADMIN_EMAILS: 'boss@example.com' },
    });
    try {
      const client = admin.client();
      const user = await signUp(client);
      const adminPage = () => client.get('/api/admin/client-errors');
      expect((await adminPage()).statusCode).toBe(403);
      await client.post('/api/user/email', { newEmail: 'boss@example.com', password: user.password });
      const mail = await latestMailTo(admin.db, 'boss@example.com');
      const confirm = await admin
        .client()
        .post('/api/auth/confirm-email-change', { token: tokenFromMail(mail!.text_body) });
      expect(confirm.statusCode).toBe(200);
      expect((await adminPage()).statusCode).toBe(200);
    } finally {
      await admin.close();
    }
  });
});
