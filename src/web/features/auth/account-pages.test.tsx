import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { advance, renderPage, settle, signedIn, signedOut, testUser } from '../../../../tests/web';
import { clearCsrfToken } from '../../lib/csrf';
import { csrfRoute, installFakeNetwork, type FakeRequest, type Handler } from '../../lib/test-network';
import { clearToasts } from '../../lib/toast-store';
import { ForgotPasswordPage } from './forgot-password-page';
import { ResetPasswordPage } from './reset-password-page';
import { VerifyEmailPage } from './verify-email-page';
import { VerifySuccessPage } from './verify-success-page';

function network(routes: Record<string, Handler>) {
  return installFakeNetwork({ ...csrfRoute, ...routes });
}

const posts = (requests: FakeRequest[], path: string) =>
  requests.filter((r) => r.method === 'POST' && r.url === path).map((r) => r.body);

function type(label: RegExp | string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

beforeEach(() => {
  vi.useFakeTimers();
  clearCsrfToken();
});

afterEach(() => {
  act(() => clearToasts());
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('forgot password', () => {
  test('sends the email and shows the same confirmation whether or not the account exists', async () => {
    const net = network({ 'POST /api/auth/forgot-password': () => ({ body: { ok: true } }) });
    renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
    await settle();
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument();
    type(/^email/i, 'ana@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    await settle();
    expect(posts(net.requests, '/api/auth/forgot-password')).toEqual([{ email: 'ana@example.com' }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Check your email' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'If an account exists for ana@example.com, we have sent it a link to reset the password.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login?tab=login');
  });

  test('a refusal about the address still shows the confirmation, so nothing is revealed', async () => {
    network({
      'POST /api/auth/forgot-password': () => ({
        status: 404,
        body: { error: 'Not found.', code: 'NOT_FOUND' },
      }),
    });
    renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
    await settle();
    type(/^email/i, 'nobody@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    await settle();
    expect(screen.getByRole('heading', { level: 1, name: 'Check your email' })).toBeInTheDocument();
  });

  test('a request that did not get through asks to try again', async () => {
    network({
      'POST /api/auth/forgot-password': () => ({
        status: 429,
        body: { error: 'Too many requests. Please wait and try again.', code: 'RATE_LIMITED' },
      }),
    });
    renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
    await settle();
    type(/^email/i, 'ana@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'We could not send the link right now. Please try again in a moment.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument();
  });

  test('checks the email before sending', async () => {
    const net = network({});
    renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    await settle();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    type(/^email/i, 'ana');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    await settle();
    expect(screen.getByText('Please enter a valid email')).toBeInTheDocument();
    expect(posts(net.requests, '/api/auth/forgot-password')).toHaveLength(0);
  });
});

describe('reset password', () => {
  test('sets the new password with the token, then opens the login tab with a toast', async () => {
    const net = network({ 'POST /api/auth/reset-password': () => ({ body: { ok: true } }) });
    const page = renderPage(<ResetPasswordPage />, { path: '/reset-password?token=tok-123' });
    await settle();
    type(/^new password/i, 'a new secret');
    type(/^confirm new password/i, 'a new secret');
    fireEvent.click(screen.getByRole('button', { name: 'Update password' }));
    await settle();
    expect(posts(net.requests, '/api/auth/reset-password')).toEqual([
      { token: 'tok-123', password: 'a new secret' },
    ]);
    expect(page.currentUrl()).toBe('/login?tab=login');
    expect(screen.getByText('Password updated')).toBeInTheDocument();
    expect(screen.getByText('You can now log in with your new password.')).toBeInTheDocument();
  });

  test('asks for matching passwords of at least 8 characters', async () => {
    const net = network({});
    renderPage(<ResetPasswordPage />, { path: '/reset-password?token=tok-123' });
    await settle();
    type(/^new password/i, 'short');
    type(/^confirm new password/i, 'other');
    fireEvent.click(screen.getByRole('button', { name: 'Update password' }));
    await settle();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(posts(net.requests, '/api/auth/reset-password')).toHaveLength(0);
  });

  test('an expired link says so and offers a new one', async () => {
    network({
      'POST /api/auth/reset-password': () => ({
        status: 400,
        body: { error: 'This link is invalid or has expired.', code: 'TOKEN_INVALID' },
      }),
    });
    const page = renderPage(<ResetPasswordPage />, { path: '/reset-password?token=old' });
    await settle();
    type(/^new password/i, 'a new secret');
    type(/^confirm new password/i, 'a new secret');
    fireEvent.click(screen.getByRole('button', { name: 'Update password' }));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('This link is invalid or has expired.');
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(page.currentUrl()).toBe('/reset-password?token=old');
  });

  test('without a token there is no form, only a way to ask for a new link', async () => {
    network({});
    renderPage(<ResetPasswordPage />, { path: '/reset-password' });
    await settle();
    expect(screen.queryByRole('button', { name: 'Update password' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toBeInTheDocument();
  });
});

describe('verify email', () => {
  test('verifies the token once on load and goes to /verify-success', async () => {
    const net = network({
      'POST /api/auth/verify-email': () => ({ body: { ok: true } }),
      'GET /api/auth/status': () => ({
        body: { isAuthenticated: true, user: { ...testUser, emailVerified: true } },
      }),
    });
    const page = renderPage(<VerifyEmailPage />, { path: '/verify-email?token=tok-1', auth: signedIn });
    await settle();
    expect(posts(net.requests, '/api/auth/verify-email')).toEqual([{ token: 'tok-1' }]);
    expect(page.currentUrl()).toBe('/verify-success');
  });

  test('kind=change confirms the new address instead', async () => {
    const net = network({
      'POST /api/auth/confirm-email-change': () => ({ body: { ok: true } }),
      'GET /api/auth/status': () => ({ body: { isAuthenticated: false, user: null } }),
    });
    const page = renderPage(<VerifyEmailPage />, { path: '/verify-email?token=tok-2&kind=change' });
    await settle();
    expect(posts(net.requests, '/api/auth/confirm-email-change')).toEqual([{ token: 'tok-2' }]);
    expect(posts(net.requests, '/api/auth/verify-email')).toHaveLength(0);
    expect(page.currentUrl()).toBe('/verify-success');
  });

  test('a failed link explains itself and lets a signed-in user ask for a new email', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const net = network({
      'POST /api/auth/verify-email': () => ({
        status: 400,
        body: { error: 'This link is invalid or has expired.', code: 'TOKEN_INVALID' },
      }),
      'POST /api/auth/resend-verification': () => ({ body: { ok: true } }),
    });
    renderPage(<VerifyEmailPage />, { path: '/verify-email?token=bad', auth: signedIn });
    await settle();
    expect(
      screen.getByRole('heading', { level: 1, name: 'We could not verify your email' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('This verification link is invalid, has already been used or has expired.'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Send a new verification email' }));
    await settle();
    expect(posts(net.requests, '/api/auth/resend-verification')).toHaveLength(1);
    expect(
      screen.getByText('A new verification email is on its way. Please check your inbox.'),
    ).toBeInTheDocument();
  });

  test('a failed link for a signed-out visitor points to the login', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    network({ 'POST /api/auth/verify-email': () => ({ status: 400 }) });
    renderPage(<VerifyEmailPage />, { path: '/verify-email?token=bad', auth: signedOut });
    await settle();
    expect(screen.queryByRole('button', { name: 'Send a new verification email' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?tab=login');
  });

  test('a missing token calls nothing and says the link is incomplete', async () => {
    const net = network({});
    renderPage(<VerifyEmailPage />, { path: '/verify-email', auth: signedOut });
    await advance(1000);
    expect(net.requests).toHaveLength(0);
    expect(
      screen.getByText('This verification link is incomplete. Please use the full link from the email.'),
    ).toBeInTheDocument();
  });
});

describe('verify success', () => {
  test('signed in: continue to the dashboard', async () => {
    network({});
    renderPage(<VerifySuccessPage />, { path: '/verify-success', auth: signedIn });
    await settle();
    expect(screen.getByRole('heading', { level: 1, name: 'Email verified' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue to dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  test('signed out: continue to the login', async () => {
    network({});
    renderPage(<VerifySuccessPage />, { path: '/verify-success', auth: signedOut });
    await settle();
    expect(screen.getByRole('link', { name: 'Continue to login' })).toHaveAttribute(
      'href',
      '/login?tab=login',
    );
  });
});
