import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type { User } from '@shared/contracts/auth';
import { renderApp, setUpI18n, testUser } from '../../../../tests/web';
import { clearCsrfToken } from '../../lib/csrf';
import { i18next } from '../../lib/i18n';
import { csrfRoute, installFakeNetwork, type FakeRequest, type Handler } from '../../lib/test-network';
import { USERNAME_CHECK_DEBOUNCE_MS } from '../../lib/use-username-availability';
import { ProfilePage } from './profile-page';

function network(routes: Record<string, Handler> = {}, user: User = testUser) {
  const net = installFakeNetwork({
    ...csrfRoute,
    'GET /api/auth/connected-accounts': () => ({ body: { accounts: [], hasPassword: true } }),
    'GET /api/auth/status': () => ({ body: { isAuthenticated: true, user } }),
    'GET /api/username/check': (req) => ({ body: { available: !req.url.includes('taken') } }),
    ...routes,
  });
  const checks = () => net.requests.filter((r) => r.url.startsWith('/api/username/check'));
  return { ...net, checks };
}

beforeAll(async () => {
  await setUpI18n();
});
beforeEach(async () => {
  clearCsrfToken();
  await i18next.changeLanguage('en');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('username availability indicator', () => {
  function setup(routes: Record<string, Handler> = {}) {
    // Advancing with the clock too: Testing Library's act() waits on a real-looking setTimeout(0).
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const net = network(routes);
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderApp(<ProfilePage />, { path: '/profile' });
    const field = screen.getByRole('textbox', { name: /Username/ });
    const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
    return { net, user, field, wait };
  }

  test('is hidden while the username is shorter than 8 characters', async () => {
    const { net, user, field, wait } = setup();
    await user.clear(field);
    await user.type(field, 'ana_new');
    await wait(USERNAME_CHECK_DEBOUNCE_MS * 2);
    expect(net.checks()).toHaveLength(0);
    expect(screen.queryByText(/Username is/)).not.toBeInTheDocument();
    expect(screen.queryByText('Checking...')).not.toBeInTheDocument();
  });

  test('asks the server after 500 ms without typing: checking, then available', async () => {
    let answer: (available: boolean) => void = () => {};
    const { net, user, field, wait } = setup({
      'GET /api/username/check': () =>
        new Promise((resolve) => {
          answer = (available) => resolve({ body: { available } });
        }),
    });
    await user.clear(field);
    await user.type(field, 'ana_new_name');
    await wait(USERNAME_CHECK_DEBOUNCE_MS - 100);
    expect(net.checks()).toHaveLength(0);
    expect(screen.queryByText('Checking...')).not.toBeInTheDocument();
    await wait(100);
    expect(await screen.findByText('Checking...')).toBeInTheDocument();
    expect(net.checks().map((r) => r.url)).toEqual(['/api/username/check?username=ana_new_name']);
    await act(async () => answer(true));
    expect(await screen.findByText('✓ Username is available')).toBeInTheDocument();
  });

  test('says when the username is taken', async () => {
    const { user, field, wait } = setup();
    await user.clear(field);
    await user.type(field, 'taken_name');
    await wait(USERNAME_CHECK_DEBOUNCE_MS);
    expect(await screen.findByText('× Username is already taken')).toBeInTheDocument();
  });

  test('your own current username counts as available, without asking the server', async () => {
    const { net, user, field, wait } = setup();
    await user.clear(field);
    await user.type(field, 'ANA_COOKS');
    await wait(USERNAME_CHECK_DEBOUNCE_MS);
    expect(await screen.findByText('✓ Username is available')).toBeInTheDocument();
    expect(net.checks()).toHaveLength(0);
  });

  test('a failed check is logged and shows nothing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, field, wait } = setup({
      'GET /api/username/check': () => ({ status: 500, body: { error: 'Down', code: 'INTERNAL' } }),
    });
    await user.clear(field);
    await user.type(field, 'some_new_name');
    await wait(USERNAME_CHECK_DEBOUNCE_MS);
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(screen.queryByText('Checking...')).not.toBeInTheDocument();
    expect(screen.queryByText(/Username is/)).not.toBeInTheDocument();
  });

  test('typing again hides the previous answer until the next check', async () => {
    const { user, field, wait } = setup();
    await user.clear(field);
    await user.type(field, 'taken_name');
    await wait(USERNAME_CHECK_DEBOUNCE_MS);
    expect(await screen.findByText('× Username is already taken')).toBeInTheDocument();
    await user.type(field, 'x');
    expect(screen.queryByText('× Username is already taken')).not.toBeInTheDocument();
  });
});

