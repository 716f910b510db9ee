import { describe, expect, test } from 'vitest';
import { PANTRY_SIZES as CONTRACT_PANTRY_SIZES } from '../contracts/onboarding';
import { foodByKey } from './food-catalogue';
import { PANTRY_SIZES, starterPantry } from './starter-pantry';
import { convertMilli, toMilli } from './units';

describe('starterPantry', () => {
  test('uses the onboarding contract sizes', () => {
    expect(PANTRY_SIZES).toBe(CONTRACT_PANTRY_SIZES);
    expect(PANTRY_SIZES).toEqual(['small', 'medium', 'large']);
  });

  test('every staple is a long-keeping pantry food of the catalogue, in a unit it converts to', () => {
    for (const size of PANTRY_SIZES) {
      const items = starterPantry(size);
      expect(new Set(items.map((i) => i.foodKey)).size, size).toBe(items.length);
      for (const item of items) {
        const food = foodByKey(item.foodKey);
        expect(food, item.foodKey).not.toBeNull();
        expect(food!.storage, item.foodKey).toBe('pantry');
        expect(food!.shelfLife.pantry ?? 0, item.foodKey).toBeGreaterThanOrEqual(180);
        expect(item.quantity).toBeGreaterThan(0);
        expect(convertMilli(toMilli(item.quantity), item.unit, food!.unit), item.foodKey).not.toBeNull();
      }
    }
  });

  test('starts every household with the basics', () => {
    const small = starterPantry('small').map((i) => i.foodKey);
    for (const key of [
      'salt',
      'black-pepper',
      'olive-oil',
      'flour',
      'sugar',
      'rice',
      'pasta',
      'canned-tomatoes',
      'stock-cubes',
    ]) {
      expect(small).toContain(key);
    }
  });

  test('larger households get more kinds and never less of any', () => {
    const [small, medium, large] = PANTRY_SIZES.map(
      (size) => new Map(starterPantry(size).map((i) => [i.foodKey, i])),
    );
    expect(small!.size).toBeLessThan(medium!.size);
    expect(medium!.size).toBeLessThan(large!.size);
    for (const [smaller, larger] of [
      [small!, medium!],
      [medium!, large!],
    ] as const) {
      for (const [key, item] of smaller) {
        const bigger = larger.get(key);
        expect(bigger, key).toBeDefined();
        expect(bigger!.unit).toBe(item.unit);
        expect(bigger!.quantity, key).toBeGreaterThanOrEqual(item.quantity);
      }
    }
    const total = (m: Map<string, { quantity: number }>) =>
      [...m.values()].reduce((a, i) => a + i.quantity, 0);
    expect(total(large!)).toBeGreaterThan(total(medium!));
  });

  test('returns a fresh list each time', () => {
    const first = starterPantry('medium');
    first.pop();
    expect(starterPantry('medium').length).toBe(first.length + 1);
  });
});
