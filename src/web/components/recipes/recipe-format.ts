import type { TFunction } from 'i18next';
import type { DietaryFlag, RecipeSummary } from '@shared/contracts/recipes';

/*
 * How recipes read on screen, shared by the recipe book and the favorites: durations, dietary
 * flags in the onboarding's words, appliance names in the appliances' words.
 */

/**
 * The onboarding namespace's keys of the dietary flags (the flags are the onboarding's wire values,
 * kept in English), so a recipe's flags read exactly as the preferences the user picked; the
 * onboarding's own choices use them too.
 */
export const DIETARY_FLAG_KEYS: Record<DietaryFlag, string> = {
  Vegetarian: 'vegetarian',
  Vegan: 'vegan',
  'Gluten-Free': 'glutenFree',
  'Dairy-Free': 'dairyFree',
  Keto: 'keto',
  Paleo: 'paleo',
  'Low FODMAP': 'lowFodmap',
  'Nut-Free': 'nutFree',
  Pescatarian: 'pescatarian',
  Kosher: 'kosher',
  Halal: 'halal',
  Whole30: 'whole30',
  'Low Carb': 'lowCarb',
};

/** The namespaces a screen showing recipe cards reads. */
export const RECIPE_CARD_NAMESPACES = ['recipes', 'onboarding'] as const;

/** A dietary flag in the reader's language; `t` may be of any namespace. */
export function dietaryFlagLabel(t: TFunction, flag: DietaryFlag): string {
  return t(`dietary.${DIETARY_FLAG_KEYS[flag]}`, { ns: 'onboarding', defaultValue: flag });
}

/** A catalogue appliance's name in the reader's language, else the slug as written. */
export function applianceLabel(t: TFunction, slug: string, catalogueName?: string): string {
  return t(`names.${slug}`, { ns: 'appliances', defaultValue: catalogueName ?? slug });
}

/**
 * How long a recipe takes: its total time, else preparation and cooking added up, else null
 * (the recipe does not say).
 */
export function recipeMinutes(
  recipe: Pick<RecipeSummary, 'totalMinutes' | 'prepMinutes' | 'cookMinutes'>,
): number | null {
  if (recipe.totalMinutes !== null) return recipe.totalMinutes;
  if (recipe.prepMinutes === null && recipe.cookMinutes === null) return null;
  return (recipe.prepMinutes ?? 0) + (recipe.cookMinutes ?? 0);
}

/**
 * "45 min", "2 hr", "1 hr 30 min" (and "45 Min.", "45分钟") as the reader's language writes
 * units, through Intl rather than translated strings.
 */
export function formatDuration(language: string, minutes: number): string {
  const unit = (value: number, name: 'hour' | 'minute') => {
    try {
      return new Intl.NumberFormat(language, { style: 'unit', unit: name, unitDisplay: 'short' }).format(
        value,
      );
    } catch {
      return `${value} ${name === 'hour' ? 'h' : 'min'}`;
    }
  };
  if (minutes < 60) return unit(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? unit(hours, 'hour') : `${unit(hours, 'hour')} ${unit(rest, 'minute')}`;
}
