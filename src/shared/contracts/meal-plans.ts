import { z } from 'zod';
import { MEAL_PLAN_MESSAGES } from '../meal-plan-messages';
import { IsoDateSchema } from './pantry';
import { RecipeSummarySchema } from './recipes';
import { SmartListResponseSchema } from './shopping';
import { IdSchema, multilineText } from './text';

/**
 * Meal plans and one-click meal prep (docs/meal-plans.md): a household's calendar of meals (a
 * recipe or a free note per entry, several per slot), the week generator, the prep session that
 * cooks a week's recipes in one go, the shopping list for a range of days, and the iCal feed.
 */

export { MEAL_PLAN_MESSAGES };

/** A calendar day, YYYY-MM-DD (documented as such in the OpenAPI document). */
const DaySchema = IsoDateSchema.meta({ format: 'date' });

// ---------------------------------------------------------------------------------------------
// Limits

export const MEAL_SLOTS = ['breakfast', 'lunch', 'dinner', 'snack'] as const;
export const MealSlotSchema = z.enum(MEAL_SLOTS);
export type MealSlot = z.infer<typeof MealSlotSchema>;

export const MEAL_NOTE_MAX = 200;
export const MEAL_SERVINGS_MAX = 50;
/** Entries in one slot of one day. */
export const MEAL_ENTRIES_PER_SLOT_MAX = 10;
/** Days one read, generation, prep session or shopping list may span. */
export const MEAL_PLAN_DAYS_MAX = 14;
/** Meals one generation may fill (three a day for a fortnight, with snacks). */
export const MEAL_GENERATE_MEALS_MAX = 56;
export const MEAL_TIME_BUDGET_MAX = 600;

// ---------------------------------------------------------------------------------------------
// Entries

/** Why the planner picked a recipe; the screen words each reason in the reader's language. */
export const PlanReasonSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('favorite') }),
  z.object({ kind: z.literal('own') }),
  /** Foods of the pantry it uses (names as the catalogue gives them in the reader's language). */
  z.object({ kind: z.literal('pantry'), count: z.number().int(), total: z.number().int() }),
  z.object({ kind: z.literal('expiring'), foods: z.array(z.string()) }),
  /** Foods it shares with other meals of the plan, bought once. */
  z.object({ kind: z.literal('shares'), foods: z.array(z.string()) }),
  z.object({ kind: z.literal('quick'), minutes: z.number().int() }),
  /** A cuisine the plan does not have yet. */
  z.object({ kind: z.literal('variety'), cuisine: z.string() }),
  /** It covers more than one meal: cooked once, eaten again as leftovers. */
  z.object({ kind: z.literal('leftovers'), meals: z.number().int() }),
]);
export type PlanReason = z.infer<typeof PlanReasonSchema>;

export const MealPlanEntrySchema = z.object({
  id: z.string(),
  date: z.string(),
  slot: MealSlotSchema,
  /** Order within the slot, lowest first. */
  position: z.number(),
  /** The recipe, or null for a free note ("Eat out", "Leftovers"). */
  recipe: RecipeSummarySchema.nullable(),
  note: z.string().nullable(),
  servings: z.number(),
  /** A locked entry is kept when the week is generated again. */
  locked: z.boolean(),
  /** Set when the planner chose it: why. */
  reasons: z.array(PlanReasonSchema),
  /** When "I cooked this" was said from the plan. */
  cookedAt: z.string().nullable(),
  createdBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  updatedAt: z.string(),
});
export type MealPlanEntry = z.infer<typeof MealPlanEntrySchema>;

/** GET /api/meal-plans?from=YYYY-MM-DD&days=7; without `from`, the reader's current week. */
export const MealPlanQuerySchema = z
  .object({
    from: DaySchema.optional(),
    days: z.coerce.number().int().min(1).max(MEAL_PLAN_DAYS_MAX).default(7),
  })
  .strict();
export type MealPlanQuery = z.infer<typeof MealPlanQuerySchema>;

export const MealPlanResponseSchema = z.object({
  from: z.string(),
  /** The last day, inclusive. */
  to: z.string(),
  /** The first day of the reader's week (0 Sunday … 6 Saturday), from their region. */
  weekStartsOn: z.number().int().min(0).max(6),
  /** Servings a new entry gets: the household size from onboarding (2 when not given). */
  defaultServings: z.number().int(),
  /** Today in the household's time zone. */
  today: z.string(),
  entries: z.array(MealPlanEntrySchema),
});
export type MealPlanResponse = z.infer<typeof MealPlanResponseSchema>;

