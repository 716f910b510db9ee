import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ApiRequestError, apiRequest } from './api';
import { CSRF_ERRORS, CSRF_TOKEN_LIFETIME_MS, clearCsrfToken, getCsrfToken } from './csrf';
import { csrfRoute, installFakeNetwork } from './test-network';

beforeEach(() => clearCsrfToken());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('apiRequest', () => {
  test('a GET sends credentials, no CSRF header and returns the parsed JSON', async () => {
    const net = installFakeNetwork({ 'GET /api/things': () => ({ body: { items: [1, 2] } }) });
    await expect(apiRequest('GET', '/api/things')).resolves.toEqual({ items: [1, 2] });
    const [, init] = net.fetch.mock.calls[0]!;
    expect(init?.credentials).toBe('include');
    expect(net.requests[0]!.headers['CSRF-Token']).toBeUndefined();
  });

  test('every mutation first obtains a CSRF token and sends it in the CSRF-Token header with a JSON body', async () => {
    const net = installFakeNetwork({
      ...csrfRoute,
      'POST /api/things': (req) => ({ status: 201, body: req.body }),
      'DELETE /api/things': () => ({ status: 204 }),
    });
    await expect(apiRequest('POST', '/api/things', { a: 1 })).resolves.toEqual({ a: 1 });
    await apiRequest('DELETE', '/api/things');
    const posts = net.requests.filter((r) => r.method !== 'GET');
    expect(posts.map((r) => r.headers['CSRF-Token'])).toEqual(['token-1', 'token-1']);
    expect(posts[0]!.headers['Content-Type']).toBe('application/json');
    expect(net.requests.filter((r) => r.url === '/api/csrf-token')).toHaveLength(1);
  });

  test("a non-OK response raises '{status}: {body}' and exposes the server's error", async () => {
    installFakeNetwork({
      ...csrfRoute,
      'POST /api/auth/login': () => ({
        status: 401,
        body: { error: 'Invalid email or password. Please try again.', code: 'INVALID_CREDENTIALS' },
      }),
    });
    const error = await apiRequest('POST', '/api/auth/login', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).message).toBe(
      '401: {"error":"Invalid email or password. Please try again.","code":"INVALID_CREDENTIALS"}',
    );
    expect((error as ApiRequestError).serverMessage).toBe('Invalid email or password. Please try again.');
  });

  test('an empty error body falls back to the status text', async () => {
    installFakeNetwork({ 'GET /api/down': () => ({ status: 503, statusText: 'Service Unavailable' }) });
    await expect(apiRequest('GET', '/api/down')).rejects.toThrow('503: Service Unavailable');
  });

  test('the optional 401 mode returns null instead of failing', async () => {
    installFakeNetwork({
      'GET /api/me': () => ({ status: 401, body: { error: 'x', code: 'UNAUTHENTICATED' } }),
    });
    await expect(apiRequest('GET', '/api/me', undefined, { on401: 'returnNull' })).resolves.toBeNull();
    await expect(apiRequest('GET', '/api/me')).rejects.toThrow(/^401: /);
  });

  test('a refused CSRF token is forgotten so the next mutation fetches a fresh one', async () => {
    let n = 0;
    const net = installFakeNetwork({
      'GET /api/csrf-token': () => ({ body: { csrfToken: `token-${++n}` } }),
      'POST /api/x': (req) =>
        req.headers['CSRF-Token'] === 'token-1'
          ? { status: 403, body: { error: 'bad', code: 'CSRF_INVALID' } }
          : { body: { ok: true } },
    });
    await expect(apiRequest('POST', '/api/x', {})).rejects.toThrow(/^403/);
    await expect(apiRequest('POST', '/api/x', {})).resolves.toEqual({ ok: true });
    expect(net.requests.filter((r) => r.url === '/api/csrf-token')).toHaveLength(2);
  });
});

describe('CSRF token', () => {
  test('is cached and refreshed once older than 5 minutes', async () => {
    let n = 0;
    const net = installFakeNetwork({ 'GET /api/csrf-token': () => ({ body: { csrfToken: `t${++n}` } }) });
    const start = Date.now();
    expect(await getCsrfToken(start)).toBe('t1');
    expect(await getCsrfToken(start + CSRF_TOKEN_LIFETIME_MS - 1)).toBe('t1');
    expect(await getCsrfToken(Date.now() + CSRF_TOKEN_LIFETIME_MS + 1)).toBe('t2');
    expect(net.requests).toHaveLength(2);
  });

  test("a failed fetch says 'Failed to fetch CSRF token: {status}'", async () => {
    installFakeNetwork({ 'GET /api/csrf-token': () => ({ status: 500 }) });
    await expect(getCsrfToken()).rejects.toThrow(CSRF_ERRORS.fetchFailed(500));
    expect(CSRF_ERRORS.fetchFailed(500)).toBe('Failed to fetch CSRF token: 500');
  });

  test("a response without a token is 'Invalid CSRF token response'", async () => {
    installFakeNetwork({ 'GET /api/csrf-token': () => ({ body: { nope: true } }) });
    await expect(getCsrfToken()).rejects.toThrow('Invalid CSRF token response');
  });

  test('the token request asks for no caching', async () => {
    const net = installFakeNetwork(csrfRoute);
    await getCsrfToken();
    expect(net.fetch.mock.calls[0]![1]?.cache).toBe('no-store');
  });
});
