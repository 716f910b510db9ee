import type { TFunction } from 'i18next';
import { MEAL_SLOTS, type MealPlanEntry, type MealSlot, type PlanReason } from '@shared/contracts/meal-plans';
import { addDays } from '@shared/domain/stock';
import { startOfWeek, weekStartsOn } from '@shared/domain/week-start';
import { formatDuration, recipeMinutes } from '../../components/recipes/recipe-format';

/*
 * How the meal plan reads: days in the reader's language (through Intl, so every language writes
 * its own dates), the planner's reasons in words, an entry's title, and the week's first day
 * before the server has said which it is.
 */

export { MEAL_SLOTS };
export type { MealSlot };

/** Dates are 'YYYY-MM-DD' in the household's zone: formatted at noon UTC, so no zone moves the day. */
const atNoon = (date: string) => new Date(`${date}T12:00:00Z`);

function dateFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  try {
    return new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' });
  } catch {
    return new Intl.DateTimeFormat('en', { ...options, timeZone: 'UTC' });
  }
}

/** "Tuesday" */
export function weekdayName(language: string, date: string): string {
  return dateFormat(language, { weekday: 'long' }).format(atNoon(date));
}

/** "Tue" */
export function weekdayShort(language: string, date: string): string {
  return dateFormat(language, { weekday: 'short' }).format(atNoon(date));
}

/** "24" (the day of the month, as the language writes it: "24日"). */
export function dayOfMonth(language: string, date: string): string {
  return dateFormat(language, { day: 'numeric' }).format(atNoon(date));
}

/** "Tuesday, 24 November" */
export function longDate(language: string, date: string): string {
  return dateFormat(language, { weekday: 'long', day: 'numeric', month: 'long' }).format(atNoon(date));
}

/** "23 – 29 Nov 2026", "Nov 30 – Dec 6, 2026": the week's range as the language writes one. */
export function weekRange(language: string, from: string, to: string): string {
  const format = dateFormat(language, { day: 'numeric', month: 'short', year: 'numeric' });
  try {
    return format.formatRange(atNoon(from), atNoon(to));
  } catch {
    return `${format.format(atNoon(from))} – ${format.format(atNoon(to))}`;
  }
}

/** The days of the week from its first, 'YYYY-MM-DD' each. */
export function weekDays(from: string, days: number): string[] {
  return Array.from({ length: days }, (_, index) => addDays(from, index));
}

/** "spinach and milk", "spinach, milk and 2 more" in the reader's language. */
function listFoods(language: string, foods: readonly string[], t: TFunction): string {
  const shown = foods.slice(0, 3);
  if (foods.length > shown.length) shown.push(t('plan.reasons.more', { count: foods.length - shown.length }));
  try {
    return new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(shown);
  } catch {
    return shown.join(', ');
  }
}

/** Why the planner chose a recipe, in a few words (`t` of the meal-prep namespace). */
export function reasonText(reason: PlanReason, t: TFunction, language: string): string {
  switch (reason.kind) {
    case 'favorite':
      return t('plan.reasons.favorite');
    case 'own':
      return t('plan.reasons.own');
    case 'pantry':
      return t('plan.reasons.pantry', { have: reason.count, total: reason.total });
    case 'expiring':
      return t('plan.reasons.expiring', {
        count: reason.foods.length,
        foods: listFoods(language, reason.foods, t),
      });
    case 'shares':
      return t('plan.reasons.shares', { foods: listFoods(language, reason.foods, t) });
    case 'quick':
      return t('plan.reasons.quick', { time: formatDuration(language, reason.minutes) });
    case 'variety':
      return t('plan.reasons.variety', { cuisine: reason.cuisine });
    case 'leftovers':
      return t('plan.reasons.leftovers', { count: reason.meals });
  }
}

/** What an entry is called: its recipe's title, or its note. */
export function entryTitle(entry: MealPlanEntry): string {
  return entry.recipe?.title ?? entry.note ?? '';
}

/** The recipe's total time in minutes, or null when it does not say (or the entry is a note). */
export function entryMinutes(entry: MealPlanEntry): number | null {
  return entry.recipe ? recipeMinutes(entry.recipe) : null;
}

/** A slot's entries in their order. */
export function slotEntries(
  entries: readonly MealPlanEntry[],
  date: string,
  slot: MealSlot,
): MealPlanEntry[] {
  return entries
    .filter((entry) => entry.date === date && entry.slot === slot)
    .sort((a, b) => a.position - b.position || a.id.localeCompare(b.id));
}

// ---------------------------------------------------------------------------------------------
// The first request

const WEEK_START_KEY = 'larder.mealPlan.weekStartsOn';

/**
 * The reader's first day of the week before the server says it: the last one it said, else the
 * browser's region's. A wrong guess costs one more request, never a wrong week on screen.
 */
export function guessWeekStartsOn(): number {
  try {
    const stored = Number(localStorage.getItem(WEEK_START_KEY));
    if (
      localStorage.getItem(WEEK_START_KEY) !== null &&
      Number.isInteger(stored) &&
      stored >= 0 &&
      stored <= 6
    )
      return stored;
  } catch {
    // Storage blocked: guess from the region.
  }
  try {
    const language = typeof navigator === 'undefined' ? 'en' : navigator.language;
    return weekStartsOn(new Intl.Locale(language).maximize().region);
  } catch {
    return weekStartsOn(null);
  }
}

/** Remembers the server's first day of the week for the next visit's first request. */
export function rememberWeekStartsOn(day: number): void {
  try {
    localStorage.setItem(WEEK_START_KEY, String(day));
  } catch {
    // Only a guess is lost.
  }
}

/** The first day of the week `offset` weeks from the one holding `today`. */
export function weekFrom(today: string, firstDay: number, offset: number): string {
  return addDays(startOfWeek(today, firstDay), offset * 7);
}
