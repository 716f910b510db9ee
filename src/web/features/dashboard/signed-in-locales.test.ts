import { describe, expect, test } from 'vitest';
import { localeResources } from '../../../../tests/web';

/**
 * The signed-in screens' namespaces must be complete in every language: same keys, same
 * placeholders, no English left.
 */
const NAMESPACES = [
  'dashboard',
  'search',
  'help',
  'subscription',
  'shopping-lists',
  'favorites',
  'referrals',
  'meal-prep',
  'meal-prep-session',
  'notifications',
  'appliances',
  'pantry',
  'scanner',
  'waste',
  'recipes',
  'admin',
  'mobile-features',
  'family',
  'developer',
  'cook',
  'chef',
] as const;
const LANGUAGES = ['es', 'fr', 'de', 'zh'] as const;

/** Words that are rightly the same in some language: names, technical terms and loanwords. */
const SAME_IN_SOME_LANGUAGE = new Set([
  'Android',
  'Barcode',
  'Barcode:',
  'Barcodes',
  'Blender',
  'Browser',
  'Build',
  'Chef',
  'Catalogue',
  'Desktop',
  'Details',
  'Error',
  'fl oz',
  'General',
  'Grill',
  'Image',
  'Images',
  'Interface',
  'Mobile',
  'Mode',
  'Name',
  'Note',
  'Notes',
  'Notifications',
  'Open Food Facts',
  'Offline',
  'Online',
  'Page',
  'Production',
  'Scanner',
  'Service worker',
  'Sous vide',
  'Status',
  'Stock',
  'Tablet',
  'Timer',
  'Toaster',
  'Version',
  '{{count}} question',
  '{{count}} questions',
]);

function flatten(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value };
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.assign(
      {},
      ...Object.entries(value).map(([key, item]) => flatten(item, prefix ? `${prefix}.${key}` : key)),
    );
  }
  throw new Error(`unexpected value at ${prefix}`);
}

const markers = (text: string) => [...text.matchAll(/\{\{\w+\}\}/g)].map((m) => m[0]).sort();
const resources = localeResources(NAMESPACES);

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
      // A text of placeholders only ("{{quantity}} {{unit}}") has no words to translate.
      const words = text.replace(/\{\{\w+\}\}/g, '').replace(/[\s\p{P}]/gu, '');
      if (!SAME_IN_SOME_LANGUAGE.has(text) && text.length > 3 && words.length > 0) {
        expect(other, `${language}:${key} is still English`).not.toBe(text);
      }
    }
  });
});

test('the appliance catalogue has a name in every language for each of its 30 slugs', () => {
  const slugs = Object.keys((resources.en?.appliances as { names: Record<string, string> }).names);
  expect(slugs).toHaveLength(30);
  for (const language of LANGUAGES) {
    const names = (resources[language]?.appliances as { names: Record<string, string> }).names;
    expect(Object.keys(names).sort()).toEqual([...slugs].sort());
  }
});
