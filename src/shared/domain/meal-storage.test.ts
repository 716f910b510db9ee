import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { PrepMealSchema } from '../contracts/meal-plans';
import { foodByKey } from './food-catalogue';
import { storageAdvice, type StorageAdvice } from './meal-storage';

type Dish = Parameters<typeof storageAdvice>[0];

function dish(title: string, extra: Partial<Dish> = {}): Dish {
  return { title, tags: [], foodKeys: [], steps: [], language: 'en', ...extra };
}

const advice = (
  storage: StorageAdvice['storage'],
  useByDays: number,
  freezable: boolean,
  reheat: StorageAdvice['reheat'],
): StorageAdvice => ({ storage, useByDays, freezable, reheat });

/** One step in each language: frying, baking, simmering, plain cooking. */
const FRY: Record<string, string> = {
  en: 'Fry everything in a pan for 10 minutes.',
  es: 'Sofríe todo en una sartén 10 minutos.',
  fr: 'Faites revenir le tout dans une poêle 10 minutes.',
  de: 'Alles in der Pfanne 10 Minuten braten.',
  zh: '全部下锅炒10分钟。',
};
const BAKE: Record<string, string> = {
  en: 'Bake for 30 minutes.',
  es: 'Hornea durante 30 minutos.',
  fr: 'Enfournez pour 30 minutes.',
  de: 'Im Ofen 30 Minuten backen.',
  zh: '放入烤箱烤30分钟。',
};
const SIMMER: Record<string, string> = {
  en: 'Simmer for 30 minutes.',
  es: 'Cuece a fuego lento 30 minutos.',
  fr: 'Laissez mijoter 30 minutes.',
  de: '30 Minuten köcheln lassen.',
  zh: '小火炖30分钟。',
};
const COOK: Record<string, string> = {
  en: 'Cook for 20 minutes.',
  es: 'Cocina durante 20 minutos.',
  fr: 'Faites cuire 20 minutes.',
  de: '20 Minuten garen.',
  zh: '煮20分钟。',
};
const fry = (language = 'en') => [FRY[language]!];

describe('cooked dishes keep by what is in them', () => {
  test('with fish or seafood 2 days, by catalogue key or by name', () => {
    for (const key of ['white-fish', 'salmon', 'smoked-salmon', 'shrimp', 'canned-tuna', 'fish-fingers']) {
      expect(foodByKey(key), key).not.toBeNull();
      expect(storageAdvice(dish('Weeknight supper', { foodKeys: ['onions', key], steps: fry() }))).toEqual(
        advice('fridge', 2, true, 'microwave'),
      );
    }
    expect(storageAdvice(dish('Garlic prawns', { steps: fry() }))).toMatchObject({ useByDays: 2 });
    expect(
      storageAdvice(dish('Gambas al ajillo', { language: 'es', steps: ['Sofríe el ajo 2 minutos.'] })),
    ).toMatchObject({ useByDays: 2 });
    expect(storageAdvice(dish('清蒸鱼', { language: 'zh', steps: ['蒸10分钟。'] }))).toMatchObject({
      useByDays: 2,
    });
  });

  test('with meat or poultry 3 days', () => {
    expect(
      storageAdvice(dish('Stir-fry', { foodKeys: ['chicken-pieces', 'bell-peppers'], steps: fry() })),
    ).toEqual(advice('fridge', 3, true, 'microwave'));
    expect(storageAdvice(dish('Poulet basquaise', { language: 'fr', steps: fry('fr') }))).toMatchObject({
      useByDays: 3,
    });
    expect(storageAdvice(dish('Hähnchenpfanne', { language: 'de', steps: fry('de') }))).toMatchObject({
      useByDays: 3,
    });
    expect(
      storageAdvice(
        dish('麻婆豆腐', { language: 'zh', foodKeys: ['tofu', 'ground-pork'], steps: fry('zh') }),
      ),
    ).toMatchObject({ useByDays: 3 });
  });

  test('fish wins over meat: the shortest keeping time counts', () => {
    expect(
      storageAdvice(dish('Surf and turf', { foodKeys: ['beef-steak', 'shrimp'], steps: fry() })),
    ).toMatchObject({
      useByDays: 2,
    });
  });

  test('vegetarian dishes, grains and pasta 4 days', () => {
    expect(
      storageAdvice(dish('Pasta primavera', { foodKeys: ['pasta', 'courgettes'], steps: fry() })),
    ).toEqual(advice('fridge', 4, true, 'microwave'));
    expect(
      storageAdvice(
        dish('Couscous aux légumes', { language: 'fr', foodKeys: ['couscous'], steps: fry('fr') }),
      ),
    ).toEqual(advice('fridge', 4, true, 'microwave'));
    // Cinnamon and eggs are not meat.
    expect(
      storageAdvice(dish('肉桂鸡蛋饼', { language: 'zh', foodKeys: ['eggs'], steps: ['煎5分钟。'] })),
    ).toMatchObject({ useByDays: 4 });
  });
});

