import { RecipeDraftSchema } from '@shared/contracts/recipes';
import { FOOD_CATALOGUE } from '@shared/domain/food-catalogue';
import { uuidv7 } from '@shared/ids';
import { nowIso, type DatabaseHandle } from '../src/server/db/database';
import { RECIPE_LIBRARY } from '../src/server/features/recipes/library';
import { insertRecipe } from '../src/server/features/recipes/recipes.repository';
import { recipeWrite } from '../src/server/features/recipes/recipes.service';
import { random } from './support';

const UNITS = ['g', 'ml', 'tbsp', 'tsp', 'cup', ''] as const;
const WORDS = ['quick', 'spicy', 'creamy', 'crispy', 'smoky', 'fresh', 'baked', 'roast', 'garlic', 'lemon'];

/** 10,000 recipes: library recipes varied in title and amounts, with ingredients from the catalogue. */
export async function seedRecipes(db: DatabaseHandle['db'], householdId: string, count: number): Promise<void> {
  const rand = random(7);
  const now = nowIso();
  const english = RECIPE_LIBRARY.map((r) => r.text.en);
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < count; i++) {
      const base = english[i % english.length]!;
      const lines = Array.from({ length: 6 + Math.floor(rand() * 8) }, () => {
        const food = FOOD_CATALOGUE[Math.floor(rand() * FOOD_CATALOGUE.length)]!;
        const unit = UNITS[Math.floor(rand() * UNITS.length)]!;
        return {
          group: null,
          text: `${1 + Math.floor(rand() * 400)}${unit ? ` ${unit}` : ''} ${food.names.en[0]}`,
        };
      });
      const draft = RecipeDraftSchema.parse({
        title: `${WORDS[i % WORDS.length]} ${base.title} ${i}`,
        description: base.description,
        servings: 1 + Math.floor(rand() * 6),
        totalMinutes: 10 + Math.floor(rand() * 120),
        difficulty: (['easy', 'medium', 'hard'] as const)[i % 3],
        cuisine: RECIPE_LIBRARY[i % RECIPE_LIBRARY.length]!.cuisine,
        tags: RECIPE_LIBRARY[i % RECIPE_LIBRARY.length]!.tags,
        ingredients: lines,
        steps: base.steps,
      });
      const id = uuidv7();
      await insertRecipe(
        trx,
        recipeWrite(
          draft,
          { id, publicId: id, householdId, language: null },
          { createdBy: null, now, imageKey: null },
          'en',
        ),
      );
    }
  });
}
