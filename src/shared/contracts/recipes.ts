import { z } from 'zod';
import { DIETARY_PREFERENCES } from './onboarding';
import { IdSchema, multilineText, singleLineText } from './text';

/**
 * Recipes: what a recipe holds, the draft that importers produce and the editor opens, and the
 * API's requests and answers. Ingredient lines keep the text as written; the parsed quantity, unit
 * and food are derived from it (src/shared/domain/ingredient-parser.ts) and never replace it.
 */

// ---------------------------------------------------------------------------------------------
// Values and limits

/** The spec's recipe difficulties. */
export const RECIPE_DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type RecipeDifficulty = (typeof RECIPE_DIFFICULTIES)[number];

/** Dietary flags use the onboarding's dietary preferences, so a recipe can be checked against them. */
export const DIETARY_FLAGS = DIETARY_PREFERENCES;
export type DietaryFlag = (typeof DIETARY_FLAGS)[number];

export const RECIPE_TITLE_MAX = 200;
export const RECIPE_DESCRIPTION_MAX = 5000;
export const RECIPE_NOTES_MAX = 5000;
export const RECIPE_CUISINE_MAX = 60;
export const RECIPE_AUTHOR_MAX = 200;
export const RECIPE_URL_MAX = 2000;
export const RECIPE_TAG_MAX = 40;
export const RECIPE_TAGS_MAX = 30;
export const RECIPE_GROUP_MAX = 120;
export const INGREDIENT_LINE_MAX = 500;
export const INGREDIENT_LINES_MAX = 200;
export const STEP_TEXT_MAX = 5000;
export const STEPS_MAX = 100;
export const RECIPE_APPLIANCES_MAX = 20;
export const RECIPE_SERVINGS_MAX = 1000;
/** A week: longer "times" are marinating notes, not durations. */
export const RECIPE_MINUTES_MAX = 7 * 24 * 60;

export const RecipeDifficultySchema = z.enum(RECIPE_DIFFICULTIES);
export const DietaryFlagSchema = z.enum(DIETARY_FLAGS);

const GroupSchema = singleLineText().max(RECIPE_GROUP_MAX).nullable();
const MinutesSchema = z.number().int().min(0).max(RECIPE_MINUTES_MAX).nullable();

/** One ingredient line as written, in an optional group ("For the sauce"). */
export const IngredientLineInputSchema = z.object({
  group: GroupSchema.default(null),
  text: singleLineText().min(1).max(INGREDIENT_LINE_MAX),
});
export type IngredientLineInput = z.infer<typeof IngredientLineInputSchema>;

/** One step, in an optional group ("Make the dough"). */
export const StepInputSchema = z.object({
  group: GroupSchema.default(null),
  text: multilineText().min(1).max(STEP_TEXT_MAX),
});
export type StepInput = z.infer<typeof StepInputSchema>;

/**
 * A recipe as the editor holds it before it is saved: what an import produces (from a web page, a
 * pasted text, another app's export), what a built-in recipe is copied into, and the body of a
 * create or update. `imageUrl` is where an import found a picture; the server fetches it (with the
 * same SSRF-safe fetcher) when the draft is saved.
 */