describe('salads and uncooked dishes', () => {
  test.each<[string, string]>([
    ['en', 'Greek salad'],
    ['es', 'Ensalada de garbanzos'],
    ['fr', 'Salade niçoise'],
    ['de', 'Kartoffelsalat'],
    ['zh', '凉拌黄瓜'],
  ])('a salad in %s keeps 2 days in the fridge, eaten cold, not frozen', (language, title) => {
    expect(storageAdvice(dish(title, { language, steps: [COOK[language]!] }))).toEqual(
      advice('fridge', 2, false, 'cold'),
    );
  });

  test('a salad tag counts, and so do steps that cook nothing', () => {
    expect(storageAdvice(dish('Horiatiki', { tags: ['salad'] }))).toEqual(advice('fridge', 2, false, 'cold'));
    expect(
      storageAdvice(
        dish('Cucumber ribbons', { steps: ['Slice the cucumber.', 'Dress with the vinegar and oil.'] }),
      ),
    ).toEqual(advice('fridge', 2, false, 'cold'));
    // Blended raw: gazpacho is a cold soup.
    expect(
      storageAdvice(
        dish('Gazpacho', { language: 'es', tags: ['soup'], steps: ['Tritura todo hasta obtener un puré.'] }),
      ),
    ).toEqual(advice('fridge', 2, false, 'cold'));
  });

  test('a salad with fish still keeps 2 days, a rice salad 1', () => {
    expect(storageAdvice(dish('Salmon salad', { foodKeys: ['salmon'] }))).toMatchObject({ useByDays: 2 });
    expect(
      storageAdvice(dish('Rice salad', { foodKeys: ['rice'], steps: ['Cook the rice for 12 minutes.'] })),
    ).toEqual(advice('fridge', 1, false, 'cold'));
  });
});

describe('soups, stews, curries, chili and sauces', () => {
  test.each<[string, string, string[], number]>([
    ['en', 'Chicken curry with rice', ['chicken-pieces', 'rice'], 3],
    ['en', 'Chili con carne', ['ground-beef'], 3],
    ['en', 'Fish stew', ['white-fish'], 2],
    ['es', 'Sopa de lentejas', ['dried-lentils'], 4],
    ['fr', "Soupe à l'oignon", ['onions'], 4],
    ['de', 'Linsensuppe', ['dried-lentils'], 4],
    ['de', 'Rindergulasch', ['beef-roast'], 3],
    ['zh', '番茄蛋汤', ['tomatoes', 'eggs'], 4],
    ['en', 'Marinara sauce', ['canned-tomatoes'], 4],
  ])('%s "%s" is frozen in portions and reheated on the stovetop', (language, title, foodKeys, days) => {
    expect(storageAdvice(dish(title, { language, foodKeys, steps: [SIMMER[language]!] }))).toEqual(
      advice('fridge', days, true, 'stovetop'),
    );
  });

  test('a soup tag counts; a sauce that comes with the dish does not make it a sauce', () => {
    expect(storageAdvice(dish('Minestrone', { tags: ['dinner', 'soup'], steps: fry() }))).toMatchObject({
      reheat: 'stovetop',
    });
    expect(
      storageAdvice(
        dish('Grilled salmon with dill sauce', { foodKeys: ['salmon'], steps: ['Grill for 8 minutes.'] }),
      ),
    ).toEqual(advice('fridge', 2, true, 'microwave'));
    expect(
      storageAdvice(dish('Grilled chicken', { tags: ['sauce'], steps: ['Grill for 8 minutes.'] })),
    ).toMatchObject({
      reheat: 'microwave',
    });
  });
});

