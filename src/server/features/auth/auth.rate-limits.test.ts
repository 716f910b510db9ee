import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { TestClient, createTestApp, type TestApp } from '../../../../tests/app';
import { buildApp } from '../../app';
import { USERNAME_RATE_FACTOR } from '../../platform/rate-limits';

const LIMIT = 3;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { AUTH_RATE_LIMIT_PER_IP: String(LIMIT), DEV_LOGIN: 'on', HUMAN_VERIFICATION: 'altcha' },
  });
});
afterAll(async () => t.close());

type Call = { method: 'GET' | 'POST'; url: string; body?: unknown };

const anonymousAuthRoutes: Call[] = [
  { method: 'POST', url: '/api/auth/register', body: { firstName: 'x' } },
  { method: 'POST', url: '/api/auth/login', body: { email: 'someone@example.com', password: 'wrong' } },
  { method: 'POST', url: '/api/auth/dev-login', body: { email: 'nobody', password: 'wrong' } },
  { method: 'POST', url: '/api/auth/forgot-password', body: { email: 'someone@example.com' } },
  { method: 'POST', url: '/api/auth/reset-password', body: { token: 'nope', password: 'long enough' } },
  { method: 'POST', url: '/api/auth/verify-email', body: { token: 'nope' } },
  { method: 'GET', url: '/api/auth/altcha-challenge' },
];

async function call(c: Call, headers: Record<string, string> = {}) {
  const client = t.client();
  return c.method === 'GET' ? client.get(c.url, headers) : client.post(c.url, c.body, headers);
}

describe('per-IP limits on anonymous auth routes', () => {
  test.each(anonymousAuthRoutes.map((c) => [`${c.method} ${c.url}`, c] as const))(
    '%s allows AUTH_RATE_LIMIT_PER_IP calls per 15 minutes, then answers 429 JSON',
    async (_name, c) => {
      for (let i = 0; i < LIMIT; i++) expect((await call(c)).statusCode).not.toBe(429);
      const res = await call(c);
      expect(res.statusCode).toBe(429);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json()).toMatchObject({
        code: 'RATE_LIMITED',
        error: 'Too many requests. Please wait and try again.',
      });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(14 * 60);
      expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    },
  );

  test('the 429 text follows the language of the request', async () => {
    const c: Call = { method: 'POST', url: '/api/auth/forgot-password', body: { email: 'a@b.co' } };
    for (let i = 0; i < LIMIT; i++) await call(c);
    const res = await call(c, { 'accept-language': 'de' });
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toBe('Zu viele Anfragen. Bitte warte und versuche es erneut.');
  });

  test('two processes on one database count the same requests', async () => {
    // Two servers on one database, as behind a load balancer, with counters of their own.
    const first = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: String(LIMIT) } });
    const second = await buildApp({
      config: first.config,
      db: first.db,
      dialect: first.dialect,
      logger: false,
    });
    await second.ready();
    try {
      const servers = [() => first.client(), () => new TestClient(second)];
      const reset = (i: number) =>
        servers[i % 2]!().post('/api/auth/reset-password', { token: 'x', password: 'long enough' });
      for (let i = 0; i < LIMIT; i++) expect((await reset(i)).statusCode).not.toBe(429);
      expect((await reset(LIMIT)).statusCode).toBe(429);
      expect((await reset(LIMIT + 1)).statusCode).toBe(429);
    } finally {
      await second.close();
      await first.close();
    }
  });

  test('the status route is not limited', async () => {
    for (let i = 0; i < LIMIT * 4; i++)
      expect((await t.client().get('/api/auth/status')).statusCode).toBe(200);
  });
});

describe('per-IP limits on username helpers', () => {
  test.each(['/api/username/check?username=someone_here', '/api/username/suggestions?email=a@b.co'])(
    '%s allows three times the auth limit',
    async (url) => {
      for (let i = 0; i < LIMIT * USERNAME_RATE_FACTOR; i++)
        expect((await t.client().get(url)).statusCode).toBe(200);
      const res = await t.client().get(url);
      expect(res.statusCode).toBe(429);
      expect(res.json().code).toBe('RATE_LIMITED');
    },
  );
});
