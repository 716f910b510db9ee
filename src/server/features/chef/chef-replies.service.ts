import type { ChefCard, ChefLink, ChefProposal } from '@shared/contracts/chef';
import { RecipeListQuerySchema, type RecipeSuggestion } from '@shared/contracts/recipes';
import type { ChefIntent, ChefItem, DietaryPreference, HelpTopic } from '@shared/domain/chef/intents';
import {
  SUBSTITUTIONS,
  findSubstitution,
  substitutionName,
  substitutionOptions,
} from '@shared/domain/chef/substitutions';
import { findFood, foodByKey } from '@shared/domain/food-catalogue';
import { findDensity } from '@shared/domain/food-densities';
import { unitLabel } from '@shared/domain/recipe-scaling';
import { formatTimer } from '@shared/domain/step-timers';
import { addDays } from '@shared/domain/stock';
import {
  convertMilli,
  convertToSystem,
  fromMilli,
  isMetric,
  toMilli,
  type Unit,
  unitDimension,
} from '@shared/domain/units';
import type { Language } from '@shared/settings-options';
import { householdHasSlug } from '../appliances/appliances.repository';
import { getOnboarding } from '../onboarding/onboarding.service';
import { listLocationRows } from '../pantry/locations.repository';
import type { PantryContext } from '../pantry/pantry.mappers';
import { listBelowMinimum, listExpiringEntries } from '../pantry/pantry-views.repository';
import { suggestRecipes } from '../recipes/kitchen.service';
import { listRecipes } from '../recipes/recipes.service';
import { applianceLabel, dietLabel } from './chef-labels';
import { CHEF_TEXTS, type ChefTexts, listOf, say } from './chef-texts';

/**
 * The built-in Chef's answers: a reading of the user's message (ChefIntent) → what the Chef says,
 * with the household's own data. Anything that would change the kitchen is only proposed, as a
 * card the user confirms; the browser then calls the action endpoint that does it.
 */

export type ChefContext = PantryContext & { userId: string; firstName: string };
export type ChefReply = { text: string; card: ChefCard | null; links: ChefLink[]; chips: string[] };

/** The most entries a list answer shows. */
const LIST_MAX = 10;
/** The most recipes a suggestion answer shows. */
const RECIPES_MAX = 3;
/** Recipes missing more ingredients than this are not suggested. */
const MISSING_MAX = 3;

export async function builtInReply(ctx: ChefContext, intent: ChefIntent): Promise<ChefReply> {
  const t = CHEF_TEXTS[ctx.language];
  switch (intent.intent) {
    case 'addToPantry':
      return pantryCard(ctx, t, intent.items, intent.location);
    case 'addToShoppingList':
      return proposal(say(t.shoppingCard, { items: itemList(intent.items, ctx.language) }), t.shoppingIntro, {
        kind: 'shoppingList',
        lines: intent.items.map((item) => itemLine(item, ctx.language)),
      });
    case 'updateDiet':
      return dietCard(ctx, t, intent.add, intent.remove);
    case 'addAppliance':
      return applianceCard(ctx, t, intent.appliance, intent.custom);
    case 'expiring':
      return expiring(ctx, t, intent.days);
    case 'lowStock':
      return lowStock(ctx, t);
    case 'convert':
      return reply(conversion(t, intent, ctx.language), [], [t.chips.substitute, t.chips.timer]);
    case 'substitute':
      return substitute(t, intent.food, ctx.language);
    case 'timer':
      return proposal(say(t.timerCard, { duration: formatTimer(intent.seconds) }), t.timerIntro, {
        kind: 'timer',
        seconds: intent.seconds,
        label: formatTimer(intent.seconds),
      });
    case 'whatCanICook':
      return whatCanICook(ctx, t, intent.with);
    case 'planDinner':
      return planDinner(ctx, t, intent.day);
    case 'help':
      return help(t, intent.topic);
    case 'greeting':
      return reply(
        abilities(t, say(ctx.firstName ? t.greetingNamed : t.greeting, { name: ctx.firstName })),
        [],
        starters(t),
      );
    case 'unsupported':
      return reply(abilities(t, t.cantDoThat), [], starters(t));
  }
}

