import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderApp, setUpI18n } from '../../../../../tests/web';
import { clearCsrfToken } from '../../../lib/csrf';
import { i18next } from '../../../lib/i18n';
import { csrfRoute, installFakeNetwork } from '../../../lib/test-network';
import { BarcodeLookupDialog } from './barcode-lookup-dialog';

beforeAll(async () => {
  await setUpI18n();
});
beforeEach(async () => {
  clearCsrfToken();
  await i18next.changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the barcode lookup dialog (/pantry?barcode=)', () => {
  test('looks the code up and offers the new-product form; Cancel closes it', async () => {
    const net = installFakeNetwork({
      ...csrfRoute,
      'GET /api/locations': () => ({ body: { locations: [] } }),
      'GET /api/products/lookup': () => ({
        body: { barcode: '96385074', source: 'none', product: null, draft: null },
      }),
    });
    const onClose = vi.fn();
    renderApp(<BarcodeLookupDialog code="96385074" onClose={onClose} />, {
      path: '/pantry?barcode=96385074',
    });
    expect(await screen.findByRole('heading', { name: 'New product' })).toBeInTheDocument();
    expect(net.requests.some((r) => r.url === '/api/products/lookup?barcode=96385074')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });

  test('a code that is not a barcode says why and asks the server nothing', async () => {
    const net = installFakeNetwork({ ...csrfRoute });
    renderApp(<BarcodeLookupDialog code="12345" onClose={() => undefined} />, {
      path: '/pantry?barcode=12345',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('A barcode has 8, 12, 13 or 14 digits.');
    expect(net.requests).toHaveLength(0);
  });
});
