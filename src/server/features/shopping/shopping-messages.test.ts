import { describe, expect, test } from 'vitest';
import { LANGUAGES } from '@shared/contracts/settings';
import { SHOPPING_MESSAGE_TABLE, shoppingMessage } from './shopping-messages';

describe('shopping messages', () => {
  test('every message exists in every language, translated, with the same placeholders', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [key, texts] of Object.entries(SHOPPING_MESSAGE_TABLE)) {
      for (const lang of LANGUAGES) {
        expect(texts[lang].trim(), `${key}.${lang}`).not.toBe('');
        expect(placeholders(texts[lang]), `${key}.${lang}`).toEqual(placeholders(texts.en));
        if (lang !== 'en') expect(texts[lang], `${key}.${lang}`).not.toBe(texts.en);
      }
    }
  });

  test('placeholders are filled', () => {
    expect(shoppingMessage('notTicked', 'de', { name: 'Milch' })).toContain('„Milch“');
  });
});
