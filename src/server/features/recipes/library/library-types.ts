import type { DietaryFlag, RecipeDifficulty } from '@shared/contracts/recipes';
import type { Language } from '@shared/settings-options';

/**
 * A recipe of the built-in library: written by us (no copied text), in all five languages, so a new
 * household can cook on day one. The numbers and lists are shared by every language; the words are
 * per language. Ingredient lines are written as a cook would write them in that language
 * ("200 g de harina", "2 EL Olivenöl", "面粉 200克"), so that the shared ingredient parser reads
 * them, and every language lists the same ingredients in the same order.
 */
export type LibraryRecipe = {
  /** Stable, URL-safe key ("shakshuka"); the built-in recipe's id is `lib-<key>`. */
  key: string;
  /** Lower-case English cuisine key ("italian", "mexican", "chinese", "indian", "french"…). */
  cuisine: string;
  difficulty: RecipeDifficulty;
  servings: number;
  prepMinutes: number;
  cookMinutes: number;
  totalMinutes: number;
  /** Dietary flags the recipe honestly satisfies (from the onboarding's preferences). */
  dietaryFlags: DietaryFlag[];
  /** Appliance catalogue slugs it needs ("oven", "stovetop", "air-fryer", "slow-cooker"…). */
  appliances: string[];
  /** Lower-case English tag keys ("breakfast", "quick", "one-pot", "soup", "dessert"…). */
  tags: string[];
  text: Record<Language, LibraryRecipeText>;
};

export type LibraryRecipeText = {
  title: string;
  description: string;
  ingredients: Array<{ group: string | null; text: string }>;
  steps: Array<{ group: string | null; text: string }>;
  notes: string | null;
};
