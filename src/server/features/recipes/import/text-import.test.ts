import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { RecipeDraftSchema } from '@shared/contracts/recipes';
import { RecipeImportError } from './import-messages';
import { parseRecipeText } from './text-import';

const read = (text: string) => RecipeDraftSchema.parse(parseRecipeText(text));
const texts = (lines: Array<{ text: string }>) => lines.map((line) => line.text);

describe('pasted text with headings', () => {
  test('the first line is the title and the headings divide ingredients, method and notes', () => {
    const draft = read(`Banana Bread

A loaf for overripe bananas.
Serves 8
Prep time: 15 min
Cook time: 1 hour

Ingredients:
- 3 ripe bananas
- 75 g melted butter
* 150 g sugar
• 1 egg
pinch of salt

Method
1. Heat the oven to 180 °C.
2. Mash the bananas and stir in the butter.
Add the sugar and the egg.
3. Bake for an hour.

Notes:
Keeps for four days.`);
    expect(draft).toMatchObject({
      title: 'Banana Bread',
      description: 'A loaf for overripe bananas.',
      servings: 8,
      prepMinutes: 15,
      cookMinutes: 60,
      totalMinutes: 75,
      notes: 'Keeps for four days.',
    });
    expect(texts(draft.ingredients)).toEqual([
      '3 ripe bananas',
      '75 g melted butter',
      '150 g sugar',
      '1 egg',
      'pinch of salt',
    ]);
    expect(texts(draft.steps)).toEqual([
      'Heat the oven to 180 °C.',
      'Mash the bananas and stir in the butter. Add the sugar and the egg.',
      'Bake for an hour.',
    ]);
  });

  test('group lines inside a section become groups', () => {
    const draft = read(`Pie
Ingredients
For the pastry:
200 g flour
100 g butter
For the filling:
4 apples
Method
### Pastry
Rub the butter into the flour.
### Filling
Slice the apples.`);
    expect(draft.ingredients).toEqual([
      { group: 'For the pastry', text: '200 g flour' },
      { group: 'For the pastry', text: '100 g butter' },
      { group: 'For the filling', text: '4 apples' },
    ]);
    expect(draft.steps).toEqual([
      { group: 'Pastry', text: 'Rub the butter into the flour.' },
      { group: 'Filling', text: 'Slice the apples.' },
    ]);
  });

  test('headings are recognised in Spanish, French, German and Chinese', () => {
    const cases = [
      [
        'Tortilla\nIngredientes\n4 huevos\n2 patatas\nPreparación\nBatir los huevos.',
        ['4 huevos', '2 patatas'],
        ['Batir los huevos.'],
      ],
      [
        'Crêpes\nIngrédients :\n250 g de farine\n3 œufs\nPréparation :\nMélanger le tout.',
        ['250 g de farine', '3 œufs'],
        ['Mélanger le tout.'],
      ],
      [
        'Pfannkuchen\nZutaten für 4 Personen\n250 g Mehl\n3 Eier\nZubereitung\nAlles verrühren.',
        ['250 g Mehl', '3 Eier'],
        ['Alles verrühren.'],
      ],
      [
        '番茄炒蛋\n材料\n番茄 2个\n鸡蛋 3个\n做法\n番茄切块。\n鸡蛋打散。',
        ['番茄 2个', '鸡蛋 3个'],
        ['番茄切块。', '鸡蛋打散。'],
      ],
    ] as const;
    for (const [text, ingredients, steps] of cases) {
      const draft = read(text);
      expect(texts(draft.ingredients), text).toEqual(ingredients);
      expect(texts(draft.steps), text).toEqual(steps);
    }
    expect(read('Pfannkuchen\nZutaten für 4 Personen\n250 g Mehl\nZubereitung\nRühren.').servings).toBe(4);
  });

  test('a "Note:" line among the steps goes to the notes and the steps go on', () => {
    const draft = read(
      'Rice\nIngredients\n1 cup rice\nMethod\nRinse the rice.\nNote: do not skip this.\nCook it.',
    );
    expect(texts(draft.steps)).toEqual(['Rinse the rice.', 'Cook it.']);
    expect(draft.notes).toBe('do not skip this.');
  });

  test('"Step 2" labels and numbers written on one line split the steps', () => {
    const draft = read(`Rice
Ingredients
1 cup rice
Instructions
Step 1
Rinse the rice.
Step 2
Cook it for 12 minutes.`);
    expect(texts(draft.steps)).toEqual(['Rinse the rice.', 'Cook it for 12 minutes.']);
    const oneLine = read(
      'Rice\nIngredients\n1 cup rice\nMethod\n1. Rinse the rice. 2. Boil 2 cups water. 3. Cook for 12 min.',
    );
    expect(texts(oneLine.steps)).toEqual(['Rinse the rice.', 'Boil 2 cups water.', 'Cook for 12 min.']);
  });
});