/** The chips offered before the first message and after an answer that leads nowhere. */
export function starters(t: ChefTexts): string[] {
  return [t.chips.expiring, t.chips.cook, t.chips.addMilk, t.chips.dinner];
}

function reply(text: string, links: ChefLink[] = [], chips: string[] = []): ChefReply {
  return { text, card: null, links, chips };
}

function proposal(summary: string, text: string, proposed: ChefProposal): ChefReply {
  return { text, card: { summary, proposal: proposed, status: 'proposed' }, links: [], chips: [] };
}

function abilities(t: ChefTexts, intro: string): string {
  return [intro, ...t.abilities.map((line) => `• ${line}`)].join('\n');
}

// ---------------------------------------------------------------------------------------------
// Amounts and names as the reader reads them

const SYMBOLS: ReadonlySet<Unit> = new Set(['g', 'kg', 'mg', 'ml', 'cl', 'dl', 'l']);

function number(value: number, language: Language): string {
  return new Intl.NumberFormat(language, {
    maximumFractionDigits: value < 10 ? 2 : value < 100 ? 1 : 0,
  }).format(value);
}

function amount(quantity: number, unit: Unit | null, language: Language): string {
  const count = number(quantity, language);
  if (unit === null) return count;
  const name = SYMBOLS.has(unit) ? unit : unitLabel(unit, language, quantity);
  return language === 'zh' ? `${count}${name}` : `${count} ${name}`;
}

/** A food as the catalogue names it in the reader's language, or as it was said. */
function foodName(item: Pick<ChefItem, 'foodKey' | 'name'>, language: Language): string {
  const food = item.foodKey ? foodByKey(item.foodKey) : null;
  return food ? food.names[language][0]! : item.name;
}

/** "2 l milk", "12 eggs", "saffron": an item as a quick-add line and as the card shows it. */
function itemLine(item: ChefItem, language: Language): string {
  const name = foodName(item, language);
  if (item.quantity === null) return name;
  const parts = [amount(item.quantity, item.unit, language), name];
  return parts.join(language === 'zh' ? '' : ' ');
}

function itemList(items: readonly ChefItem[], language: Language): string {
  return listOf(
    items.map((item) => itemLine(item, language)),
    language,
  );
}