const NoteSchema = multilineText({ error: MEAL_PLAN_MESSAGES.noteLength }).pipe(
  z.string().min(1, MEAL_PLAN_MESSAGES.noteLength).max(MEAL_NOTE_MAX, MEAL_PLAN_MESSAGES.noteLength),
);
const ServingsSchema = z
  .number({ error: MEAL_PLAN_MESSAGES.servings })
  .int(MEAL_PLAN_MESSAGES.servings)
  .min(1, MEAL_PLAN_MESSAGES.servings)
  .max(MEAL_SERVINGS_MAX, MEAL_PLAN_MESSAGES.servings);

/** POST /api/meal-plans/entries: a recipe or a note on a day's slot (a recipe may carry a note: "double the garlic"). */
export const MealPlanEntryInputSchema = z
  .object({
    date: DaySchema,
    slot: MealSlotSchema,
    recipeId: IdSchema.optional(),
    note: NoteSchema.optional(),
    servings: ServingsSchema.optional(),
  })
  .strict()
  .refine((v) => v.recipeId !== undefined || v.note !== undefined, {
    message: MEAL_PLAN_MESSAGES.recipeOrNote,
    path: ['recipeId'],
  });
export type MealPlanEntryInput = z.input<typeof MealPlanEntryInputSchema>;

/** PATCH /api/meal-plans/entries/:id: move (date, slot, position), servings, note, lock. */
export const MealPlanEntryPatchSchema = z
  .object({
    date: DaySchema.optional(),
    slot: MealSlotSchema.optional(),
    /** Place among the slot's entries (0 first); the others shift. */
    position: z.number().int().min(0).max(MEAL_ENTRIES_PER_SLOT_MAX).optional(),
    servings: ServingsSchema.optional(),
    note: NoteSchema.nullable().optional(),
    locked: z.boolean().optional(),
  })
  .strict();
export type MealPlanEntryPatch = z.input<typeof MealPlanEntryPatchSchema>;

/** POST /api/meal-plans/entries/:id/copy: the same meal on another day or slot. */
export const MealPlanCopyInputSchema = z.object({ date: DaySchema, slot: MealSlotSchema }).strict();

export const MealPlanEntryResponseSchema = z.object({ entry: MealPlanEntrySchema });
export const MealPlanEntriesResponseSchema = z.object({ entries: z.array(MealPlanEntrySchema) });

// ---------------------------------------------------------------------------------------------
// Generating a week

/**
 * POST /api/meal-plans/generate: fill the chosen slots of the days from `from` with recipes. Locked
 * entries stay, and so do entries the planner did not make; the planner's unlocked entries in the
 * range are replaced. The same inputs and seed give the same plan.
 */
export const GeneratePlanInputSchema = z
  .object({
    from: DaySchema,
    days: z.number().int().min(1).max(MEAL_PLAN_DAYS_MAX).default(7),
    slots: z.array(MealSlotSchema).min(1, MEAL_PLAN_MESSAGES.slots).max(MEAL_SLOTS.length).default(['dinner']),
    /** How many meals to cover (at most days × slots); default all of them. */
    meals: z.number().int().min(1).max(MEAL_GENERATE_MEALS_MAX).optional(),
    /** Longest total time of one recipe, in minutes. */
    maxMinutes: z.number().int().min(5).max(MEAL_TIME_BUDGET_MAX).nullable().default(null),
    servings: ServingsSchema.optional(),
    seed: z.number().int().min(0).max(2 ** 31 - 1).optional(),
  })
  .strict()
  .refine((v) => new Set(v.slots).size === v.slots.length, { message: MEAL_PLAN_MESSAGES.slots, path: ['slots'] });
export type GeneratePlanInput = z.input<typeof GeneratePlanInputSchema>;

export const GeneratePlanResponseSchema = z.object({
  seed: z.number(),
  entries: z.array(MealPlanEntrySchema),
  /** Slots the planner could not fill (too few recipes fit the preferences). */
  unfilled: z.number().int(),
});
export type GeneratePlanResponse = z.infer<typeof GeneratePlanResponseSchema>;

/** POST /api/meal-plans/entries/:id/swap: another recipe for this meal, the rest kept. */
export const SwapInputSchema = z.object({ seed: z.number().int().min(0).max(2 ** 31 - 1).optional() }).strict();