describe('pasted text without headings', () => {
  test('lines that start with an amount are ingredients, the rest are steps', () => {
    const draft = read(`Guacamole
2 ripe avocados
1/2 red onion, finely chopped
½ lime
salt
Mash the avocados with a fork.
Stir in the onion and lime juice, then season.`);
    expect(texts(draft.ingredients)).toEqual([
      '2 ripe avocados',
      '1/2 red onion, finely chopped',
      '½ lime',
      'salt',
    ]);
    expect(texts(draft.steps)).toEqual([
      'Mash the avocados with a fork.',
      'Stir in the onion and lime juice, then season.',
    ]);
  });

  test('ingredients written with the amount after the name count too ("Mehl 250 g", "面粉 200克")', () => {
    const draft = read(
      'Brot\nMehl 500 g\nWasser 350 ml\nSalz 10 g\nAlles mischen und 12 Stunden ruhen lassen.',
    );
    expect(texts(draft.ingredients)).toEqual(['Mehl 500 g', 'Wasser 350 ml', 'Salz 10 g']);
    expect(texts(draft.steps)).toEqual(['Alles mischen und 12 Stunden ruhen lassen.']);
  });

  test('numbered lines are steps even though they start with a number', () => {
    const draft = read('Tea\n1 tea bag\n250 ml water\n1. Boil the water.\n2. Steep for 3 minutes.');
    expect(texts(draft.ingredients)).toEqual(['1 tea bag', '250 ml water']);
    expect(texts(draft.steps)).toEqual(['Boil the water.', 'Steep for 3 minutes.']);
  });
});

describe('pasted HTML and odd input', () => {
  test('pasted page source goes through the page extractor', () => {
    const html = `<html><body><script type="application/ld+json">${JSON.stringify({
      '@type': 'Recipe',
      name: 'Toast',
      recipeIngredient: ['1 slice bread'],
      recipeInstructions: 'Toast the bread.',
    })}</script></body></html>`;
    expect(read(html)).toMatchObject({
      title: 'Toast',
      ingredients: [{ text: '1 slice bread' }],
      steps: [{ text: 'Toast the bread.' }],
    });
  });

  test('pasted HTML without recipe markup is read as text', () => {
    const draft = read(
      '<h2>Lemonade</h2><p>Ingredients</p><ul><li>2 lemons</li><li>1 l water</li></ul><p>Method</p><p>Squeeze and stir.</p>',
    );
    expect(draft.title).toBe('Lemonade');
    expect(texts(draft.ingredients)).toEqual(['2 lemons', '1 l water']);
    expect(texts(draft.steps)).toEqual(['Squeeze and stir.']);
  });

  test('empty text is refused', () => {
    for (const text of ['', '   \n\t\n', 'Ingredients\nMethod']) {
      expect(() => parseRecipeText(text), JSON.stringify(text)).toThrow(RecipeImportError);
    }
  });

  test('over-long lines are cut, and any text gives a draft the schema accepts', () => {
    const long = 'x'.repeat(600);
    const draft = read(`${'T'.repeat(300)}\nIngredients\n1 ${long}\nMethod\n${'word '.repeat(2000)}`);
    expect(draft.title.length).toBeLessThanOrEqual(200);
    expect(draft.ingredients[0]!.text.length).toBeLessThanOrEqual(500);
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (text) => {
        try {
          RecipeDraftSchema.parse(parseRecipeText(text));
        } catch (error) {
          if (!(error instanceof RecipeImportError)) throw error;
        }
      }),
      { numRuns: 300 },
    );
  });
});