export const RecipeDraftSchema = z.object({
  title: singleLineText().min(1).max(RECIPE_TITLE_MAX),
  description: multilineText().max(RECIPE_DESCRIPTION_MAX).nullable().default(null),
  servings: z.number().int().min(1).max(RECIPE_SERVINGS_MAX).nullable().default(null),
  /** The yield as the source wrote it ("Serves 4-6", "24 cookies"), when it says more than a number. */
  yieldText: singleLineText().max(RECIPE_GROUP_MAX).nullable().default(null),
  prepMinutes: MinutesSchema.default(null),
  cookMinutes: MinutesSchema.default(null),
  totalMinutes: MinutesSchema.default(null),
  difficulty: RecipeDifficultySchema.nullable().default(null),
  cuisine: singleLineText().max(RECIPE_CUISINE_MAX).nullable().default(null),
  tags: z.array(singleLineText().min(1).max(RECIPE_TAG_MAX)).max(RECIPE_TAGS_MAX).default([]),
  dietaryFlags: z.array(DietaryFlagSchema).max(DIETARY_FLAGS.length).default([]),
  /** Appliance catalogue slugs ("oven", "air-fryer"). */
  appliances: z.array(singleLineText().min(1).max(60)).max(RECIPE_APPLIANCES_MAX).default([]),
  ingredients: z.array(IngredientLineInputSchema).max(INGREDIENT_LINES_MAX).default([]),
  steps: z.array(StepInputSchema).max(STEPS_MAX).default([]),
  notes: multilineText().max(RECIPE_NOTES_MAX).nullable().default(null),
  sourceUrl: singleLineText().max(RECIPE_URL_MAX).nullable().default(null),
  author: singleLineText().max(RECIPE_AUTHOR_MAX).nullable().default(null),
  imageUrl: singleLineText().max(RECIPE_URL_MAX).nullable().default(null),
});
export type RecipeDraft = z.infer<typeof RecipeDraftSchema>;
/** A draft as code builds it: every defaulted field may be left out. */
export type RecipeDraftInput = z.input<typeof RecipeDraftSchema>;

// ---------------------------------------------------------------------------------------------
// Answers

export const RECIPE_SOURCES = ['household', 'library'] as const;
export const RecipeSourceSchema = z.enum(RECIPE_SOURCES);
export const RECIPE_IMAGE_SIZES = ['thumb', 'medium', 'large'] as const;
export type RecipeImageSize = (typeof RECIPE_IMAGE_SIZES)[number];

/** A recipe in a list: enough for a card. */
export const RecipeSummarySchema = z.object({
  /** A household recipe's id, or "lib-<key>" for a built-in one (the same in every language). */
  id: z.string(),
  source: RecipeSourceSchema,
  title: z.string(),
  description: z.string().nullable(),
  /** The picture's URL at the given size, or null when it has none. */
  image: z.object({ thumb: z.string(), medium: z.string(), large: z.string() }).nullable(),
  servings: z.number().nullable(),
  prepMinutes: z.number().nullable(),
  cookMinutes: z.number().nullable(),
  totalMinutes: z.number().nullable(),
  difficulty: RecipeDifficultySchema.nullable(),
  cuisine: z.string().nullable(),
  tags: z.array(z.string()),
  dietaryFlags: z.array(DietaryFlagSchema),
  appliances: z.array(z.string()),
  favorite: z.boolean(),
  updatedAt: z.string(),
});
export type RecipeSummary = z.infer<typeof RecipeSummarySchema>;

/** One ingredient line with what was read from it. */
export const RecipeIngredientSchema = z.object({
  position: z.number(),
  group: z.string().nullable(),
  text: z.string(),
  quantity: z.number().nullable(),
  unit: z.string().nullable(),
  food: z.string().nullable(),
  foodKey: z.string().nullable(),
  optional: z.boolean(),
});
export type RecipeIngredient = z.infer<typeof RecipeIngredientSchema>;

export const RecipeStepSchema = z.object({
  position: z.number(),
  group: z.string().nullable(),
  text: z.string(),
});
export type RecipeStep = z.infer<typeof RecipeStepSchema>;

export const DietaryWarningSchema = z.object({
  preference: DietaryFlagSchema,
  /** The ingredient lines that break it. */
  ingredients: z.array(z.string()),
});

