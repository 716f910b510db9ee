import { afterEach, describe, expect, test, vi } from 'vitest';
import { installFakeNetwork } from '../lib/test-network';
import { warmUp } from './warm-up';

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.__larderEarlyRequests;
});

const apiCalls = (requests: Array<{ method: string; url: string }>) =>
  requests.filter((r) => r.url.startsWith('/api/')).map((r) => `${r.method} ${r.url}`);

describe('the warm-up script on signed-in screens', () => {
  test('/pantry asks for the sign-in status, settings, locations and, once the settings say the default sort, the first page of the list', async () => {
    const network = installFakeNetwork({
      'GET /api/auth/status': () => ({ body: { isAuthenticated: true } }),
      'GET /api/user/settings': () => ({ body: { defaultSort: 'name' } }),
      'GET /api/user/onboarding': () => ({ body: { onboarding_completed: true } }),
      'GET /api/locations': () => ({ body: { locations: [] } }),
      'GET /api/pantry': () => ({ body: { items: [] } }),
    });
    warmUp('/pantry', '?label=out_of_stock&groupBy=location&bogus=1');
    await vi.waitFor(() => expect(apiCalls(network.requests)).toHaveLength(5));
    expect(apiCalls(network.requests)).toEqual([
      'GET /api/auth/status',
      'GET /api/user/settings',
      'GET /api/user/onboarding',
      'GET /api/locations',
      // The address's own filters, the user's sort, and the used-up products a label filter implies.
      'GET /api/pantry?label=out_of_stock&sort=name&groupBy=location&includeEmpty=true&offset=0&limit=50',
    ]);
  });

  test('no list is asked for on the Waste tab, nor when the settings cannot be read', async () => {
    const network = installFakeNetwork({
      'GET /api/auth/status': () => ({ body: { isAuthenticated: false } }),
      'GET /api/user/settings': () => ({ status: 401, body: { error: 'Please sign in.' } }),
      'GET /api/user/onboarding': () => ({ status: 401, body: { error: 'Please sign in.' } }),
      'GET /api/locations': () => ({ status: 401, body: { error: 'Please sign in.' } }),
    });
    warmUp('/pantry', '');
    delete window.__larderEarlyRequests;
    warmUp('/pantry', '?view=waste');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(apiCalls(network.requests).filter((call) => call.startsWith('GET /api/pantry'))).toEqual([]);
  });

  test('/dashboard asks for the pantry summary and the appliances with the rest', () => {
    const network = installFakeNetwork({});
    warmUp('/dashboard', '');
    expect(apiCalls(network.requests)).toEqual([
      'GET /api/auth/status',
      'GET /api/user/settings',
      'GET /api/user/onboarding',
      'GET /api/pantry/summary',
      'GET /api/appliances',
    ]);
  });
});

describe('the first render waits for the first screen', () => {
  test('warmUpRoute settles once the page, its words and the data layer have arrived', async () => {
    const { pageModules } = await import('./page-loaders');
    const { queryLayerModule } = await import('./shell-modules');
    const { setUpI18n } = await import('../../../tests/web');
    const { warmUpRoute } = await import('./app');
    const i18n = await setUpI18n();
    installFakeNetwork({ 'GET /api/auth/status': () => ({ body: { isAuthenticated: false } }) });
    // The wait that caps the first render never ends here, so only the arrivals settle it (a busy
    // machine can take over FIRST_SCREEN_WAIT_MS to load a page's modules).
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      await warmUpRoute('/login', '');
    } finally {
      vi.useRealTimers();
    }
    expect(pageModules.login.current()).toBeTypeOf('function');
    expect(queryLayerModule.current()).toBeTypeOf('function');
    expect(i18n.hasLoadedNamespace('auth')).toBe(true);
  });
});
