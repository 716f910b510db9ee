import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('platform', () => {
  test('health reports the database as reachable', async () => {
    const res = await t.client().get('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'ok' });
  });

  test('the CSRF token endpoint is never cached and sets its HttpOnly cookie', async () => {
    const res = await t.client().get('/api/csrf-token');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    expect(typeof res.json().csrfToken).toBe('string');
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toContain('larder_csrf=');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
  });

  test('a mutation without the CSRF-Token header is refused with 403 JSON', async () => {
    const res = await t.client().request('POST', '/api/health', { body: {} });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'CSRF_INVALID' });
  });

  test('a token from another browser does not pass', async () => {
    const a = t.client();
    const b = t.client();
    const token = await a.csrfToken();
    await b.csrfToken();
    const res = await b.request('POST', '/api/nothing-here', { body: {}, headers: { 'csrf-token': token } });
    expect(res.statusCode).toBe(403);
  });

  test('a valid token passes the CSRF check (then the unknown route is 404 JSON)', async () => {
    const res = await t.client().post('/api/nothing-here', {});
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', error: 'Not found.' });
  });

  test('security headers are set and X-Powered-By is absent', async () => {
    const res = await t.client().get('/api/health');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['content-security-policy']).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  test('errors are answered in the language of Accept-Language', async () => {
    const res = await t.client().get('/api/nope', { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' });
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', error: 'Nicht gefunden.' });
  });

  test('the service worker is JavaScript and not cached for long', async () => {
    const res = await t.client().get('/sw.js?v=1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/javascript');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  test('the OpenAPI document is served', async () => {
    const res = await t.client().get('/api/docs/json');
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/api/health']).toBeDefined();
  });
});

describe('framework errors', () => {
  test('a malformed URL answers 400 in the JSON error shape', async () => {
    const res = await t.client().get('/api/auth/sessions/%E0%A4%A');
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toHaveProperty('code');
  });
  test('malformed JSON is a 400 INVALID_JSON, not a 500', async () => {
    const res = await t.client().request('POST', '/api/user/settings', {
      rawBody: '{"theme": ',
      headers: { 'content-type': 'application/json' },
      withCsrf: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_JSON' });
  });
});

describe('security headers', () => {
  test('production adds HSTS and upgrade-insecure-requests to answers over HTTPS, and only those', async () => {
    const prod = await createTestApp({ env: { NODE_ENV: 'production', TRUST_PROXY: 'on' } });
    try {
      const https = await prod.client().get('/api/health', { 'x-forwarded-proto': 'https' });
      expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(https.headers['content-security-policy']).toContain('upgrade-insecure-requests');
      expect(https.headers['x-frame-options']).toBe('DENY');
      // Plain HTTP (a home server on the LAN): upgrading its requests to HTTPS would break the app.
      const http = await prod.client().get('/api/health');
      expect(http.headers['strict-transport-security']).toBeUndefined();
      expect(http.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
      expect(http.headers['x-frame-options']).toBe('DENY');
    } finally {
      await prod.close();
    }
  });

  test('without TRUST_PROXY a forwarded protocol is not believed', async () => {
    const prod = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      const res = await prod.client().get('/api/health', { 'x-forwarded-proto': 'https' });
      expect(res.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await prod.close();
    }
  });

  test('Turnstile mode allows its script and frame origin, and only then', async () => {
    const turnstile = await createTestApp({
      env: { HUMAN_VERIFICATION: 'turnstile', TURNSTILE_SITE_KEY: 'site', TURNSTILE_SECRET_KEY: 'secret' },
    });
    try {
      const csp = String((await turnstile.client().get('/api/health')).headers['content-security-policy']);
      expect(csp).toContain("script-src 'self' https://challenges.cloudflare.com");
      expect(csp).toContain("frame-src 'self' https://challenges.cloudflare.com");
    } finally {
      await turnstile.close();
    }
    const csp = String((await t.client().get('/api/health')).headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval';");
  });

  test('the API docs page is served under its own policy', async () => {
    const res = await t.client().get('/api/docs/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBeDefined();
  });

  test('API_DOCS=off stops serving the document and its page', async () => {
    const closed = await createTestApp({ env: { NODE_ENV: 'production', API_DOCS: 'off' } });
    try {
      for (const url of ['/api/docs', '/api/docs/', '/api/docs/json'])
        expect((await closed.client().get(url)).statusCode, url).toBe(404);
    } finally {
      await closed.close();
    }
  });
});

describe('requests from other sites', () => {
  async function mutate(headers: Record<string, string>) {
    const client = t.client();
    return client.request('POST', '/api/auth/logout', { headers, withCsrf: true });
  }

  test('a browser that says the request comes from another site is refused, token or not', async () => {
    const foreign: Array<Record<string, string>> = [
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: 'http://localhost:3000.evil.example' },
    ];
    for (const headers of foreign) {
      const res = await mutate(headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json(), JSON.stringify(headers)).toMatchObject({ code: 'CROSS_SITE' });
    }
  });

  test('our own pages, the host the request went to, and listed origins pass', async () => {
    expect(
      (await mutate({ origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' })).statusCode,
    ).toBe(200);
    // The Vite dev server proxies with its own host; so does a second hostname of the same server.
    expect((await mutate({ origin: 'http://localhost:5173', host: 'localhost:5173' })).statusCode).toBe(200);
    expect((await mutate({})).statusCode).toBe(200);
    const native = await createTestApp({
      env: { ALLOWED_ORIGINS: 'capacitor://localhost, https://localhost' },
    });
    try {
      const res = await native.client().request('POST', '/api/auth/logout', {
        headers: { origin: 'capacitor://localhost' },
        withCsrf: true,
      });
      expect(res.statusCode).toBe(200);
    } finally {
      await native.close();
    }
  });

  test('reads are not affected (a link from another site still opens the app)', async () => {
    const res = await t
      .client()
      .get('/api/health', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' });
    expect(res.statusCode).toBe(200);
  });
});