describe('baked goods', () => {
  test.each<[string, string, StorageAdvice['reheat']]>([
    ['en', 'Banana bread', 'toaster'],
    ['en', 'Blueberry muffins', 'oven'],
    ['en', 'Chocolate chip cookies', 'oven'],
    ['es', 'Bizcocho de limón', 'oven'],
    ['fr', 'Pain de campagne', 'toaster'],
    ['fr', 'Gâteau au chocolat', 'oven'],
    ['de', 'Bananenbrot', 'toaster'],
    ['de', 'Marmorkuchen', 'oven'],
    ['zh', '香蕉面包', 'toaster'],
    ['zh', '巧克力曲奇', 'oven'],
  ])('%s "%s" keeps 3 days on the counter', (language, title, reheat) => {
    expect(
      storageAdvice(
        dish(title, { language, foodKeys: ['flour', 'butter', 'eggs'], steps: [BAKE[language]!] }),
      ),
    ).toEqual(advice('counter', 3, true, reheat));
  });

  test('with meat or fish they are no counter food', () => {
    expect(
      storageAdvice(
        dish('Ham and cheese muffins', { foodKeys: ['ham', 'flour'], steps: ['Bake for 20 minutes.'] }),
      ),
    ).toEqual(advice('fridge', 3, true, 'oven'));
  });

  test('pancakes are not cakes', () => {
    expect(
      storageAdvice(dish('Pfannkuchen', { language: 'de', steps: ['In der Pfanne 2 Minuten backen.'] })),
    ).toMatchObject({ storage: 'fridge' });
    expect(storageAdvice(dish('Potato cakes', { steps: fry() }))).toMatchObject({ storage: 'fridge' });
  });
});

describe('creamy and custard desserts', () => {
  test.each<[string, string]>([
    ['en', 'New York cheesecake'],
    ['es', 'Flan de huevo'],
    ['fr', 'Mousse au chocolat'],
    ['de', 'Käsekuchen'],
    ['zh', '焦糖布丁'],
  ])('%s "%s" keeps 3 days in the fridge, cold', (language, title) => {
    expect(storageAdvice(dish(title, { language, steps: [BAKE[language]!] }))).toEqual(
      advice('fridge', 3, false, 'cold'),
    );
  });
});

describe('rice as the main thing', () => {
  test.each<[string, string]>([
    ['en', 'Egg fried rice'],
    ['en', 'Mushroom risotto'],
    ['es', 'Paella de marisco'],
    ['es', 'Arroz con pollo'],
    ['fr', 'Riz cantonais'],
    ['de', 'Gebratener Reis mit Ei'],
    ['de', 'Gemüsereis'],
    ['zh', '蛋炒饭'],
  ])('%s "%s" keeps 1 day and is reheated in the microwave', (language, title) => {
    expect(
      storageAdvice(dish(title, { language, foodKeys: ['rice', 'eggs'], steps: [COOK[language]!] })),
    ).toEqual(advice('fridge', 1, true, 'microwave'));
  });

  test('rice that only comes with the dish, or is not grains, is not the main thing', () => {
    expect(
      storageAdvice(
        dish('Teriyaki chicken with rice', { foodKeys: ['chicken-pieces', 'rice'], steps: fry() }),
      ),
    ).toMatchObject({ useByDays: 3 });
    expect(storageAdvice(dish('Rice noodle stir-fry', { foodKeys: ['tofu'], steps: fry() }))).toMatchObject({
      useByDays: 4,
    });
    expect(
      storageAdvice(dish('Preiselbeer-Gratin', { language: 'de', steps: ['30 Minuten im Ofen backen.'] })),
    ).toMatchObject({ useByDays: 4 });
  });
});

