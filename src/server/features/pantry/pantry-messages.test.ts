import { describe, expect, test } from 'vitest';
import { LANGUAGES } from '@shared/contracts/settings';
import { PANTRY_MESSAGE_TABLE, pantryMessage } from './pantry-messages';

describe('pantry messages', () => {
  test('every message exists in every language, translated, with the same placeholders', () => {
    for (const [key, texts] of Object.entries(PANTRY_MESSAGE_TABLE)) {
      const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      for (const lang of LANGUAGES) {
        expect(texts[lang].trim(), `${key}.${lang}`).not.toBe('');
        expect(placeholders(texts[lang]), `${key}.${lang}`).toEqual(placeholders(texts.en));
        if (lang !== 'en') expect(texts[lang], `${key}.${lang}`).not.toBe(texts.en);
      }
    }
  });

  test('placeholders are filled; unknown ones are left visible', () => {
    expect(pantryMessage('notEnoughStock', 'en', { available: 2, unit: 'l', product: 'Milk' })).toBe(
      'There is only 2 l of Milk.',
    );
    expect(pantryMessage('outOfStock', 'fr', {})).toBe('{product} est en rupture de stock.');
  });
});
