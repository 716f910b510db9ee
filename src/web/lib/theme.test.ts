import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  APPEARANCE_STORAGE_KEY,
  DEFAULT_APPEARANCE,
  VARIANT_STORAGE_KEY,
  applyAppearance,
  primaryColorCss,
  storedAppearance,
} from './theme';

function fakeMatchMedia(dark: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: dark && query.includes('dark'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

afterEach(() => vi.unstubAllGlobals());

describe('appearance', () => {
  test('presets use the spec HSL values, default being brand green', () => {
    expect(primaryColorCss({ primaryColor: 'default', customPrimaryColor: null })).toBe('hsl(110 29% 38%)');
    expect(primaryColorCss({ primaryColor: 'purple', customPrimaryColor: null })).toBe(
      'hsl(262.1 83.3% 57.8%)',
    );
    expect(primaryColorCss({ primaryColor: 'orange', customPrimaryColor: null })).toBe('hsl(24.6 95% 53.1%)');
    expect(primaryColorCss({ primaryColor: 'red', customPrimaryColor: null })).toBe('hsl(0 84.2% 60.2%)');
  });

  test('a custom colour may be oklch, an HSL triple or a preset name', () => {
    expect(primaryColorCss({ primaryColor: 'custom', customPrimaryColor: 'oklch(0.6 0.1 140)' })).toBe(
      'oklch(0.6 0.1 140)',
    );
    expect(primaryColorCss({ primaryColor: 'custom', customPrimaryColor: '210 40% 50%' })).toBe(
      'hsl(210 40% 50%)',
    );
    expect(primaryColorCss({ primaryColor: 'custom', customPrimaryColor: 'red' })).toBe('hsl(0 84.2% 60.2%)');
  });

  test('applies dark class, variant, colour, radius and font size to <html> and keeps the variant under theme-variant', () => {
    fakeMatchMedia(false);
    applyAppearance({
      ...DEFAULT_APPEARANCE,
      theme: 'dark',
      variant: 'vibrant',
      borderRadius: 'large',
      fontSize: 120,
    });
    const root = document.documentElement;
    expect(root.classList.contains('dark')).toBe(true);
    expect(root.dataset.variant).toBe('vibrant');
    expect(root.style.getPropertyValue('--radius')).toBe('0.8rem');
    expect(root.style.fontSize).toBe('120%');
    expect(localStorage.getItem(VARIANT_STORAGE_KEY)).toBe('vibrant');
    expect(storedAppearance()).toMatchObject({ theme: 'dark', variant: 'vibrant', fontSize: 120 });
  });

  test("'system' follows the device setting", () => {
    fakeMatchMedia(true);
    applyAppearance({ ...DEFAULT_APPEARANCE, theme: 'system' });
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    fakeMatchMedia(false);
    applyAppearance({ ...DEFAULT_APPEARANCE, theme: 'system' });
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });

  test('a corrupt stored appearance falls back to the defaults', () => {
    localStorage.setItem(APPEARANCE_STORAGE_KEY, '{nope');
    expect(storedAppearance()).toEqual(DEFAULT_APPEARANCE);
  });
});
