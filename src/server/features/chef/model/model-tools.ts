import { z } from 'zod';
import { DIETARY_PREFERENCES } from '@shared/contracts/onboarding';
import type { ChefIntent, ChefItem } from '@shared/domain/chef/intents';
import { findFood } from '@shared/domain/food-catalogue';
import { MAX_AMOUNT, UNITS, isUnit, parseUnit, type Unit } from '@shared/domain/units';
import type { Language } from '@shared/settings-options';
import { APPLIANCE_CATALOGUE } from '../../../db/migrations/0001-accounts';

/**
 * The language model's tools (OpenAI function tools) and how a call becomes a ChefIntent. The
 * model only proposes: every call is checked here as strictly as a request body, and one that
 * does not fit is dropped, never half-read.
 */

export const TOOL_ITEMS_MAX = 50;
const NAME_MAX = 200;
/** Arguments longer than this are not a kitchen request. */
const ARGUMENTS_MAX = 64 * 1024;

const APPLIANCE_SLUGS = APPLIANCE_CATALOGUE.map(([slug]) => slug);
const APPLIANCE_BY_NAME = new Map(APPLIANCE_CATALOGUE.map(([slug, name]) => [name.toLowerCase(), slug]));
const PREFERENCE_BY_LOWER = new Map(DIETARY_PREFERENCES.map((p) => [p.toLowerCase(), p]));

/* ─────────────────────────── the arguments ─────────────────────────── */

// Optional arguments may come as null: OpenAI's strict function calling sends null for "absent".
const NameSchema = z.string().trim().min(1).max(NAME_MAX);
const UnitWordSchema = z.string().trim().min(1).max(40);
const ItemsSchema = z
  .array(
    z
      .object({
        name: NameSchema,
        quantity: z.number().positive().max(MAX_AMOUNT).nullish(),
        unit: UnitWordSchema.nullish(),
      })
      .strict(),
  )
  .min(1)
  .max(TOOL_ITEMS_MAX);
const PreferencesSchema = z
  .array(
    z.preprocess(
      (v) => (typeof v === 'string' ? (PREFERENCE_BY_LOWER.get(v.trim().toLowerCase()) ?? v) : v),
      z.enum(DIETARY_PREFERENCES),
    ),
  )
  .max(DIETARY_PREFERENCES.length);

const itemsParameter = {
  type: 'array',
  minItems: 1,
  maxItems: TOOL_ITEMS_MAX,
  items: {
    type: 'object',
    properties: {
      name: { type: 'string', maxLength: NAME_MAX, description: 'The food, in the user’s words' },
      quantity: { type: 'number', exclusiveMinimum: 0 },
      unit: { type: 'string', enum: UNITS },
    },
    required: ['name'],
    additionalProperties: false,
  },
};
const preferencesParameter = { type: 'array', items: { type: 'string', enum: DIETARY_PREFERENCES } };

/** A unit as written ("g", "grams", "EL"), or null when no unit of ours reads that way. */
function toUnit(word: string): Unit | null {
  return isUnit(word) ? word : parseUnit(word);
}

function toItems(items: z.infer<typeof ItemsSchema>, language: Language): ChefItem[] {
  return items.map((item) => ({
    name: item.name,
    foodKey: findFood(item.name, language)?.key ?? null,
    quantity: item.quantity ?? null,
    // A unit we cannot read is left out: the card shows the item and the user sets the unit.
    unit: item.unit ? toUnit(item.unit) : null,
  }));
}

/** The catalogue key of a food, or its words when the catalogue lacks it. */
const foodOrWords = (name: string, language: Language) => findFood(name, language)?.key ?? name;

export type ToolCallResult = { ok: true; intent: ChefIntent } | { ok: false; reason: string };

/**
 * One tool: what the model is told (a JSON schema) and how its arguments are read (a zod schema as
 * strict as a request body's, then the intent; null when the arguments fit but mean nothing of ours).
 */
function tool<S extends z.ZodType>(
  description: string,
  properties: Record<string, object>,
  required: string[],
  schema: S,
  toIntent: (args: z.output<S>, language: Language) => ChefIntent | null,
) {
  const read = (raw: unknown, language: Language): ToolCallResult => {
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      const where = parsed.error.issues.map((i) => `${i.path.join('.') || '(arguments)'}: ${i.message}`);
      return { ok: false, reason: where.slice(0, 5).join('; ') };
    }
    const intent = toIntent(parsed.data, language);
    return intent ? { ok: true, intent } : { ok: false, reason: 'the arguments name nothing of ours' };
  };
  return {
    description,
    parameters: { type: 'object', properties, required, additionalProperties: false },
    read,
  };
}

