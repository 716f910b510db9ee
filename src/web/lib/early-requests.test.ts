import { afterEach, describe, expect, test, vi } from 'vitest';
import { apiRequest } from './api';
import { readEarlyJson, requestEarly, takeEarlyResponse } from './early-requests';
import { installFakeNetwork } from './test-network';

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.__larderEarlyRequests;
});

describe('requests the warm-up script starts early', () => {
  test('the API client takes the early answer once, then asks the network again', async () => {
    let served = 0;
    const network = installFakeNetwork({
      'GET /api/auth/status': () => ({ body: { isAuthenticated: true, served: ++served } }),
    });
    requestEarly('/api/auth/status');
    expect(network.requests).toHaveLength(1);

    expect(await apiRequest('GET', '/api/auth/status')).toEqual({ isAuthenticated: true, served: 1 });
    expect(network.requests).toHaveLength(1);
    expect(await apiRequest('GET', '/api/auth/status')).toEqual({ isAuthenticated: true, served: 2 });
    expect(network.requests).toHaveLength(2);
  });

  test('an early answer is an answer like any other: a 401 still fails the call', async () => {
    installFakeNetwork({
      'GET /api/user/settings': () => ({ status: 401, body: { error: 'Please sign in.' } }),
    });
    requestEarly('/api/user/settings');
    await expect(apiRequest('GET', '/api/user/settings')).rejects.toThrow(/^401: /);
  });

  test('a stale early answer is not used, and asking twice starts one request', () => {
    const network = installFakeNetwork({ 'GET /api/user/onboarding': () => ({ body: {} }) });
    requestEarly('/api/user/onboarding', 1_000);
    requestEarly('/api/user/onboarding', 1_000);
    expect(network.requests).toHaveLength(1);
    expect(takeEarlyResponse('/api/user/onboarding', 12_000)).toBeUndefined();
    expect(takeEarlyResponse('/api/user/onboarding', 1_000)).toBeUndefined();
  });

  test('mutations never use an early answer', async () => {
    const network = installFakeNetwork({
      'GET /api/csrf-token': () => ({ body: { csrfToken: 'token' } }),
      'GET /api/stock': () => ({ body: { early: true } }),
      'POST /api/stock': () => ({ status: 201, body: { posted: true } }),
    });
    requestEarly('/api/stock');
    expect(await apiRequest('POST', '/api/stock', { text: '2 l milk' })).toEqual({ posted: true });
    expect(network.requests.map((r) => r.method)).toContain('POST');
  });

  test('the warm-up can read an early answer without taking it from the API client', async () => {
    const network = installFakeNetwork({
      'GET /api/user/settings': () => ({ body: { defaultSort: 'name' } }),
      'GET /api/user/onboarding': () => ({ status: 401, body: { error: 'Please sign in.' } }),
    });
    requestEarly('/api/user/settings');
    requestEarly('/api/user/onboarding');
    const read = readEarlyJson('/api/user/settings');
    expect(await apiRequest('GET', '/api/user/settings')).toEqual({ defaultSort: 'name' });
    expect(await read).toEqual({ defaultSort: 'name' });
    expect(network.requests).toHaveLength(2);
    // A failed answer, or one nobody asked for, reads as undefined.
    expect(await readEarlyJson('/api/user/onboarding')).toBeUndefined();
    expect(await readEarlyJson('/api/pantry')).toBeUndefined();
  });
});
