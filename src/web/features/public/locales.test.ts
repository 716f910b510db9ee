import { describe, expect, test } from 'vitest';
import { localeResources } from '../../../../tests/web';

/**
 * The public pages, the landing page and sign-in are the first screens anyone sees, so their
 * namespaces (with sign-in's form messages and the words every screen shares) must be complete in
 * every language: same keys, same placeholders, no English left.
 */
const NAMESPACES = ['auth', 'validation', 'common', 'landing', 'public'] as const;
const LANGUAGES = ['es', 'fr', 'de', 'zh'] as const;

/**
 * Values that are rightly the same in another language: names, licences, and words like 'Legal'
 * (es), 'Contact' or 'Notification' (fr) and 'Optional' (de).
 */
const SAME_IN_EVERY_LANGUAGE = new Set([
  'Larder',
  '© {{year}} Larder',
  'Open Food Facts',
  'USDA FoodKeeper',
  'Open Database License (ODbL) 1.0',
  'Database Contents License (DbCL) 1.0',
  'Creative Commons BY-SA',
  'Attributions',
  'Legal',
  'Contact',
  'Notification',
  'Notifications ({{hotkey}})',
  'Optional',
]);

function flatten(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value };
  if (Array.isArray(value)) {
    return Object.assign({}, ...value.map((item, i) => flatten(item, `${prefix}[${i}]`)));
  }
  if (value && typeof value === 'object') {
    return Object.assign(
      {},
      ...Object.entries(value).map(([key, item]) => flatten(item, prefix ? `${prefix}.${key}` : key)),
    );
  }
  throw new Error(`unexpected value at ${prefix}`);
}

const markers = (text: string) => [...text.matchAll(/\{\{\w+\}\}|<\/?\w+>/g)].map((m) => m[0]).sort();

const resources = localeResources();

describe.each(NAMESPACES)('%s locale files', (namespace) => {
  const english = flatten(resources.en?.[namespace]);

  test('English exists and has no empty text', () => {
    expect(Object.keys(english).length).toBeGreaterThan(0);
    for (const [key, text] of Object.entries(english)) expect(text.trim(), key).not.toBe('');
  });

  test.each(LANGUAGES)('%s has every key, the same placeholders, and is translated', (language) => {
    const translated = flatten(resources[language]?.[namespace]);
    expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(english)) {
      const other = translated[key]!;
      expect(other.trim(), `${language}:${key}`).not.toBe('');
      expect(markers(other), `${language}:${key}`).toEqual(markers(text));
      if (!SAME_IN_EVERY_LANGUAGE.has(text) && text.length > 3) {
        expect(other, `${language}:${key} is still English`).not.toBe(text);
      }
    }
  });
});
