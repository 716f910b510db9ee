import { describe, expect, test } from 'vitest';
import { LANGUAGES } from '@shared/contracts/settings';
import { MEAL_PLAN_MESSAGE_TABLE, mealPlanMessage } from './meal-plans-messages';

describe('meal plan messages', () => {
  test('every message exists in every language, translated, with the same placeholders', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [key, texts] of Object.entries(MEAL_PLAN_MESSAGE_TABLE)) {
      for (const lang of LANGUAGES) {
        expect(texts[lang].trim(), `${key}.${lang}`).not.toBe('');
        expect(placeholders(texts[lang]), `${key}.${lang}`).toEqual(placeholders(texts.en));
        if (lang !== 'en') expect(texts[lang], `${key}.${lang}`).not.toBe(texts.en);
      }
    }
  });

  test('placeholders are filled', () => {
    expect(mealPlanMessage('slotFull', 'fr', { max: 10 })).toContain('10 entrées');
    expect(mealPlanMessage('servings', 'zh', { count: 4 })).toBe('4 份');
  });
});
