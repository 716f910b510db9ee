import { describe, expect, test } from 'vitest';
import { parseIngredientLine } from '@shared/domain/ingredient-parser';
import type { CatalogueLanguage } from '@shared/domain/food-catalogue';
import { ingredientsInStep } from './step-ingredients';

/** The lines as the server sends them: the food and its catalogue key read by the shared parser. */
function lines(texts: string[], language: CatalogueLanguage) {
  return texts.map((text) => {
    const parsed = parseIngredientLine(text, language);
    return { food: parsed.food, foodKey: parsed.foodKey };
  });
}

describe('which ingredients a step mentions', () => {
  const english = lines(
    [
      '2 tbsp extra virgin olive oil',
      '1 large onion, finely chopped',
      '3 garlic cloves',
      '400 g tinned tomatoes',
      'Salt',
    ],
    'en',
  );

  test('a step that names the food by its last word counts it ("the oil", "the onions")', () => {
    expect(
      ingredientsInStep('Heat the oil in a large pan and fry the onions until soft.', english, 'en'),
    ).toEqual([0, 1]);
  });

  test('plurals and singulars meet, and nothing else matches', () => {
    expect(ingredientsInStep('Add the tomato and simmer for 10 minutes.', english, 'en')).toEqual([3]);
    expect(ingredientsInStep('Serve at once.', english, 'en')).toEqual([]);
  });

  test('a word inside another word is not a mention ("oil" in "boil")', () => {
    expect(ingredientsInStep('Bring a pan of water to the boil.', english, 'en')).toEqual([]);
  });

  test('Spanish and French name the food by its first word', () => {
    const spanish = lines(['2 cucharadas de aceite de oliva', '1 cebolla grande'], 'es');
    expect(ingredientsInStep('Calienta el aceite y añade la cebolla.', spanish, 'es')).toEqual([0, 1]);
    const french = lines(["2 cuillères à soupe d'huile d'olive", '3 gousses d’ail'], 'fr');
    expect(ingredientsInStep("Faites chauffer l'huile dans une poêle.", french, 'fr')).toEqual([0]);
  });

  test('Chinese names count wherever they appear, without spaces', () => {
    const chinese = lines(['鸡蛋 2个', '番茄 3个', '盐 少许'], 'zh');
    expect(ingredientsInStep('把鸡蛋打散，番茄切块。', chinese, 'zh')).toEqual([0, 1]);
  });
});

test("a catalogue name's last word alone is not a mention (the sauce is not tomato sauce)", () => {
  const tomatoes = lines(['1 can (400 g) chopped tomatoes'], 'en');
  expect(ingredientsInStep('Well-browned onions give the sauce its depth.', tomatoes, 'en')).toEqual([]);
  expect(ingredientsInStep('Stir in the tomato sauce.', tomatoes, 'en')).toEqual([0]);
});
