import { describe, expect, test } from 'vitest';
import {
  CATALOGUE_LANGUAGES,
  FOOD_CATALOGUE,
  FOOD_CATEGORIES,
  SHELF_LIFE_SOURCES,
  findFood,
  foodByKey,
  normalizeFoodName,
} from './food-catalogue';
import { STORAGE_KINDS } from './stock';
import { isUnit } from './units';

const shelfLife = (key: string) => foodByKey(key)!.shelfLife;

describe('the food table', () => {
  test('has the spec categories in order and over a hundred foods with unique keys', () => {
    expect(FOOD_CATEGORIES).toEqual(['dairy', 'produce', 'meat', 'pantry', 'frozen', 'beverages', 'other']);
    expect(FOOD_CATALOGUE.length).toBeGreaterThanOrEqual(110);
    expect(new Set(FOOD_CATALOGUE.map((f) => f.key)).size).toBe(FOOD_CATALOGUE.length);
    for (const category of FOOD_CATEGORIES) {
      expect(
        FOOD_CATALOGUE.some((f) => f.category === category),
        category,
      ).toBe(true);
    }
  });

  test('every food is complete and keeps in its own storage', () => {
    for (const food of FOOD_CATALOGUE) {
      expect(food.key, food.key).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
      expect(FOOD_CATEGORIES).toContain(food.category);
      expect(isUnit(food.unit), food.key).toBe(true);
      expect(STORAGE_KINDS).toContain(food.storage);
      for (const language of CATALOGUE_LANGUAGES) {
        expect(food.names[language].length, `${food.key} ${language}`).toBeGreaterThan(0);
        for (const name of food.names[language]) expect(name.trim(), `${food.key} ${language}`).toBe(name);
        for (const name of food.names[language]) expect(name.length).toBeGreaterThan(0);
      }
      for (const days of Object.values(food.shelfLife)) {
        if (days !== null) expect(Number.isInteger(days) && days > 0, food.key).toBe(true);
      }
      expect(food.shelfLife[food.storage], `${food.key} in its ${food.storage}`).not.toBeNull();
      const { fridge, freezer, opened } = food.shelfLife;
      if (fridge !== null && freezer !== null) expect(freezer, food.key).toBeGreaterThanOrEqual(fridge);
      const unopened = food.shelfLife[food.storage]!;
      if (opened !== null) expect(opened, food.key).toBeLessThanOrEqual(unopened);
    }
  });

  test('display names are unique in each language', () => {
    for (const language of CATALOGUE_LANGUAGES) {
      const names = FOOD_CATALOGUE.map((f) => normalizeFoodName(f.names[language][0]!));
      expect(new Set(names).size, language).toBe(names.length);
    }
  });

  test('shelf lives follow the FoodKeeper and storage charts', () => {
    expect(shelfLife('milk')).toEqual({ pantry: null, fridge: 7, freezer: 90, opened: 7 });
    expect(shelfLife('eggs')).toEqual({ pantry: null, fridge: 28, freezer: null, opened: null });
    expect(shelfLife('ground-beef')).toMatchObject({ fridge: 2, freezer: 120 });
    expect(shelfLife('hard-cheese')).toMatchObject({ fridge: 180, opened: 21 });
    expect(shelfLife('bread')).toMatchObject({ pantry: 5, freezer: 90 });
    expect(shelfLife('rice')).toMatchObject({ pantry: 730 });
    expect(shelfLife('chicken-pieces')).toMatchObject({ fridge: 2, freezer: 270 });
    expect(shelfLife('bacon')).toMatchObject({ fridge: 7, freezer: 30 });
    expect(shelfLife('butter')).toMatchObject({ fridge: 60, freezer: 240 });
    expect(shelfLife('yoghurt')).toMatchObject({ fridge: 14, freezer: 60 });
    expect(shelfLife('canned-tomatoes')).toMatchObject({ pantry: 540, opened: 5 });
  });

  test('names the sources it was written from', () => {
    expect(SHELF_LIFE_SOURCES.length).toBeGreaterThanOrEqual(2);
    for (const source of SHELF_LIFE_SOURCES) {
      expect(source.name.length).toBeGreaterThan(0);
      expect(new URL(source.url).protocol).toBe('https:');
    }
    expect(SHELF_LIFE_SOURCES.map((s) => s.name).join(' ')).toContain('FoodKeeper');
  });
});