describe('personal details', () => {
  test('sends only what changed and updates the signed-in user', async () => {
    const saved = { ...testUser, firstName: 'Anabel', name: 'Anabel Diaz' };
    const net = network({ 'PATCH /api/user/profile': () => ({ body: { user: saved } }) }, saved);
    const user = userEvent.setup();
    renderApp(<ProfilePage />, { path: '/profile' });
    const first = screen.getByRole('textbox', { name: /First name/ });
    await user.clear(first);
    await user.type(first, 'Anabel');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your profile has been updated.')).toBeInTheDocument();
    expect(net.requests.filter((r) => r.method === 'PATCH').map((r) => r.body)).toEqual([
      { firstName: 'Anabel' },
    ]);
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue('Anabel');
  });

  test('shows the translated spec messages for invalid values', async () => {
    network();
    const user = userEvent.setup();
    renderApp(<ProfilePage />, { path: '/profile' });
    await user.clear(screen.getByRole('textbox', { name: /First name/ }));
    const username = screen.getByRole('textbox', { name: /Username/ });
    await user.clear(username);
    await user.type(username, 'ana cooks!');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Username cannot contain spaces')).toBeInTheDocument();
    await act(() => i18next.changeLanguage('de'));
    expect(await screen.findByText('Vorname ist erforderlich')).toBeInTheDocument();
  });

  test('a username taken meanwhile is reported on the field', async () => {
    network({
      'PATCH /api/user/profile': () => ({
        status: 409,
        body: { error: 'This username is already taken.', code: 'USERNAME_TAKEN' },
      }),
    });
    const user = userEvent.setup();
    renderApp(<ProfilePage />, { path: '/profile' });
    const username = screen.getByRole('textbox', { name: /Username/ });
    await user.clear(username);
    await user.type(username, 'someone_else');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('This username is already taken.')).toBeInTheDocument();
    expect(username).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('email address', () => {
  test('a change sends the new address with the password and says a link was sent', async () => {
    const net = network({ 'POST /api/user/email': () => ({ body: { ok: true } }) });
    const user = userEvent.setup();
    renderApp(<ProfilePage />, { path: '/profile' });
    await user.type(screen.getByRole('textbox', { name: /New email address/ }), 'ana.new@example.com');
    await user.type(await screen.findByLabelText(/^Password/), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(
      await screen.findByText(
        'We sent a confirmation link to ana.new@example.com. Your email address changes once you open it.',
      ),
    ).toBeInTheDocument();
    expect(net.requests.filter((r) => r.url === '/api/user/email').map((r) => r.body)).toEqual([
      { newEmail: 'ana.new@example.com', password: 'secret-pass' },
    ]);
  });

  test('an invalid address is refused with the spec message', async () => {
    const net = network();
    const user = userEvent.setup();
    renderApp(<ProfilePage />, { path: '/profile' });
    await user.type(screen.getByRole('textbox', { name: /New email address/ }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
    expect(net.requests.some((r) => r.url === '/api/user/email')).toBe(false);
  });

  test('an unverified address can have its verification mail sent again', async () => {
    const net = network({ 'POST /api/auth/resend-verification': () => ({ body: { ok: true } }) });
    const user = userEvent.setup();
    renderApp(<ProfilePage />, { path: '/profile', user: { ...testUser, emailVerified: false } });
    expect(screen.getByText('Not verified')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(
      await screen.findByText('We sent a new verification link to ana@example.com.'),
    ).toBeInTheDocument();
    expect(net.requests.filter((r) => r.url === '/api/auth/resend-verification')).toHaveLength(1);
  });
});

describe('profile picture', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} }),
    );
  });

  test('a chosen picture is previewed, then uploaded as multipart with the field "file"', async () => {
    let sent: FakeRequest | null = null;
    network({
      'POST /api/user/avatar': (req) => {
        sent = req;
        return { body: { user: { ...testUser, avatarUrl: '/api/user/avatar/u1?v=2' } } };
      },
    });
    const user = userEvent.setup();
    renderApp(<ProfilePage />, { path: '/profile' });
    const file = new File(['png-bytes'], 'me.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Picture file'), file);
    expect(screen.getByRole('img', { name: 'Preview of your new picture' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    await user.click(screen.getByRole('button', { name: 'Save picture' }));
    expect(await screen.findByText('Your picture has been updated.')).toBeInTheDocument();
    const body = (sent as FakeRequest | null)?.body;
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get('file')).toBeInstanceOf(File);
    expect(((body as FormData).get('file') as File).name).toBe('me.png');
    expect((sent as FakeRequest | null)?.headers['CSRF-Token']).toBe('token-1');
    expect(screen.getByRole('img', { name: 'Your profile picture' })).toHaveAttribute(
      'src',
      '/api/user/avatar/u1?v=2',
    );
  });

  test('a file that is not an image is refused before upload', async () => {
    const net = network();
    const user = userEvent.setup({ applyAccept: false });
    renderApp(<ProfilePage />, { path: '/profile' });
    await user.upload(
      screen.getByLabelText('Picture file'),
      new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This file is not a picture we can use. Please choose a JPEG, PNG, WebP, GIF or AVIF image.',
    );
    expect(net.requests.some((r) => r.url === '/api/user/avatar')).toBe(false);
  });

  test('the picture can be removed after a confirmation', async () => {
    const net = network({
      'DELETE /api/user/avatar': () => ({ body: { user: { ...testUser, avatarUrl: null } } }),
    });
    const user = userEvent.setup();
    renderApp(<ProfilePage />, {
      path: '/profile',
      user: { ...testUser, avatarUrl: '/api/user/avatar/u1?v=1' },
    });
    await user.click(screen.getByRole('button', { name: 'Remove picture' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove picture' }),
    );
    expect(await screen.findByText('Your picture has been removed.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Your profile picture' })).not.toBeInTheDocument();
    expect(net.requests.some((r) => r.method === 'DELETE' && r.url === '/api/user/avatar')).toBe(true);
  });
});
