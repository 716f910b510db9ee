import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderApp, setUpI18n } from '../../../tests/web';
import { clearCsrfToken } from '../lib/csrf';
import { i18next } from '../lib/i18n';
import { closeScanner, openScanner } from '../lib/scan-store';
import { csrfRoute, installFakeNetwork } from '../lib/test-network';
import { ScanButton } from './scan-dialog';

function network() {
  return installFakeNetwork({
    ...csrfRoute,
    'GET /api/locations': () => ({ body: { locations: [] } }),
    'GET /api/products/lookup': () => ({
      body: { barcode: '4006381333931', source: 'none', product: null, draft: null },
    }),
  });
}

beforeAll(async () => {
  await setUpI18n();
});
beforeEach(async () => {
  clearCsrfToken();
  closeScanner();
  await i18next.changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the scan modal', () => {
  test('opens from the scan button and looks a typed code up inside the modal', async () => {
    const net = network();
    const { currentUrl } = renderApp(<ScanButton />, { path: '/dashboard' });
    await userEvent.click(screen.getByRole('button', { name: 'Scan a barcode' }));
    expect(await screen.findByRole('dialog', { name: 'Scan a barcode' })).toBeInTheDocument();
    // The scanner's code loads when the modal first opens.
    expect(
      await screen.findByRole('button', { name: 'Start camera' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose a picture' })).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Barcode'), { target: { value: '4006381333931' } });
    await userEvent.click(screen.getByRole('button', { name: 'Find product' }));
    expect(await screen.findByRole('heading', { name: 'New product' })).toBeInTheDocument();
    expect(net.requests.some((r) => r.url === '/api/products/lookup?barcode=4006381333931')).toBe(true);
    // The lookup happens in place: the page behind stays where it was.
    expect(currentUrl()).toBe('/dashboard');
  });

  test('opens when another screen asks through the scan store, and closes with Escape', async () => {
    network();
    renderApp(<ScanButton />, { path: '/dashboard' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => openScanner());
    expect(await screen.findByRole('dialog', { name: 'Scan a barcode' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
