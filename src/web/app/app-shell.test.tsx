import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { renderPage, signedIn, signedOut } from '../../../tests/web';
import { installFakeNetwork } from '../lib/test-network';
import { AppLayout } from './layout';
import { NotFoundPage } from './not-found-page';
import { isNavigationHidden, loginRedirectFor } from './paths';
import { AppRoutes } from './routes';

describe('layout rules', () => {
  test.each([
    ['/', true],
    ['/login', true],
    ['/privacy', true],
    ['/admin', true],
    ['/recipes/123', true],
    ['/recipes/create', true],
    ['/recipes', false],
    ['/dashboard', false],
    ['/settings', false],
  ])('navigation hidden on %s: %s', (path, hidden) => {
    expect(isNavigationHidden(path)).toBe(hidden);
  });

  test('signed in on a screen: navigation, the scan button and the Chef', async () => {
    renderPage(<AppLayout>content</AppLayout>, { path: '/dashboard', auth: signedIn });
    // The signed-in frame's parts load as their own chunks: on a busy machine that takes a moment.
    const loaded = { timeout: 5000 };
    expect(
      (await screen.findAllByRole('navigation', { name: 'Main navigation' }, loaded)).length,
    ).toBeGreaterThan(0);
    expect(await screen.findByRole('button', { name: 'Scan a barcode' }, loaded)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Ask the Chef' }, loaded)).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('content');
  });

  test('on /admin and recipe subpaths the navigation hides but the Chef stays', async () => {
    for (const path of ['/admin', '/recipes/abc']) {
      const { unmount } = renderPage(<AppLayout>content</AppLayout>, { path, auth: signedIn });
      expect(
        await screen.findByRole('button', { name: 'Ask the Chef' }, { timeout: 5000 }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
      unmount();
    }
  });

  test('public pages and signed-out visitors get neither navigation nor the Chef', () => {
    renderPage(<AppLayout>content</AppLayout>, { path: '/about', auth: signedIn });
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ask the Chef' })).toBeNull();
  });

  test('every protected screen is reachable from the phone navigation', async () => {
    renderPage(<AppLayout>content</AppLayout>, { path: '/dashboard', auth: signedIn });
    await userEvent.click(await screen.findByRole('button', { name: 'More' }));
    const dialog = await screen.findByRole('dialog', { name: 'All screens' });
    for (const name of [
      'Meal plan',
      'Favorites',
      'Kitchen appliances',
      'Family',
      'Help',
      'Profile',
      'Settings',
    ]) {
      expect(dialog).toContainElement(screen.getAllByRole('link', { name }).at(-1)!);
    }
  });
});

describe('routes', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  test('a signed-out visitor to a protected route goes to login with the original path and query', async () => {
    const { currentUrl } = renderPage(<AppRoutes />, { path: '/pantry?sort=name', auth: signedOut });
    await waitFor(() => expect(currentUrl()).toBe('/login?redirect=%2Fpantry%3Fsort%3Dname'));
    expect(loginRedirectFor('/settings', '')).toBe('/login?redirect=%2Fsettings');
  });

  test.each([
    ['/subscription-plans', '/subscription'],
    ['/shopping', '/shopping-lists'],
    ['/meal-plans', '/meal-prep-plan'],
    ['/meal-prep', '/meal-prep-plan'],
    ['/one-click-meal-prep', '/meal-prep-plan'],
    ['/weeklymealprep', '/meal-prep-plan'],
  ])('%s goes to %s (replacing the old address)', async (from, to) => {
    // Signed out, the target then sends the visitor to login with the target as the redirect.
    const { location, currentUrl } = renderPage(<AppRoutes />, { path: from, auth: signedOut });
    await waitFor(() => expect(currentUrl()).toBe(`/login?redirect=${encodeURIComponent(to)}`));
    expect(location.history).toHaveLength(1);
  });

  test('a signed-in user at / goes to the dashboard (replacing the address)', async () => {
    // The dashboard's own reads are answered 404 by the fake: only the address matters here.
    installFakeNetwork({});
    const { location, currentUrl } = renderPage(<AppRoutes />, { path: '/', auth: signedIn });
    await waitFor(() => expect(currentUrl()).toBe('/dashboard'));
    expect(location.history).toHaveLength(1);
  });

  test('an unknown path is routed to the not-found page, signed in or not', async () => {
    for (const auth of [signedOut, signedIn]) {
      const { currentUrl, unmount } = renderPage(<AppRoutes />, { path: '/no-such-screen', auth });
      expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
      expect(currentUrl()).toBe('/no-such-screen');
      unmount();
    }
  });

  test('an unknown path shows the not-found page', () => {
    renderPage(<NotFoundPage />, { path: '/nope' });
    expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(
      screen.getByText("The page you're looking for doesn't exist or has been moved."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });
});
