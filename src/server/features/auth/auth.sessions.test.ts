import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../../tests/app';
import { signUp } from '../../../../tests/factories';
import { nowIso } from '../../db/database';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '10000' } });
});
afterAll(async () => t.close());

type SessionInfo = { id: string; current: boolean; userAgent: string | null; ip: string | null };

async function sessionsOf(client: TestClient): Promise<SessionInfo[]> {
  const res = await client.get('/api/auth/sessions');
  expect(res.statusCode).toBe(200);
  return res.json().sessions;
}

/** One account signed in from two browsers. */
async function twoBrowsers() {
  const phone = t.client();
  phone.headers['user-agent'] = 'Phone/1.0';
  const user = await signUp(phone);
  const laptop = t.client();
  laptop.headers['user-agent'] = 'Laptop/2.0';
  await laptop.post('/api/auth/login', { email: user.email, password: user.password });
  return { user, phone, laptop };
}

async function isSignedIn(client: TestClient): Promise<boolean> {
  return (await client.get('/api/auth/status')).json().isAuthenticated;
}

describe('GET /api/auth/sessions', () => {
  test("lists the caller's sessions and marks the current one", async () => {
    const { phone } = await twoBrowsers();
    await signUp(t.client()); // someone else's session must not appear
    const sessions = await sessionsOf(phone);
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s) => s.current).map((s) => s.userAgent)).toEqual(['Phone/1.0']);
    expect(sessions.find((s) => !s.current)?.userAgent).toBe('Laptop/2.0');
    expect(sessions[0]!.ip).toBe('127.0.0.1');
  });

  test('leaves out sessions that have expired', async () => {
    const { user, phone, laptop } = await twoBrowsers();
    const laptopId = (await sessionsOf(laptop)).find((s) => s.current)!.id;
    await t.db
      .updateTable('sessions')
      .set({ expires_at: nowIso(new Date(Date.now() - 1000)) })
      .where('id', '=', laptopId)
      .where('user_id', '=', user.id)
      .execute();
    expect((await sessionsOf(phone)).map((s) => s.id)).not.toContain(laptopId);
  });

  test('a signed-out caller gets 401', async () => {
    const res = await t.client().get('/api/auth/sessions');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });
});

describe('DELETE /api/auth/sessions/:id', () => {
  test('ends another of your sessions', async () => {
    const { phone, laptop } = await twoBrowsers();
    const laptopSession = (await sessionsOf(phone)).find((s) => !s.current)!;
    const res = await phone.delete(`/api/auth/sessions/${encodeURIComponent(laptopSession.id)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(await isSignedIn(laptop)).toBe(false);
    expect(await isSignedIn(phone)).toBe(true);
  });

  test('ending the current session signs this browser out', async () => {
    const { phone } = await twoBrowsers();
    const current = (await sessionsOf(phone)).find((s) => s.current)!;
    expect((await phone.delete(`/api/auth/sessions/${encodeURIComponent(current.id)}`)).statusCode).toBe(200);
    expect(phone.cookies.has('larder_session')).toBe(false);
    expect(await isSignedIn(phone)).toBe(false);
  });

  test("another user's session id is 404 and that session lives on", async () => {
    const mine = await twoBrowsers();
    const theirs = await twoBrowsers();
    const theirId = (await sessionsOf(theirs.phone)).find((s) => s.current)!.id;
    const res = await mine.phone.delete(`/api/auth/sessions/${encodeURIComponent(theirId)}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
    expect(await isSignedIn(theirs.phone)).toBe(true);
  });

  test('bad input: unknown id 404, oversized id refused, signed out 401, no CSRF 403', async () => {
    const { phone } = await twoBrowsers();
    expect((await phone.delete('/api/auth/sessions/nope')).statusCode).toBe(404);
    // Past Fastify's maxParamLength the router answers before the route: still our JSON 404.
    const long = await phone.delete(`/api/auth/sessions/${'a'.repeat(101)}`);
    expect(long.statusCode).toBe(404);
    expect(long.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await t.client().delete('/api/auth/sessions/nope')).statusCode).toBe(401);
    const other = (await sessionsOf(phone)).find((s) => !s.current)!;
    const noCsrf = await phone.request('DELETE', `/api/auth/sessions/${encodeURIComponent(other.id)}`);
    expect(noCsrf.statusCode).toBe(403);
    expect(await sessionsOf(phone)).toHaveLength(2);
  });
});

describe('POST /api/auth/sessions/revoke-others', () => {
  test('ends every other session of the caller only', async () => {
    const { phone, laptop } = await twoBrowsers();
    const bystander = await twoBrowsers();
    const tablet = t.client();
    const me = (await phone.get('/api/auth/status')).json().user;
    expect(me).toBeTruthy();
    const res = await phone.post('/api/auth/sessions/revoke-others');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(await isSignedIn(phone)).toBe(true);
    expect(await isSignedIn(laptop)).toBe(false);
    expect(await isSignedIn(tablet)).toBe(false);
    expect(await sessionsOf(phone)).toHaveLength(1);
    expect(await isSignedIn(bystander.phone)).toBe(true);
    expect(await isSignedIn(bystander.laptop)).toBe(true);
  });

  test('a signed-out caller gets 401; without CSRF 403', async () => {
    expect((await t.client().post('/api/auth/sessions/revoke-others')).statusCode).toBe(401);
    const { phone, laptop } = await twoBrowsers();
    expect((await phone.request('POST', '/api/auth/sessions/revoke-others')).statusCode).toBe(403);
    expect(await isSignedIn(laptop)).toBe(true);
  });
});