const TOOLS = {
  add_to_pantry: tool(
    'Propose adding foods to the household’s stock.',
    { items: itemsParameter, location: { type: 'string', enum: ['fridge', 'freezer', 'pantry'] } },
    ['items'],
    z.object({ items: ItemsSchema, location: z.enum(['fridge', 'freezer', 'pantry']).nullish() }).strict(),
    (a, language) => ({
      intent: 'addToPantry',
      items: toItems(a.items, language),
      location: a.location ?? null,
    }),
  ),
  add_to_shopping_list: tool(
    'Propose putting foods on the shopping list.',
    { items: itemsParameter },
    ['items'],
    z.object({ items: ItemsSchema }).strict(),
    (a, language) => ({ intent: 'addToShoppingList', items: toItems(a.items, language) }),
  ),
  update_dietary_preferences: tool(
    'Propose adding or removing dietary preferences of the household.',
    { add: preferencesParameter, remove: preferencesParameter },
    [],
    z
      .object({ add: PreferencesSchema.nullish(), remove: PreferencesSchema.nullish() })
      .strict()
      .refine((a) => (a.add?.length ?? 0) + (a.remove?.length ?? 0) > 0, 'nothing to change'),
    (a) => ({ intent: 'updateDiet', add: [...new Set(a.add ?? [])], remove: [...new Set(a.remove ?? [])] }),
  ),
  add_kitchen_appliance: tool(
    'Propose adding an appliance the household has: a catalogue slug, or a name for one the catalogue lacks.',
    { slug: { type: 'string', enum: APPLIANCE_SLUGS }, name: { type: 'string', maxLength: NAME_MAX } },
    [],
    z
      .object({ slug: z.string().trim().min(1).max(100).nullish(), name: NameSchema.nullish() })
      .strict()
      .refine((a) => a.slug || a.name, 'neither slug nor name'),
    (a) => {
      if (a.slug && APPLIANCE_SLUGS.includes(a.slug))
        return { intent: 'addAppliance', appliance: a.slug, custom: false };
      if (!a.name) return null;
      const known = APPLIANCE_BY_NAME.get(a.name.toLowerCase());
      return { intent: 'addAppliance', appliance: known ?? a.name, custom: !known };
    },
  ),
  start_timer: tool(
    'Start a kitchen timer.',
    { seconds: { type: 'integer', minimum: 1, maximum: 86_400 } },
    ['seconds'],
    z.object({ seconds: z.number().int().min(1).max(86_400) }).strict(),
    (a) => ({ intent: 'timer', seconds: a.seconds }),
  ),
  find_recipes: tool(
    'Find recipes the household can cook, optionally with some foods.',
    { with: { type: 'array', items: { type: 'string', maxLength: NAME_MAX }, maxItems: TOOL_ITEMS_MAX } },
    [],
    z.object({ with: z.array(NameSchema).max(TOOL_ITEMS_MAX).nullish() }).strict(),
    (a, language) => ({
      intent: 'whatCanICook',
      with: [...new Set((a.with ?? []).map((f) => foodOrWords(f, language)))],
    }),
  ),
  plan_dinner: tool(
    'Plan dinner for today or tomorrow from the household’s stock.',
    { day: { type: 'string', enum: ['today', 'tomorrow'] } },
    ['day'],
    z.object({ day: z.enum(['today', 'tomorrow']) }).strict(),
    (a) => ({ intent: 'planDinner', day: a.day }),
  ),
  substitute: tool(
    'Suggest what to use instead of a food.',
    { food: { type: 'string', maxLength: NAME_MAX } },
    ['food'],
    z.object({ food: NameSchema }).strict(),
    (a, language) => ({ intent: 'substitute', food: foodOrWords(a.food, language) }),
  ),
  convert_units: tool(
    'Convert an amount between units; name the food when its density matters (cups of flour to grams).',
    {
      amount: { type: 'number', exclusiveMinimum: 0 },
      from: { type: 'string', enum: UNITS },
      to: { type: 'string', enum: UNITS },
      food: { type: 'string', maxLength: NAME_MAX },
    },
    ['amount', 'from'],
    z
      .object({
        amount: z.number().positive().max(MAX_AMOUNT),
        from: UnitWordSchema,
        to: UnitWordSchema.nullish(),
        food: NameSchema.nullish(),
      })
      .strict(),
    (a, language) => {
      const from = toUnit(a.from);
      const to = a.to ? toUnit(a.to) : null;
      if (!from || (a.to && !to)) return null;
      const foodKey = a.food ? (findFood(a.food, language)?.key ?? null) : null;
      return { intent: 'convert', amount: a.amount, from, to, foodKey };
    },
  ),
};

/** The `tools` of a chat completion request. */
export const CHEF_TOOLS = Object.entries(TOOLS).map(([name, { description, parameters }]) => ({
  type: 'function' as const,
  function: { name, description, parameters },
}));

/** A complete tool call (its name and JSON arguments) as a ChefIntent, or why it is not one. */
export function intentFromToolCall(name: string, argumentsJson: string, language: Language): ToolCallResult {
  if (!Object.hasOwn(TOOLS, name))
    return { ok: false, reason: `unknown tool ${JSON.stringify(name.slice(0, 64))}` };
  if (argumentsJson.length > ARGUMENTS_MAX) return { ok: false, reason: 'arguments too long' };
  let raw: unknown;
  try {
    // Some servers send "" for a call without arguments.
    raw = JSON.parse(argumentsJson.trim() === '' ? '{}' : argumentsJson);
  } catch {
    return { ok: false, reason: 'arguments are not JSON' };
  }
  return TOOLS[name as keyof typeof TOOLS].read(raw, language);
}