/** "today", "tomorrow", or the date ("27 Nov"). */
function dayName(date: string, ctx: ChefContext, t: ChefTexts): string {
  if (date === ctx.today) return t.today;
  if (date === addDays(ctx.today, 1)) return t.tomorrow;
  return new Intl.DateTimeFormat(ctx.language, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

// ---------------------------------------------------------------------------------------------
// Changes the Chef proposes

async function pantryCard(
  ctx: ChefContext,
  t: ChefTexts,
  items: readonly ChefItem[],
  location: 'fridge' | 'freezer' | 'pantry' | null,
): Promise<ChefReply> {
  if (items.length === 0) return reply(t.notUnderstoodItems, [], [t.chips.addMilk]);
  const place = location
    ? (await listLocationRows(ctx.db, ctx.householdId)).find((row) => row.kind === location)
    : undefined;
  const list = itemList(items, ctx.language);
  const summary = place
    ? say(t.pantryCardAt, { items: list, location: place.name })
    : say(t.pantryCard, { items: list });
  return proposal(summary, t.pantryIntro, {
    kind: 'pantry',
    action: {
      type: 'ADD_TO_PANTRY',
      items: items.map((item) => ({ text: itemLine(item, ctx.language) })),
      ...(place ? { locationId: place.id } : {}),
    },
  });
}

async function dietCard(
  ctx: ChefContext,
  t: ChefTexts,
  add: readonly DietaryPreference[],
  remove: readonly DietaryPreference[],
): Promise<ChefReply> {
  const current = (await getOnboarding({ db: ctx.db, userId: ctx.userId })).dietary_preferences;
  const adding = add.filter((preference) => !current.includes(preference));
  const removing = remove.filter((preference) => current.includes(preference));
  const names = (list: readonly DietaryPreference[]) =>
    listOf(
      list.map((preference) => dietLabel(preference, ctx.language)),
      ctx.language,
    );
  if (adding.length === 0 && removing.length === 0) {
    const text =
      add.length > 0 || current.length > 0
        ? say(t.dietAlready, { preferences: names(current.length > 0 ? current : add) })
        : say(t.dietNotSet, { remove: names(remove) });
    return reply(text, [{ label: t.openSettings, href: '/settings' }]);
  }
  const summary =
    adding.length > 0 && removing.length > 0
      ? say(t.dietCardBoth, { add: names(adding), remove: names(removing) })
      : adding.length > 0
        ? say(t.dietCardAdd, { add: names(adding) })
        : say(t.dietCardRemove, { remove: names(removing) });
  return proposal(summary, t.dietIntro, {
    kind: 'dietaryPreferences',
    action: {
      type: 'UPDATE_DIETARY_PREFERENCES',
      ...(adding.length > 0 ? { add: adding } : {}),
      ...(removing.length > 0 ? { remove: removing } : {}),
    },
  });
}

async function applianceCard(
  ctx: ChefContext,
  t: ChefTexts,
  appliance: string,
  custom: boolean,
): Promise<ChefReply> {
  const name = custom
    ? appliance.charAt(0).toLocaleUpperCase(ctx.language) + appliance.slice(1)
    : applianceLabel(appliance, appliance, ctx.language);
  if (!custom && (await householdHasSlug(ctx.db, ctx.householdId, appliance)))
    return reply(say(t.applianceAlready, { appliance: name }), [
      { label: t.openSettings, href: '/appliances' },
    ]);
  return proposal(say(t.applianceCard, { appliance: name }), t.applianceIntro, {
    kind: 'appliance',
    action: {
      type: 'ADD_KITCHEN_APPLIANCE',
      appliance: custom ? { name: name.slice(0, 100) } : { applianceSlug: appliance },
    },
  });
}

// ---------------------------------------------------------------------------------------------
// Answers from the kitchen

async function expiring(ctx: ChefContext, t: ChefTexts, days: number): Promise<ChefReply> {
  const until = addDays(ctx.today, days);
  const entries = await listExpiringEntries(ctx.db, ctx.householdId, until, LIST_MAX);
  const pantry = { label: t.openPantry, href: '/pantry' };
  if (entries.length === 0)
    return reply(say(t.expiringNone, { days }), [pantry], [t.chips.cook, t.chips.low]);
  const lines = entries.map((entry) =>
    say(entry.expires_on! < ctx.today ? t.expiredLine : t.expiringLine, {
      name: entry.product_name,
      date: dayName(entry.expires_on!, ctx, t),
    }),
  );
  const header = days === 0 ? t.expiringToday : say(t.expiringDays, { days });
  const first = entries[0]!.product_name;
  return reply(
    [header, ...lines.map((line) => `• ${line}`)].join('\n'),
    [pantry],
    [say(t.chips.cookWith, { food: first }), t.chips.low],
  );
}

async function lowStock(ctx: ChefContext, t: ChefTexts): Promise<ChefReply> {
  const products = await listBelowMinimum(ctx.db, ctx.householdId, LIST_MAX);
  if (products.length === 0)
    return reply(t.lowNone, [{ label: t.openPantry, href: '/pantry' }], [t.chips.expiring]);
  const names = products.map((product) => product.name);
  return {
    text: [t.lowSome, ...names.map((name) => `• ${name}`)].join('\n'),
    card: {
      summary: say(t.lowCard, { items: listOf(names, ctx.language) }),
      proposal: { kind: 'shoppingList', lines: names },
      status: 'proposed',
    },
    links: [{ label: t.openPantry, href: '/pantry' }],
    chips: [t.chips.expiring],
  };
}

type Conversion = Extract<ChefIntent, { intent: 'convert' }>;

/** "1 cup of flour is about 125 g": within a dimension exactly, weight ↔ volume by the food's density. */
function conversion(t: ChefTexts, intent: Conversion, language: Language): string {
  const { amount: quantity, from, foodKey } = intent;
  const fromText = [
    amount(quantity, from, language),
    foodKey ? foodName({ foodKey, name: '' }, language) : '',
  ]
    .filter(Boolean)
    .join(language === 'zh' ? '' : ' ');
  const dimension = unitDimension(from);
  if (dimension !== 'mass' && dimension !== 'volume')
    return say(t.convertImpossible, {
      from: unitLabel(from, language, 2),
      to: intent.to ? unitLabel(intent.to, language, 2) : '',
    });
  const milli = toMilli(quantity);
  let to = intent.to;
  let converted: number | null;
  if (to === null) {
    const other = convertToSystem(milli, from, isMetric(from) ? 'us' : 'metric');
    to = other.unit;
    converted = other.milli;
  } else if (unitDimension(to) === dimension) {
    converted = convertMilli(milli, from, to);
  } else if (unitDimension(to) === 'mass' || unitDimension(to) === 'volume') {
    const density = foodKey ? findDensity({ food: null, foodKey }) : null;
    if (!density) return t.convertNeedsFood;
    // Through grams and millilitres.
    const viaFrom = convertMilli(milli, from, dimension === 'volume' ? 'ml' : 'g');
    if (viaFrom === null)
      return say(t.convertImpossible, { from: unitLabel(from, language, 2), to: unitLabel(to, language, 2) });
    const other = dimension === 'volume' ? viaFrom * density.gramsPerMl : viaFrom / density.gramsPerMl;
    converted = convertMilli(Math.round(other), dimension === 'volume' ? 'g' : 'ml', to);
  } else {
    converted = null;
  }
  if (converted === null)
    return say(t.convertImpossible, { from: unitLabel(from, language, 2), to: unitLabel(to, language, 2) });
  return say(t.convertResult, { from: fromText, to: amount(fromMilli(converted), to, language) });
}

function substitute(t: ChefTexts, food: string, language: Language): ChefReply {
  const row = SUBSTITUTIONS.find((sub) => sub.key === food) ?? findSubstitution(food, language);
  const catalogued = foodByKey(food);
  const name = row ? substitutionName(row, language) : catalogued ? catalogued.names[language][0]! : food;
  if (!row) return reply(say(t.substituteUnknown, { food: name }), [], [t.chips.cook]);
  const options = substitutionOptions(row, language).map((option) => `• ${option}`);
  return reply([say(t.substituteOptions, { food: name }), ...options].join('\n'), [], [t.chips.cook]);
}

/** "Pasta with peas: missing 1, uses spinach, expiring soon" */
function recipeLine(t: ChefTexts, suggestion: RecipeSuggestion, language: Language): string {
  const reasons = [
    suggestion.missing.length === 0
      ? t.cookAllThere
      : say(t.cookMissing, { count: suggestion.missing.length }),
  ];
  if (suggestion.expiringSoon.length > 0)
    reasons.push(
      say(t.cookExpiring, {
        items: listOf(
          suggestion.expiringSoon.map((item) => item.name),
          language,
        ),
      }),
    );
  return say(t.cookLine, { title: suggestion.recipe.title, reason: reasons.join(', ') });
}

async function whatCanICook(ctx: ChefContext, t: ChefTexts, foods: readonly string[]): Promise<ChefReply> {
  const named = foods.map((food) =>
    foodName({ foodKey: foodByKey(food) ? food : null, name: food }, ctx.language),
  );
  // A stocked product that is one of the foods ("recipes with this" for it).
  const stocked = foods.length
    ? await ctx.db
        .selectFrom('products')
        .select(['id', 'name'])
        .where('household_id', '=', ctx.householdId)
        .where('stock_milli', '>', 0)
        .execute()
    : [];
  const product = stocked.find((row) => foods.includes(findFood(row.name, ctx.language)?.key ?? ''));
  const suggestions =
    foods.length === 0 || product
      ? await suggestRecipes(ctx, {
          maxMissing: MISSING_MAX,
          limit: RECIPES_MAX,
          ...(product ? { productId: product.id } : {}),
        })
      : [];
  if (suggestions.length > 0) {
    const header = foods.length ? say(t.cookSomeWith, { foods: listOf(named, ctx.language) }) : t.cookSome;
    return reply(
      [header, ...suggestions.map((s) => `• ${recipeLine(t, s, ctx.language)}`)].join('\n'),
      suggestions.map((s) => ({ label: s.recipe.title, href: `/recipes/${s.recipe.id}` })),
      [t.chips.dinner, t.chips.expiring],
    );
  }
  if (foods.length > 0) {
    // Not in the pantry: recipes that use it, from the book.
    const page = await listRecipes(ctx, RecipeListQuerySchema.parse({ q: named[0], limit: RECIPES_MAX }));
    if (page.recipes.length > 0)
      return reply(
        [
          say(t.cookSomeWith, { foods: listOf(named, ctx.language) }),
          ...page.recipes.map((r) => `• ${r.title}`),
        ].join('\n'),
        page.recipes.map((r) => ({ label: r.title, href: `/recipes/${r.id}` })),
        [t.chips.cook],
      );
    return reply(
      say(t.cookNoneWith, { foods: listOf(named, ctx.language) }),
      [{ label: t.openRecipe, href: '/recipes' }],
      [t.chips.cook],
    );
  }
  return reply(t.cookNone, [{ label: t.openPantry, href: '/pantry' }], [t.chips.addMilk]);
}

async function planDinner(ctx: ChefContext, t: ChefTexts, day: 'today' | 'tomorrow'): Promise<ChefReply> {
  const [best] = await suggestRecipes(ctx, { maxMissing: MISSING_MAX, limit: 1 });
  if (!best)
    return reply(t.dinnerNone, [{ label: t.openMealPlan, href: '/meal-prep-plan' }], [t.chips.addMilk]);
  const date = day === 'today' ? ctx.today : addDays(ctx.today, 1);
  return {
    text: [t.dinnerIntro, `• ${recipeLine(t, best, ctx.language)}`].join('\n'),
    card: {
      summary: say(t.dinnerCard, { title: best.recipe.title, day: day === 'today' ? t.today : t.tomorrow }),
      proposal: {
        kind: 'mealPlan',
        recipeId: best.recipe.id,
        recipeTitle: best.recipe.title,
        date,
        slot: 'dinner',
      },
      status: 'proposed',
    },
    links: [{ label: best.recipe.title, href: `/recipes/${best.recipe.id}` }],
    chips: [t.chips.cook],
  };
}

/** Where each help topic is done in the app. */
const HELP_PATHS: Record<HelpTopic, string | null> = {
  pantry: '/pantry',
  scanner: '/pantry',
  recipes: '/recipes',
  cookMode: '/recipes',
  shoppingList: '/shopping-lists',
  mealPlan: '/meal-prep-plan',
  family: '/family',
  notifications: '/settings',
  settings: '/settings',
  chef: null,
};

function help(t: ChefTexts, topic: HelpTopic | null): ChefReply {
  if (topic === null)
    return reply(abilities(t, t.helpGeneral), [{ label: t.openHelp, href: '/help' }], starters(t));
  const path = HELP_PATHS[topic];
  return reply(t.help[topic], path ? [{ label: t.openHelp, href: path }] : [], [t.chips.help]);
}
