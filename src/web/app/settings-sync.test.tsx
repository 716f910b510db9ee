import { waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { DEFAULT_SETTINGS } from '@shared/contracts/settings';
import { renderApp, setUpI18n } from '../../../tests/web';
import { i18next } from '../lib/i18n';
import { installFakeNetwork } from '../lib/test-network';
import { SettingsSync } from './settings-sync';

beforeAll(async () => {
  await setUpI18n();
});

afterEach(async () => {
  await i18next.changeLanguage('en');
  vi.unstubAllGlobals();
  document.documentElement.className = '';
  delete document.documentElement.dataset.variant;
});

describe('the signed-in user’s settings', () => {
  test('the appearance and language stored on the server are applied on this device (GET answers the record itself)', async () => {
    installFakeNetwork({
      'GET /api/user/settings': () => ({
        body: {
          ...DEFAULT_SETTINGS,
          theme: 'dark',
          variant: 'vibrant',
          borderRadius: 'large',
          language: 'de',
        },
      }),
    });
    renderApp(<SettingsSync signedIn />);
    await waitFor(() => expect(document.documentElement).toHaveClass('dark'));
    expect(document.documentElement.dataset.variant).toBe('vibrant');
    expect(document.documentElement.style.getPropertyValue('--radius')).toBe('0.8rem');
    await waitFor(() => expect(i18next.language).toBe('de'));
  });
});
