import { useEffect } from 'react';
import type { Settings } from '@shared/contracts/settings';
import { DEFAULT_SETTINGS, PRIMARY_COLOR_VALUES, RADIUS_VALUES } from '@shared/settings-options';

export type Appearance = Pick<
  Settings,
  'theme' | 'primaryColor' | 'customPrimaryColor' | 'borderRadius' | 'fontSize' | 'variant'
>;

/** Spec §4: the style variant is also kept in local storage under a theme-variant key. */
export const VARIANT_STORAGE_KEY = 'theme-variant';
/** The last appearance, so the first paint after a reload already looks right. */
export const APPEARANCE_STORAGE_KEY = 'larder.appearance';

const DARK_QUERY = '(prefers-color-scheme: dark)';

export const DEFAULT_APPEARANCE: Appearance = {
  theme: DEFAULT_SETTINGS.theme,
  primaryColor: DEFAULT_SETTINGS.primaryColor,
  customPrimaryColor: DEFAULT_SETTINGS.customPrimaryColor,
  borderRadius: DEFAULT_SETTINGS.borderRadius,
  fontSize: DEFAULT_SETTINGS.fontSize,
  variant: DEFAULT_SETTINGS.variant,
};

/** A colour setting as CSS: presets and HSL triples become hsl(), oklch() is used as is. */
export function primaryColorCss(appearance: Pick<Appearance, 'primaryColor' | 'customPrimaryColor'>): string {
  const { primaryColor, customPrimaryColor } = appearance;
  if (primaryColor !== 'custom' || !customPrimaryColor) {
    const preset = primaryColor === 'custom' ? 'default' : primaryColor;
    return `hsl(${PRIMARY_COLOR_VALUES[preset]})`;
  }
  const value = customPrimaryColor.trim();
  if (value in PRIMARY_COLOR_VALUES)
    return `hsl(${PRIMARY_COLOR_VALUES[value as keyof typeof PRIMARY_COLOR_VALUES]})`;
  if (/^oklch\(/i.test(value)) return value;
  return `hsl(${value})`;
}

export function prefersDark(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(DARK_QUERY).matches
  );
}

export function isDark(theme: Appearance['theme']): boolean {
  return theme === 'dark' || (theme === 'system' && prefersDark());
}

/** Applies the appearance to <html> (class dark, data-variant, --primary, --radius, font size) and remembers it. */
export function applyAppearance(appearance: Appearance, root: HTMLElement = document.documentElement): void {
  root.classList.toggle('dark', isDark(appearance.theme));
  root.style.colorScheme = isDark(appearance.theme) ? 'dark' : 'light';
  root.dataset.variant = appearance.variant;
  root.style.setProperty('--primary', primaryColorCss(appearance));
  root.style.setProperty('--radius', RADIUS_VALUES[appearance.borderRadius]);
  root.style.fontSize = `${appearance.fontSize}%`;
  try {
    localStorage.setItem(VARIANT_STORAGE_KEY, appearance.variant);
    localStorage.setItem(APPEARANCE_STORAGE_KEY, JSON.stringify(appearance));
  } catch {
    // Storage can be unavailable (private mode); the page still looks right.
  }
}

/** The remembered appearance, or the defaults. */
export function storedAppearance(): Appearance {
  try {
    const raw = localStorage.getItem(APPEARANCE_STORAGE_KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<Appearance>) : {};
    const variant = localStorage.getItem(VARIANT_STORAGE_KEY);
    return {
      ...DEFAULT_APPEARANCE,
      ...parsed,
      ...(variant === 'tint' || variant === 'professional' || variant === 'vibrant' ? { variant } : {}),
    };
  } catch {
    return DEFAULT_APPEARANCE;
  }
}

/** Applies the appearance and, for 'system', follows the device's dark-mode setting live. */
export function useAppearance(appearance: Appearance): void {
  useEffect(() => {
    applyAppearance(appearance);
    if (appearance.theme !== 'system' || typeof window.matchMedia !== 'function') return;
    const media = window.matchMedia(DARK_QUERY);
    const onChange = () => applyAppearance(appearance);
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, [appearance]);
}
