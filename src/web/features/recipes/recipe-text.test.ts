import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { RecipeDraftSchema, draftOfRecipe } from '@shared/contracts/recipes';
import { recipeDetail } from '../../components/recipes/recipe-fixtures';
import {
  checkRecipeForm,
  draftFrom,
  formValuesFrom,
  parseWholeNumber,
  serverProblems,
} from './recipe-form-values';
import {
  formatIngredientText,
  formatStepText,
  parseIngredientText,
  parseStepText,
  readHeading,
} from './recipe-text';

describe('ingredient text', () => {
  test('one ingredient a line; "x:" and "# x" lines start groups; blank lines are skipped', () => {
    const text = [
      '500 g flour',
      '  2 eggs  ',
      '',
      'For the sauce:',
      '1 can tomatoes',
      '# Topping',
      'basil',
      '#',
      'salt to taste',
    ].join('\n');
    expect(parseIngredientText(text)).toEqual([
      { group: null, text: '500 g flour', line: 1, groupLine: null },
      { group: null, text: '2 eggs', line: 2, groupLine: null },
      { group: 'For the sauce', text: '1 can tomatoes', line: 5, groupLine: 4 },
      { group: 'Topping', text: 'basil', line: 7, groupLine: 6 },
      { group: null, text: 'salt to taste', line: 9, groupLine: null },
    ]);
  });

  test('a "#" before a number is part of the ingredient (a #10 can), and a full-width colon starts a group', () => {
    expect(readHeading('#10 can tomatoes')).toBeUndefined();
    expect(readHeading('##Sauce')).toEqual({ group: 'Sauce' });
    expect(readHeading('酱汁：')).toEqual({ group: '酱汁' });
    expect(readHeading('2 cups flour')).toBeUndefined();
    expect(parseIngredientText('#10 can tomatoes')).toEqual([
      { group: null, text: '#10 can tomatoes', line: 1, groupLine: null },
    ]);
  });

  test('Windows line breaks read the same as Unix ones', () => {
    expect(parseIngredientText('a\r\nSauce:\r\nb').map((item) => [item.group, item.text])).toEqual([
      [null, 'a'],
      ['Sauce', 'b'],
    ]);
  });

  test('formatting and reading back gives the same lines, groups and order', () => {
    const lineText = fc
      .string({ minLength: 1, maxLength: 30 })
      .map((text) => text.replace(/[\r\n]/g, ' ').trim())
      .filter((text) => text !== '' && readHeading(text) === undefined);
    const groupName = fc.option(lineText, { nil: null });
    fc.assert(
      fc.property(fc.array(fc.record({ group: groupName, text: lineText }), { maxLength: 20 }), (lines) => {
        expect(
          parseIngredientText(formatIngredientText(lines)).map(({ group, text }) => ({ group, text })),
        ).toEqual(lines);
      }),
    );
  });
});

describe('step text', () => {
  test('a blank line separates steps; a step keeps its own line breaks; a heading paragraph starts a group', () => {
    const text = [
      'Make the dough:',
      'Mix the flour and the eggs.',
      '',
      'Knead for 10 minutes.',
      'Rest for an hour.',
      '',
      '',
      '# Sauce',
      '',
      'Simmer the tomatoes.',
    ].join('\n');
    expect(parseStepText(text)).toEqual([
      { group: 'Make the dough', text: 'Mix the flour and the eggs.', line: 2, groupLine: 1 },
      { group: 'Make the dough', text: 'Knead for 10 minutes.\nRest for an hour.', line: 4, groupLine: 1 },
      { group: 'Sauce', text: 'Simmer the tomatoes.', line: 10, groupLine: 8 },
    ]);
  });

  test('formatting and reading back gives the same steps and groups', () => {
    const lineText = fc
      .string({ minLength: 1, maxLength: 30 })
      .map((text) => text.replace(/[\r\n]/g, ' ').trim())
      .filter((text) => text !== '' && readHeading(text) === undefined);
    const stepText = fc.array(lineText, { minLength: 1, maxLength: 3 }).map((lines) => lines.join('\n'));
    fc.assert(
      fc.property(
        fc.array(fc.record({ group: fc.option(lineText, { nil: null }), text: stepText }), { maxLength: 12 }),
        (steps) => {
          expect(parseStepText(formatStepText(steps)).map(({ group, text }) => ({ group, text }))).toEqual(
            steps,
          );
        },
      ),
    );
  });
});

describe('the editor values', () => {
  test('a saved recipe opens in the editor and saves back as the same draft', () => {
    const recipe = recipeDetail({
      yieldText: 'About 2 l',
      notes: 'Freezes well',
      sourceUrl: 'https://example.com',
    });
    const values = formValuesFrom(draftOfRecipe(recipe));
    expect(values.ingredients).toBe('200 g red lentils\n1 onion\n\nTo serve:\n1 lemon');
    expect(values.steps).toBe(
      'Chop the onion and soften it in oil.\n\nAdd the lentils and 1 l of water.\nSimmer for 30 minutes.',
    );
    expect(values.prepMinutes).toBe('15');
    expect(values.totalMinutes).toBe('');
    const checked = checkRecipeForm(values);
    expect(checked.ok).toBe(true);
    if (checked.ok) expect(checked.draft).toEqual(RecipeDraftSchema.parse(draftOfRecipe(recipe)));
  });

  test('numbers: blank is "not given", anything but a whole number is refused at its field', () => {
    expect(parseWholeNumber(' 12 ')).toBe(12);
    expect(parseWholeNumber('')).toBeNull();
    expect(parseWholeNumber('1.5')).toBeNaN();
    expect(parseWholeNumber('ten')).toBeNaN();
    const values = { ...formValuesFrom(), title: 'Soup', servings: 'four', cookMinutes: '99999' };
    const checked = checkRecipeForm(values);
    expect(checked.ok).toBe(false);
    if (!checked.ok) {
      expect(checked.problems.map((problem) => problem.field).sort()).toEqual(['cookMinutes', 'servings']);
    }
    expect(draftFrom({ ...values, servings: '' }).servings).toBeNull();
  });

  test('a problem in an ingredient, a group or a step points at its line in the text', () => {
    const long = 'x'.repeat(501);
    const values = {
      ...formValuesFrom(),
      title: 'Soup',
      ingredients: `1 onion\n\nFor the soup:\n${long}`,
      steps: `Chop.\n\n${'y'.repeat(5001)}`,
    };
    const checked = checkRecipeForm(values);
    expect(checked.ok).toBe(false);
    if (!checked.ok) {
      expect(checked.problems).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ field: 'ingredients', line: 4, code: 'too_big', maximum: 500 }),
          expect.objectContaining({ field: 'steps', line: 3, step: 2, code: 'too_big', maximum: 5000 }),
        ]),
      );
    }
    expect(serverProblems([{ path: 'ingredients.1.group', message: 'Too long' }], values)).toEqual([
      { field: 'ingredients', line: 3, isGroup: true, code: 'server', message: 'Too long' },
    ]);
    expect(
      serverProblems(
        [
          { path: 'tags.2', message: 'Bad tag' },
          { path: 'nowhere', message: 'x' },
        ],
        values,
      ),
    ).toEqual([{ field: 'tags', item: 3, code: 'server', message: 'Bad tag' }]);
  });
});
