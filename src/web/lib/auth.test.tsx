import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { User } from '@shared/contracts/auth';
import {
  AuthProvider,
  STATUS_REREAD_DELAY_MS,
  registrationPayload,
  useAuth,
  type AuthContextValue,
} from './auth';
import { clearCsrfToken } from './csrf';
import { testUser } from '../../../tests/web';
import { csrfRoute, installFakeNetwork } from './test-network';

const user: User = { ...testUser, emailVerified: false };

const holder: { current: AuthContextValue | null } = { current: null };
function Probe() {
  const value = useAuth();
  useEffect(() => {
    holder.current = value;
  });
  return <p>{value.status === 'authenticated' ? `in:${value.user.firstName}` : value.status}</p>;
}
const auth = new Proxy({} as AuthContextValue, {
  get: (_t, key: keyof AuthContextValue) => holder.current![key],
});
const renderAuth = () =>
  render(
    <AuthProvider>
      <Probe />
    </AuthProvider>,
  );

beforeEach(() => {
  clearCsrfToken();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('auth state', () => {
  test('is unknown while loading, then reads the status once', async () => {
    const net = installFakeNetwork({
      'GET /api/auth/status': () => ({ body: { isAuthenticated: true, user } }),
    });
    renderAuth();
    expect(screen.getByText('unknown')).toBeInTheDocument();
    await screen.findByText('in:Ana');
    expect(net.requests.filter((r) => r.url === '/api/auth/status')).toHaveLength(1);
  });

  test('a failing status check counts as signed out', async () => {
    installFakeNetwork({ 'GET /api/auth/status': () => ({ status: 500 }) });
    renderAuth();
    await screen.findByText('unauthenticated');
  });

  test('offline, the user this device last saw signed in stays signed in; any answer decides again', async () => {
    localStorage.clear();
    installFakeNetwork({ 'GET /api/auth/status': () => ({ body: { isAuthenticated: true, user } }) });
    const first = renderAuth();
    await screen.findByText('in:Ana');
    first.unmount();

    // No network at all: the remembered user, so the screens can show their offline copies.
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const offline = renderAuth();
    await screen.findByText('in:Ana');
    offline.unmount();

    // The server answers that the session is gone: signed out, and nothing is remembered.
    installFakeNetwork({ 'GET /api/auth/status': () => ({ body: { isAuthenticated: false, user: null } }) });
    const answered = renderAuth();
    await screen.findByText('unauthenticated');
    answered.unmount();
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    renderAuth();
    await screen.findByText('unauthenticated');
    localStorage.clear();
  });

  test('login tries dev-login first and falls back to login', async () => {
    const net = installFakeNetwork({
      ...csrfRoute,
      'GET /api/auth/status': () => ({ body: { isAuthenticated: false, user: null } }),
      'POST /api/auth/login': () => ({ body: { user } }),
    });
    renderAuth();
    await screen.findByText('unauthenticated');
    await act(() => auth.login({ email: 'ana@example.com', password: 'secret-pass' }));
    expect(screen.getByText('in:Ana')).toBeInTheDocument();
    const posts = net.requests.filter((r) => r.method === 'POST').map((r) => r.url);
    expect(posts).toEqual(['/api/auth/dev-login', '/api/auth/login']);
  });

  test('a failed login is rethrown to the caller and logged to the console', async () => {
    installFakeNetwork({
      ...csrfRoute,
      'GET /api/auth/status': () => ({ body: { isAuthenticated: false, user: null } }),
      'POST /api/auth/login': () => ({
        status: 401,
        body: { error: 'Invalid email or password. Please try again.', code: 'INVALID_CREDENTIALS' },
      }),
    });
    renderAuth();
    await screen.findByText('unauthenticated');
    await expect(auth.login({ email: 'a@b.co', password: 'x' })).rejects.toThrow(/^401/);
    expect(console.error).toHaveBeenCalled();
    expect(screen.getByText('unauthenticated')).toBeInTheDocument();
  });

  test('register sends the form plus name and cf-turnstile-response, and needs a user with an id', async () => {
    const net = installFakeNetwork({
      ...csrfRoute,
      'GET /api/auth/status': () => ({ body: { isAuthenticated: false, user: null } }),
      'POST /api/auth/register': () => ({ status: 201, body: { user: { ...user, id: '' } } }),
    });
    renderAuth();
    await screen.findByText('unauthenticated');
    const form = {
      firstName: 'Ana',
      lastName: 'Diaz',
      email: 'ana@example.com',
      username: 'ana_cooks',
      password: 'long-enough',
      agreeToTerms: true,
      turnstileToken: 'proof',
    };
    await expect(auth.register(form)).rejects.toThrow(
      'Registration succeeded but user data is invalid. Please contact support.',
    );
    const sent = net.requests.find((r) => r.url === '/api/auth/register')!.body;
    expect(sent).toEqual({ ...form, name: 'Ana Diaz', 'cf-turnstile-response': 'proof' });
    expect(registrationPayload(form)).toEqual(sent);
  });

  test('logout clears the state even when the call fails', async () => {
    installFakeNetwork({
      ...csrfRoute,
      'GET /api/auth/status': () => ({ body: { isAuthenticated: true, user } }),
      'POST /api/auth/logout': () => ({ status: 500 }),
    });
    renderAuth();
    await screen.findByText('in:Ana');
    await act(() => auth.logout());
    expect(screen.getByText('unauthenticated')).toBeInTheDocument();
  });

  test('logout first stops this browser’s pushes for the account', async () => {
    const net = installFakeNetwork({
      ...csrfRoute,
      'GET /api/auth/status': () => ({ body: { isAuthenticated: true, user } }),
      'DELETE /api/notifications/push/subscriptions': () => ({ status: 204 }),
      'POST /api/auth/logout': () => ({ body: { ok: true } }),
    });
    const unsubscribe = vi.fn(async () => true);
    const subscription = { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', unsubscribe };
    vi.stubGlobal('navigator', {
      ...navigator,
      serviceWorker: {
        getRegistration: async () => ({ pushManager: { getSubscription: async () => subscription } }),
      },
    });
    try {
      renderAuth();
      await screen.findByText('in:Ana');
      await act(() => auth.logout());
      const urls = net.requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.url}`);
      expect(urls).toEqual(['DELETE /api/notifications/push/subscriptions', 'POST /api/auth/logout']);
      expect(net.requests.find((r) => r.method === 'DELETE')?.body).toEqual({
        endpoint: subscription.endpoint,
      });
      expect(unsubscribe).toHaveBeenCalled();
      expect(screen.getByText('unauthenticated')).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  test('account deletion clears the state', async () => {
    installFakeNetwork({
      ...csrfRoute,
      'GET /api/auth/status': () => ({ body: { isAuthenticated: true, user } }),
      'DELETE /api/user/account': () => ({ body: { ok: true } }),
    });
    renderAuth();
    await screen.findByText('in:Ana');
    await act(() => auth.deleteAccount());
    expect(screen.getByText('unauthenticated')).toBeInTheDocument();
  });

  test('updating the user merges locally at once and re-reads the status after 500 ms', async () => {
    let reads = 0;
    installFakeNetwork({
      'GET /api/auth/status': () => ({
        body: { isAuthenticated: true, user: { ...user, firstName: reads++ === 0 ? 'Ana' : 'Server' } },
      }),
    });
    renderAuth();
    await screen.findByText('in:Ana');
    vi.useFakeTimers();
    act(() => auth.updateUser({ firstName: 'Local' }));
    expect(screen.getByText('in:Local')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(STATUS_REREAD_DELAY_MS - 1);
    });
    expect(reads).toBe(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    vi.useRealTimers();
    await waitFor(() => expect(screen.getByText('in:Server')).toBeInTheDocument());
    expect(reads).toBe(2);
  });
});