export const RecipeSchema = RecipeSummarySchema.extend({
  yieldText: z.string().nullable(),
  ingredients: z.array(RecipeIngredientSchema),
  steps: z.array(RecipeStepSchema),
  notes: z.string().nullable(),
  sourceUrl: z.string().nullable(),
  author: z.string().nullable(),
  /** False for built-in recipes: copy one to change it. */
  editable: z.boolean(),
  /** The signed-in user's dietary preferences that this recipe breaks. */
  dietaryWarnings: z.array(DietaryWarningSchema),
  createdAt: z.string(),
});
export type Recipe = z.infer<typeof RecipeSchema>;
export const RecipeResponseSchema = z.object({ recipe: RecipeSchema });

// ---------------------------------------------------------------------------------------------
// Requests

export const RECIPE_SORTS = ['title', 'newest', 'quickest'] as const;
export const RECIPE_LIST_SOURCES = ['all', ...RECIPE_SOURCES] as const;
export const RECIPE_PAGE_SIZE_DEFAULT = 24;
export const RECIPE_PAGE_SIZE_MAX = 100;
export const RECIPE_QUERY_MAX = 200;

const QueryFlag = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();

export const RecipeListQuerySchema = z.object({
  q: singleLineText().max(RECIPE_QUERY_MAX).optional(),
  source: z.enum(RECIPE_LIST_SOURCES).default('all'),
  difficulty: RecipeDifficultySchema.optional(),
  cuisine: singleLineText().max(RECIPE_CUISINE_MAX).optional(),
  diet: DietaryFlagSchema.optional(),
  /** At most this many minutes in all. */
  maxMinutes: z.coerce.number().int().min(1).max(RECIPE_MINUTES_MAX).optional(),
  /** Only recipes whose appliances the household owns. */
  ownedAppliances: QueryFlag,
  favorites: QueryFlag,
  sort: z.enum(RECIPE_SORTS).default('title'),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(RECIPE_PAGE_SIZE_MAX).default(RECIPE_PAGE_SIZE_DEFAULT),
});
export type RecipeListQuery = z.infer<typeof RecipeListQuerySchema>;

export const RecipePageSchema = z.object({
  recipes: z.array(RecipeSummarySchema),
  total: z.number(),
  offset: z.number(),
  limit: z.number(),
  /** Cuisines of the recipes this user can see, for the filter menu. */
  cuisines: z.array(z.string()),
});
export type RecipePage = z.infer<typeof RecipePageSchema>;

export const RecipeDetailQuerySchema = z.object({});

export const RecipeFavoriteResponseSchema = z.object({ favorite: z.boolean() });
export const RecipeDeleteResponseSchema = z.object({ success: z.literal(true) });

// ---------------------------------------------------------------------------------------------
// Import

export const IMPORT_TEXT_MAX = 200_000;
export const ImportUrlInputSchema = z.object({
  url: singleLineText().min(1).max(RECIPE_URL_MAX),
});
export const ImportTextInputSchema = z.object({
  /** Pasted plain text, or a page's HTML. */
  text: multilineText().min(1).max(IMPORT_TEXT_MAX),
});
export const RecipeDraftResponseSchema = z.object({ draft: RecipeDraftSchema });
export const ImportArchiveResponseSchema = z.object({
  imported: z.array(z.object({ id: z.string(), title: z.string(), sourceName: z.string() })),
  failed: z.array(z.object({ sourceName: z.string(), reason: z.string() })),
});
export type ImportArchiveResponse = z.infer<typeof ImportArchiveResponseSchema>;

// ---------------------------------------------------------------------------------------------
// What can I cook

export const SUGGESTIONS_MAX = 50;
export const RecipeSuggestionsQuerySchema = z.object({
  /** Recipes missing more ingredients than this are left out. */
  maxMissing: z.coerce.number().int().min(0).max(20).default(3),
  limit: z.coerce.number().int().min(1).max(SUGGESTIONS_MAX).default(12),
  /** Only recipes that use this product ("recipes with this", from a pantry item). */
  productId: IdSchema.optional(),
});
export type RecipeSuggestionsQuery = z.infer<typeof RecipeSuggestionsQuerySchema>;