describe('casseroles and bakes', () => {
  test.each<[string, string, string[], number]>([
    ['en', 'Beef lasagne', ['ground-beef', 'pasta'], 3],
    ['en', 'Tuna pasta bake', ['canned-tuna', 'pasta'], 2],
    ['es', 'Berenjenas al horno', ['aubergines'], 4],
    ['fr', 'Gratin dauphinois', ['potatoes', 'cream'], 4],
    ['de', 'Kartoffelauflauf', ['potatoes'], 4],
    ['zh', '焗烤芝士通心粉', ['pasta', 'hard-cheese'], 4],
  ])('%s "%s" is reheated in the oven', (language, title, foodKeys, days) => {
    expect(storageAdvice(dish(title, { language, foodKeys, steps: fry(language) }))).toEqual(
      advice('fridge', days, true, 'oven'),
    );
  });

  test('a dish finished in the oven counts as a bake, a preheat alone does not', () => {
    expect(
      storageAdvice(
        dish('Sunday chicken', { foodKeys: ['whole-chicken'], steps: ['Roast for 80 minutes.'] }),
      ),
    ).toEqual(advice('fridge', 3, true, 'oven'));
    expect(
      storageAdvice(dish('Hähnchenkeulen', { language: 'de', steps: ['Im Backofen 40 Minuten garen.'] })),
    ).toMatchObject({ reheat: 'oven' });
    expect(
      storageAdvice(dish('Vegetable stir-fry', { steps: ['Preheat the oven to 200 °C.', ...fry()] })),
    ).toMatchObject({ reheat: 'microwave' });
  });

  test('a "baking" tag makes a savoury bake, not counter food', () => {
    expect(
      storageAdvice(dish('Quiche Lorraine', { tags: ['baking'], foodKeys: ['bacon', 'eggs'], steps: fry() })),
    ).toEqual(advice('fridge', 3, true, 'oven'));
  });
});

describe('anything else', () => {
  test('is reheated in the microwave', () => {
    expect(
      storageAdvice(
        dish('Tortilla española', { language: 'es', foodKeys: ['eggs', 'potatoes'], steps: fry('es') }),
      ),
    ).toEqual(advice('fridge', 4, true, 'microwave'));
  });

  test('a dish without steps is taken as cooked', () => {
    expect(storageAdvice(dish('Mystery dish'))).toEqual(advice('fridge', 4, true, 'microwave'));
  });

  test('an unknown language reads the words of all five', () => {
    expect(storageAdvice(dish('Linsensuppe', { language: 'it', steps: fry('de') }))).toMatchObject({
      reheat: 'stovetop',
    });
    expect(storageAdvice(dish('Salade verte', { language: '' }))).toMatchObject({ reheat: 'cold' });
  });
});

describe('the advice', () => {
  const AdviceSchema = PrepMealSchema.pick({
    storage: true,
    useByDays: true,
    freezable: true,
    reheat: true,
  }).strict();

  test('always fits the prep meal contract, for any text', () => {
    fc.assert(
      fc.property(
        fc.record({
          title: fc.string({ maxLength: 40 }),
          tags: fc.array(fc.string({ maxLength: 12 }), { maxLength: 4 }),
          foodKeys: fc.array(fc.constantFrom('salmon', 'ham', 'rice', 'pasta', 'flour', 'unknown-key'), {
            maxLength: 4,
          }),
          steps: fc.array(fc.string({ maxLength: 60 }), { maxLength: 4 }),
          language: fc.constantFrom('en', 'es', 'fr', 'de', 'zh', 'xx'),
        }),
        (recipe) => {
          const result = storageAdvice(recipe);
          expect(AdviceSchema.parse(result)).toEqual(result);
          expect(result.useByDays).toBeGreaterThanOrEqual(1);
          expect(result.useByDays).toBeLessThanOrEqual(4);
          // Cautious: fish never keeps more than 2 days, nor anything stored cold more than 4.
          if (recipe.foodKeys.includes('salmon')) expect(result.useByDays).toBeLessThanOrEqual(2);
          if (result.storage === 'counter') expect(result.freezable).toBe(true);
          expect(storageAdvice(structuredClone(recipe))).toEqual(result);
        },
      ),
      { numRuns: 200 },
    );
  });
});
