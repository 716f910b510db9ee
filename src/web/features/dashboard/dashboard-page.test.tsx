import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type { User } from '@shared/contracts/auth';
import { renderApp, setUpI18n, testUser } from '../../../../tests/web';
import { clearCsrfToken } from '../../lib/csrf';
import { i18next } from '../../lib/i18n';
import { csrfRoute, installFakeNetwork, type Handler } from '../../lib/test-network';
import { DashboardPage } from './dashboard-page';

const DAY_MS = 24 * 60 * 60 * 1000;

function network(routes: Record<string, Handler> = {}) {
  return installFakeNetwork({
    ...csrfRoute,
    'GET /api/appliances': () => ({ body: { appliances: [] } }),
    'POST /api/auth/resend-verification': () => ({ body: { success: true } }),
    ...routes,
  });
}

/** Renders the dashboard at a local time of day, for a user like testUser. */
function renderAt(localTime: Date, user: Partial<User> = {}) {
  vi.setSystemTime(localTime);
  return renderApp(<DashboardPage />, { path: '/dashboard', user: { ...testUser, ...user } });
}

beforeAll(async () => {
  await setUpI18n();
});
beforeEach(async () => {
  clearCsrfToken();
  await i18next.changeLanguage('en');
  // Only the clock is fake: the page's requests and Testing Library's waits run as usual.
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('dashboard greeting', () => {
  test.each([
    ['08:30', 'Good morning, Ana'],
    ['12:00', 'Good afternoon, Ana'],
    ['17:59', 'Good afternoon, Ana'],
    ['21:15', 'Good evening, Ana'],
    ['02:00', 'Good evening, Ana'],
  ])('at %s local time it says "%s"', (time, greeting) => {
    network();
    const [hours = 0, minutes = 0] = time.split(':').map(Number);
    renderAt(new Date(2026, 10, 5, hours, minutes));
    expect(screen.getByRole('heading', { level: 1, name: greeting })).toBeInTheDocument();
  });
});

describe('dashboard trial status', () => {
  test('counts the days left in the free trial', () => {
    network();
    const now = new Date(2026, 10, 5, 10, 0);
    renderAt(now, { trialEndsAt: new Date(now.getTime() + 3 * DAY_MS).toISOString() });
    expect(screen.getByText('3 days left')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View subscription' })).toHaveAttribute('href', '/subscription');
  });

  test('counts a part day as a day left', () => {
    network();
    const now = new Date(2026, 10, 5, 10, 0);
    renderAt(now, { trialEndsAt: new Date(now.getTime() + 2 * 60 * 60 * 1000).toISOString() });
    expect(screen.getByText('1 day left')).toBeInTheDocument();
  });

  test('says when the trial has ended', () => {
    network();
    const now = new Date(2026, 10, 20, 10, 0);
    renderAt(now, { trialEndsAt: new Date(now.getTime() - DAY_MS).toISOString() });
    expect(screen.getByText('Ended')).toBeInTheDocument();
    expect(screen.getByText(/^Your free trial ended on/)).toBeInTheDocument();
  });

  test('shows no trial status for an account without a trial', () => {
    network();
    renderAt(new Date(2026, 10, 5, 10, 0), { trialEndsAt: null });
    expect(screen.queryByRole('heading', { name: /Free trial/ })).not.toBeInTheDocument();
  });
});

describe('dashboard email verification banner', () => {
  test('is shown to an unverified user and resends the verification email', async () => {
    const net = network();
    const user = userEvent.setup();
    renderAt(new Date(2026, 10, 5, 10, 0), { emailVerified: false });
    expect(screen.getByRole('heading', { name: 'Please verify your email address' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByText('Verification email sent')).toBeInTheDocument();
    const sent = net.requests.filter((r) => r.url === '/api/auth/resend-verification');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.headers['CSRF-Token']).toBe('token-1');
  });

  test('shows the server reason when the email cannot be sent', async () => {
    network({
      'POST /api/auth/resend-verification': () => ({
        status: 429,
        body: { error: 'Too many requests. Please wait and try again.', code: 'RATE_LIMITED' },
      }),
    });
    const user = userEvent.setup();
    renderAt(new Date(2026, 10, 5, 10, 0), { emailVerified: false });
    await user.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByText('The email could not be sent')).toBeInTheDocument();
    expect(screen.getByText('Too many requests. Please wait and try again.')).toBeInTheDocument();
  });

  test('is not shown once the email address is verified', () => {
    network();
    renderAt(new Date(2026, 10, 5, 10, 0), { emailVerified: true });
    expect(screen.queryByRole('button', { name: 'Resend verification email' })).not.toBeInTheDocument();
  });
});

describe('dashboard cards', () => {
  test('show their empty states and link to their screens', async () => {
    network();
    renderAt(new Date(2026, 10, 5, 10, 0));
    expect(screen.getByText('Nothing is expiring soon')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open pantry' })).toHaveAttribute('href', '/pantry');
    expect(screen.getByRole('link', { name: 'Open recipes' })).toHaveAttribute('href', '/recipes');
    expect(screen.getByRole('link', { name: 'Open shopping lists' })).toHaveAttribute(
      'href',
      '/shopping-lists',
    );
    expect(screen.getByRole('link', { name: 'Open meal plan' })).toHaveAttribute('href', '/meal-prep-plan');
    expect(await screen.findByText('No appliances added')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add appliances' })).toHaveAttribute(
      'href',
      '/kitchen-appliance',
    );
  });

  test('count the kitchen appliances', async () => {
    network({ 'GET /api/appliances': () => ({ body: { appliances: [{ id: 'a1' }, { id: 'a2' }] } }) });
    renderAt(new Date(2026, 10, 5, 10, 0));
    expect(await screen.findByText('2 appliances in your kitchen')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage appliances' })).toHaveAttribute(
      'href',
      '/kitchen-appliance',
    );
  });
});
