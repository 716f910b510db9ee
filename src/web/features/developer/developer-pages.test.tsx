import { screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderApp, setUpI18n, testUser } from '../../../../tests/web';
import { i18next } from '../../lib/i18n';
import { installFakeNetwork } from '../../lib/test-network';
import { DebugPage } from './debug-page';
import { DevToolsPage } from './dev-tools-page';

const admin = { ...testUser, isAdmin: true };

beforeAll(async () => {
  await setUpI18n();
});
beforeEach(async () => {
  await i18next.changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('developer pages', () => {
  test.each([
    ['/debug', DebugPage],
    ['/dev-tools', DevToolsPage],
  ])('%s refuses a user who is not an admin on a production build', (path, Page) => {
    vi.stubEnv('DEV', false);
    const net = installFakeNetwork({});
    renderApp(<Page />, { path });
    expect(screen.getByRole('heading', { name: 'You do not have access to this page' })).toBeInTheDocument();
    expect(net.requests).toEqual([]);
  });

  test('/debug shows the build, the device and the connection', () => {
    installFakeNetwork({});
    renderApp(<DebugPage />, { path: '/debug', user: admin });
    const value = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value('Mode')).toBe(import.meta.env.MODE);
    expect(value('User agent')).toBe(navigator.userAgent);
    expect(value('Device class')).toMatch(/^(Mobile|Tablet|Desktop) \(\d+ px wide\)$/);
    expect(value('Native app')).toBe('No');
    expect(value('Interface language')).toBe('en');
    expect(value('Connection')).toBe('Online');
  });

  test('/dev-tools links to the API documentation and the toast examples, and shows the server health', async () => {
    installFakeNetwork({
      'GET /api/health': () => ({
        status: 503,
        body: { status: 'degraded', database: 'unreachable', version: '0.1.0' },
      }),
    });
    renderApp(<DevToolsPage />, { path: '/dev-tools', user: admin });
    expect(screen.getByRole('link', { name: /Open API documentation/ })).toHaveAttribute('href', '/api/docs');
    expect(screen.getByRole('link', { name: 'Open toast examples' })).toHaveAttribute(
      'href',
      '/examples/toast',
    );
    // A degraded server answers 503 with its health, which is shown rather than treated as silence.
    expect(await screen.findByText('Degraded')).toBeInTheDocument();
    expect(screen.getByText('Unreachable')).toBeInTheDocument();
    expect(screen.getByText('0.1.0')).toBeInTheDocument();
  });
});
