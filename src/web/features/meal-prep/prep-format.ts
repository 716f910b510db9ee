import type { TFunction } from 'i18next';
import {
  Blend,
  CookingPot,
  Fan,
  Flame,
  Gauge,
  Heater,
  Microwave,
  Package,
  Refrigerator,
  Salad,
  Sandwich,
  Snowflake,
  Soup,
  UtensilsCrossed,
  Waves,
  type LucideIcon,
} from 'lucide-react';
import type { PrepMeal, PrepSession, PrepTask } from '@shared/contracts/meal-plans';
import { CATALOGUE_LANGUAGES, foodByKey, type CatalogueLanguage } from '@shared/domain/food-catalogue';
import { applianceLabel } from '../../components/recipes/recipe-format';

/*
 * How a prep session reads: task titles in the reader's words ("Chop: onion"), start times on the
 * session's clock ("0:15"), dates, and the icons of appliances, storage and reheating. The words
 * are in the meal-prep-session namespace; appliance names are the appliances namespace's.
 */

export const PREP_NAMESPACES = ['meal-prep-session', 'meal-prep', 'cook', 'appliances'] as const;
const NS = 'meal-prep-session';

/** The knife actions the scheduler names (prep-scheduler.ts); another word shows as "Prepare". */
const PREP_ACTIONS = ['chop', 'dice', 'mince', 'slice', 'grate', 'peel', 'crush', 'prepare'] as const;
type PrepAction = (typeof PREP_ACTIONS)[number];

function prepAction(action: string | null): PrepAction {
  return (PREP_ACTIONS as readonly string[]).includes(action ?? '') ? (action as PrepAction) : 'prepare';
}

/** Appliances whose hands-off time has its own sentence ("the oven works"); the rest say it plainly. */
const HANDS_OFF_APPLIANCES = [
  'oven',
  'stovetop',
  'slow-cooker',
  'rice-cooker',
  'pressure-cooker',
  'air-fryer',
  'microwave',
  'grill',
  'steamer',
  'sous-vide',
] as const;

/** "0:00", "0:15", "1:05": minutes from the start of the session. */
export function formatClock(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** A catalogue food's name in the reader's language ("onion" → "cebolla"), else as the server wrote it. */
export function foodName(food: string, language: string): string {
  const catalogued = foodByKey(food);
  if (!catalogued) return food;
  const base = language.toLowerCase().split('-')[0] ?? 'en';
  const lang: CatalogueLanguage = (CATALOGUE_LANGUAGES as readonly string[]).includes(base)
    ? (base as CatalogueLanguage)
    : 'en';
  return catalogued.names[lang][0] ?? food;
}

/** "Chop: onion" for merged knife work; a step's own text for a step. */
export function taskTitle(t: TFunction, task: PrepTask, language: string): string {
  if (task.kind === 'step') return task.text ?? '';
  return t('task.prep', {
    ns: NS,
    action: t(`actions.${prepAction(task.action)}`, { ns: NS }),
    food: foodName(task.food ?? '', language),
  });
}

/** "Roast vegetables and Onion soup": the titles of the recipes a task serves. */
export function recipeTitles(session: Pick<PrepSession, 'meals'>, task: PrepTask, language: string): string {
  const titles = task.recipeIds.map(
    (id) => session.meals.find((meal) => meal.recipeId === id)?.title ?? null,
  );
  return listFormat(
    language,
    titles.filter((title): title is string => title !== null),
  );
}

export function listFormat(language: string, items: readonly string[]): string {
  try {
    return new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(items);
  } catch {
    return items.join(', ');
  }
}

/** The appliance a task occupies, in the reader's words, or "At the counter". */
export function applianceText(t: TFunction, appliance: string | null): string {
  return appliance === null ? t('task.counter', { ns: NS }) : applianceLabel(t, appliance);
}

/** "Hands-off: the oven works". */
export function handsOffText(t: TFunction, appliance: string | null): string {
  const which = (HANDS_OFF_APPLIANCES as readonly string[]).includes(appliance ?? '') ? appliance! : 'other';
  return t(`task.handsOff.${which}`, { ns: NS });
}

const APPLIANCE_ICONS: Record<string, LucideIcon> = {
  oven: Heater,
  'toaster-oven': Heater,
  stovetop: Flame,
  wok: Flame,
  'cast-iron-skillet': Flame,
  'dutch-oven': CookingPot,
  microwave: Microwave,
  'air-fryer': Fan,
  'slow-cooker': Soup,
  'rice-cooker': Soup,
  'pressure-cooker': Gauge,
  steamer: Waves,
  'sous-vide': Waves,
  blender: Blend,
  'immersion-blender': Blend,
  'food-processor': Blend,
  'stand-mixer': Blend,
  'hand-mixer': Blend,
  grill: Flame,
  toaster: Sandwich,
};

/** The icon of an appliance, or of the counter (null). */
export function applianceIcon(appliance: string | null): LucideIcon {
  if (appliance === null) return UtensilsCrossed;
  return APPLIANCE_ICONS[appliance] ?? CookingPot;
}

export const STORAGE_ICONS: Record<PrepMeal['storage'], LucideIcon> = {
  fridge: Refrigerator,
  freezer: Snowflake,
  counter: Package,
};

export const REHEAT_ICONS: Record<PrepMeal['reheat'], LucideIcon> = {
  microwave: Microwave,
  oven: Heater,
  stovetop: Flame,
  cold: Salad,
  toaster: Sandwich,
};

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** Calendar dates ("2026-11-09") as "Mon, 9 Nov" in the reader's language; the date, not a moment. */
function dayFormat(language: string): Intl.DateTimeFormat {
  let format = dateFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
    dateFormats.set(language, format);
  }
  return format;
}

const asUtc = (date: string) => new Date(`${date}T00:00:00Z`);

export function formatDay(language: string, date: string): string {
  const parsed = asUtc(date);
  return Number.isNaN(parsed.getTime()) ? date : dayFormat(language).format(parsed);
}

/** "Mon, 9 Nov – Sun, 15 Nov"; one day alone when the range is one day. */
export function formatDayRange(language: string, from: string, to: string): string {
  const start = asUtc(from);
  const end = asUtc(to);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return `${from} – ${to}`;
  if (from === to) return dayFormat(language).format(start);
  return dayFormat(language).formatRange(start, end);
}
