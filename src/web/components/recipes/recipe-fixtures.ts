import type { ApplianceCatalogueItem } from '@shared/contracts/appliances';
import type { Recipe, RecipePage, RecipeSuggestion, RecipeSummary } from '@shared/contracts/recipes';

/* Records shaped exactly as the recipes API answers them, for the web tests' fake network. */

export function recipeSummary(overrides: Partial<RecipeSummary> = {}): RecipeSummary {
  return {
    id: '01938f6e-0000-7000-8000-000000000001',
    source: 'household',
    title: 'Lentil soup',
    description: 'A thick soup for cold evenings.',
    image: null,
    servings: 4,
    prepMinutes: 15,
    cookMinutes: 30,
    totalMinutes: null,
    difficulty: 'easy',
    cuisine: 'Turkish',
    tags: ['soup'],
    dietaryFlags: ['Vegan', 'Gluten-Free'],
    appliances: ['stovetop'],
    favorite: false,
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function recipeDetail(overrides: Partial<Recipe> = {}): Recipe {
  const summary = recipeSummary(overrides);
  return {
    ...summary,
    yieldText: null,
    ingredients: [
      {
        position: 0,
        group: null,
        text: '200 g red lentils',
        quantity: 200,
        unit: 'g',
        food: 'red lentils',
        foodKey: 'lentils',
        optional: false,
      },
      {
        position: 1,
        group: null,
        text: '1 onion',
        quantity: 1,
        unit: null,
        food: 'onion',
        foodKey: 'onion',
        optional: false,
      },
      {
        position: 2,
        group: 'To serve',
        text: '1 lemon',
        quantity: 1,
        unit: null,
        food: 'lemon',
        foodKey: 'lemon',
        optional: false,
      },
    ],
    steps: [
      { position: 0, group: null, text: 'Chop the onion and soften it in oil.' },
      { position: 1, group: null, text: 'Add the lentils and 1 l of water.\nSimmer for 30 minutes.' },
    ],
    notes: null,
    sourceUrl: null,
    author: null,
    editable: summary.source === 'household',
    dietaryWarnings: [],
    createdAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export function recipePage(
  recipes: RecipeSummary[],
  extra: Partial<Omit<RecipePage, 'recipes'>> = {},
): RecipePage {
  return { recipes, total: recipes.length, offset: 0, limit: 24, cuisines: [], ...extra };
}

export function suggestion(overrides: Partial<RecipeSuggestion> = {}): RecipeSuggestion {
  return {
    recipe: recipeSummary(),
    ingredientCount: 3,
    haveCount: 3,
    missing: [],
    expiringSoon: [],
    score: 1,
    lastCookedAt: null,
    ...overrides,
  };
}

/** A part of the appliance catalogue, as GET /api/appliances/catalogue answers. */
export const applianceCatalogue: ApplianceCatalogueItem[] = [
  { slug: 'oven', name: 'Oven', category: 'cooking', isCommon: true },
  { slug: 'stovetop', name: 'Stovetop', category: 'cooking', isCommon: true },
  { slug: 'air-fryer', name: 'Air fryer', category: 'cooking', isCommon: false },
];