export const RecipeSuggestionSchema = z.object({
  recipe: RecipeSummarySchema,
  /** Ingredient lines that name a food (salt "to taste" and the like do not count). */
  ingredientCount: z.number(),
  /** Of them, how many the pantry covers in the amount asked (unit-aware, expired stock ignored). */
  haveCount: z.number(),
  missing: z.array(z.string()),
  /** Pantry products the recipe uses that expire within the user's warning window. */
  expiringSoon: z.array(z.object({ productId: z.string(), name: z.string(), expiresOn: z.string() })),
  /** Ranking score, higher first: coverage, expiring items used, cooked recently lowers it. */
  score: z.number(),
  /** When the household last cooked it, if ever. */
  lastCookedAt: z.string().nullable(),
});
export type RecipeSuggestion = z.infer<typeof RecipeSuggestionSchema>;
export const RecipeSuggestionsResponseSchema = z.object({ suggestions: z.array(RecipeSuggestionSchema) });

// ---------------------------------------------------------------------------------------------
// "I cooked this"

export const CookPlanQuerySchema = z.object({
  servings: z.coerce.number().int().min(1).max(RECIPE_SERVINGS_MAX).optional(),
});
/** What cooking the recipe would take from the pantry, for the review step. */
export const CookPlanLineSchema = z.object({
  position: z.number(),
  text: z.string(),
  /** The product the line matched, and what is in stock of it (in the product's unit). */
  productId: z.string().nullable(),
  productName: z.string().nullable(),
  inStock: z.number().nullable(),
  /** Proposed amount to take, in the product's unit (scaled, converted), or null when unknown. */
  quantity: z.number().nullable(),
  unit: z.string().nullable(),
});
export type CookPlanLine = z.infer<typeof CookPlanLineSchema>;
export const CookPlanSchema = z.object({
  servings: z.number().nullable(),
  lines: z.array(CookPlanLineSchema),
});
export type CookPlan = z.infer<typeof CookPlanSchema>;

export const CookedInputSchema = z.object({
  servings: z.number().int().min(1).max(RECIPE_SERVINGS_MAX).nullable().default(null),
  /** The reviewed lines: what to take of which product, in the product's unit. */
  take: z
    .array(z.object({ productId: IdSchema, quantity: z.number().positive().max(1_000_000) }))
    .max(INGREDIENT_LINES_MAX)
    .default([]),
});
export type CookedInput = z.infer<typeof CookedInputSchema>;
export const RecipeCookSchema = z.object({
  id: z.string(),
  recipeId: z.string(),
  title: z.string(),
  servings: z.number().nullable(),
  cookedAt: z.string(),
  /** The stock operation that took the ingredients (undo it with POST /api/stock/operations/:id/undo). */
  operationId: z.string().nullable(),
});
export const CookedResponseSchema = z.object({ cook: RecipeCookSchema });
export const CookHistoryResponseSchema = z.object({ cooks: z.array(RecipeCookSchema) });

/** The draft a saved recipe stands for: what the editor opens, a save sends back and a copy starts from. */
export function draftOfRecipe(recipe: Recipe): RecipeDraft {
  return {
    title: recipe.title,
    description: recipe.description,
    servings: recipe.servings,
    yieldText: recipe.yieldText,
    prepMinutes: recipe.prepMinutes,
    cookMinutes: recipe.cookMinutes,
    totalMinutes: recipe.totalMinutes,
    difficulty: recipe.difficulty,
    cuisine: recipe.cuisine,
    tags: recipe.tags,
    dietaryFlags: recipe.dietaryFlags,
    appliances: recipe.appliances,
    ingredients: recipe.ingredients.map((line) => ({ group: line.group, text: line.text })),
    steps: recipe.steps.map((step) => ({ group: step.group, text: step.text })),
    notes: recipe.notes,
    sourceUrl: recipe.sourceUrl,
    author: recipe.author,
    imageUrl: null,
  };
}