describe('findFood', () => {
  test("a word meets a name in its plural only by the rules of the name's language", () => {
    // Spanish plurals, German plurals and a German dative find their food…
    expect(findFood('limones', 'es')?.key).toBe('lemons');
    expect(findFood('nueces', 'es')?.key).toBe('nuts');
    expect(findFood('Zwiebeln', 'de')?.key).toBe('onions');
    expect(findFood('mit Faschiertem', 'de')?.key).toBe('ground-beef');
    // …but "salen" is no Spanish plural of "sal", nor "Beeren" an English one of "beer".
    expect(findFood('salen', 'es')).toBeNull();
    expect(findFood('Beeren', 'de')?.key).not.toBe('beer');
  });

  test('every name in every language finds its own food', () => {
    for (const food of FOOD_CATALOGUE) {
      for (const language of CATALOGUE_LANGUAGES) {
        for (const name of food.names[language]) {
          expect(findFood(name, language)?.key, `${language}: ${name}`).toBe(food.key);
        }
      }
    }
  });

  test.each([
    ['milk', 'milk'],
    ['leche', 'milk'],
    ['lait', 'milk'],
    ['Milch', 'milk'],
    ['牛奶', 'milk'],
    ['MILK', 'milk'],
    ['egg', 'eggs'],
    ['Eier', 'eggs'],
    ['oeufs', 'eggs'],
    ['tomato', 'tomatoes'],
    ['Tomaten', 'tomatoes'],
    ['limón', 'lemons'],
    ['limon', 'lemons'],
    ['Zwiebeln', 'onions'],
    ['poireaux', 'leeks'],
    ['cherries', 'cherries'],
    ['epinards', 'spinach'],
    ['Süßkartoffel', 'sweet-potatoes'],
    ['minced beef', 'ground-beef'],
    ['organic whole milk', 'milk'],
    ['fresh organic carrots', 'carrots'],
    ['coconut milk', 'coconut-milk'],
    ['peanut butter', 'peanut-butter'],
    ['chicken stock', 'stock'],
    ['a block of mature cheddar', 'hard-cheese'],
    ['Bio Vollmilch 3,5%', 'milk'],
    ['leche de avena barista', 'plant-milk'],
    ['有机全脂牛奶', 'milk'],
    ['鲜鸡蛋', 'eggs'],
    ['冷冻水果', 'frozen-fruit'],
    ['the oil', 'vegetable-oil'],
    ['pepper', 'black-pepper'],
  ])('%s → %s', (name, key) => {
    expect(findFood(name)?.key).toBe(key);
  });

  test.each([
    ['Rice Krispies', 'cereal'],
    ['Cadbury Dairy Milk', 'chocolate'],
    ['Chicken of the Sea', 'canned-tuna'],
    ['Dr Pepper', 'soft-drinks'],
    ["Hershey's Cocoa", 'cocoa'],
    ['Kinder Bueno', 'chocolate'],
    ['Häagen-Dazs Vanilla', 'ice-cream'],
    ['Skippy', 'peanut-butter'],
    ['cápsulas Nespresso', 'coffee'],
    ['家乐氏玉米片', 'cereal'],
    ['脆香米', 'chocolate'],
    ['维他柠檬茶', 'soft-drinks'],
  ])('a brand name finds the food it is sold as, not one its words name: %s → %s', (name, key) => {
    expect(findFood(name)?.key).toBe(key);
  });

  test('the caller’s language settles names that mean different foods in different languages', () => {
    expect(findFood('Paprika')?.key).toBe('paprika');
    expect(findFood('Paprika', 'de')?.key).toBe('bell-peppers');
    expect(findFood('raisins')?.key).toBe('dried-fruit');
    expect(findFood('raisins', 'fr')?.key).toBe('grapes');
    expect(findFood('pommes', 'fr')?.key).toBe('apples');
    expect(findFood('Pommes', 'de')?.key).toBe('frozen-fries');
    expect(findFood('poulet', 'fr')?.key).toBe('chicken-pieces');
    expect(findFood('Poulet', 'de')?.key).toBe('whole-chicken');
  });

  test('one Chinese character is only a whole name, never a part of another word', () => {
    expect(findFood('水')?.key).toBe('water');
    expect(findFood('水果')).toBeNull();
    expect(findFood('蛋')?.key).toBe('eggs');
    expect(findFood('蛋糕')).toBeNull();
  });

  test('null when nothing fits', () => {
    for (const name of ['', '   ', '!!!', 'spaceship', 'xylophone polish', '飞机']) {
      expect(findFood(name), name).toBeNull();
    }
  });
});