// ---------------------------------------------------------------------------------------------
// Shopping and the calendar feed

/** POST /api/meal-plans/shopping-list: the recipes of the range onto a list, as the smart list does. */
export const MealPlanShoppingInputSchema = z
  .object({
    from: DaySchema,
    days: z.number().int().min(1).max(MEAL_PLAN_DAYS_MAX).default(7),
    /** The list to fill; the household's first list when not given. */
    listId: IdSchema.optional(),
  })
  .strict();
export const MealPlanShoppingResponseSchema = SmartListResponseSchema.extend({
  listId: z.string(),
  /** Planned meals whose recipes went into the list. */
  meals: z.number().int(),
});
export type MealPlanShoppingResponse = z.infer<typeof MealPlanShoppingResponseSchema>;

/** GET/POST/DELETE /api/meal-plans/calendar-feed: the secret iCal address, made or replaced, or turned off. */
export const CalendarFeedResponseSchema = z.object({ url: z.string().nullable() });

// ---------------------------------------------------------------------------------------------
// Prep sessions

/** What a prep task does: a step of a recipe, or a preparation merged across recipes. */
export const PrepTaskSchema = z.object({
  id: z.string(),
  /** 'prep': a preparation of one food for several recipes (chop 3 onions for A and C); 'step': a recipe's step. */
  kind: z.enum(['prep', 'step']),
  /** For 'step': the step's text as the recipe writes it. */
  text: z.string().nullable(),
  /** For 'prep': the action (chop, dice, slice …), the food's name and the amounts asked. */
  action: z.string().nullable(),
  food: z.string().nullable(),
  amounts: z.array(z.string()),
  recipeIds: z.array(z.string()),
  /** The appliance it occupies ('oven', 'stovetop' …), or null for work at the counter. */
  appliance: z.string().nullable(),
  /** True when the cook is free while it runs (baking, simmering, resting). */
  passive: z.boolean(),
  startMinute: z.number(),
  minutes: z.number(),
  /** A timer the step names, in seconds, as cook mode finds it. */
  timerSeconds: z.number().nullable(),
  dependsOn: z.array(z.string()),
});
export type PrepTask = z.infer<typeof PrepTaskSchema>;

export const PrepMealSchema = z.object({
  recipeId: z.string(),
  title: z.string(),
  servings: z.number(),
  /** The days of the plan it is eaten. */
  dates: z.array(z.string()),
  storage: z.enum(['fridge', 'freezer', 'counter']),
  /** Days it keeps where it is stored. */
  useByDays: z.number().int(),
  freezable: z.boolean(),
  reheat: z.enum(['microwave', 'oven', 'stovetop', 'cold', 'toaster']),
});
export type PrepMeal = z.infer<typeof PrepMealSchema>;

export const PrepSessionSchema = z.object({
  id: z.string(),
  from: z.string(),
  to: z.string(),
  createdAt: z.string(),
  /** Minutes the session takes, tasks in parallel where the appliances allow. */
  totalMinutes: z.number(),
  /** Minutes the same recipes take cooked one after the other. */
  sequentialMinutes: z.number(),
  tasks: z.array(PrepTaskSchema),
  meals: z.array(PrepMealSchema),
  /** Ids of the tasks ticked off. */
  done: z.array(z.string()),
});
export type PrepSession = z.infer<typeof PrepSessionSchema>;
export const PrepSessionResponseSchema = z.object({ session: PrepSessionSchema });

/** GET /api/meal-prep/sessions: the household's latest sessions, newest first. */
export const PrepSessionSummarySchema = z.object({
  id: z.string(),
  from: z.string(),
  to: z.string(),
  createdAt: z.string(),
  taskCount: z.number().int(),
  doneCount: z.number().int(),
});
export type PrepSessionSummary = z.infer<typeof PrepSessionSummarySchema>;
export const PrepSessionsResponseSchema = z.object({ sessions: z.array(PrepSessionSummarySchema) });

/** POST /api/meal-prep/sessions: a prep session for the planned recipes of the range. */
export const PrepSessionInputSchema = z
  .object({ from: DaySchema, days: z.number().int().min(1).max(MEAL_PLAN_DAYS_MAX).default(7) })
  .strict();
/** PATCH /api/meal-prep/sessions/:id: tick a task or untick it. */
export const PrepProgressInputSchema = z.object({ taskId: IdSchema, done: z.boolean() }).strict();
