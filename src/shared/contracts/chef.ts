import { z } from 'zod';
import { CHEF_MESSAGES } from '../chef-messages';
import { CreateApplianceInputSchema, HouseholdApplianceSchema } from './appliances';
import { MealSlotSchema } from './meal-plans';
import { DietaryPreferenceSchema } from './onboarding';
import { BULK_ADD_LINES_MAX, QUICK_ADD_TEXT_MAX, StockChangeResponseSchema } from './pantry';
import { IdSchema, singleLineText } from './text';

/**
 * The Chef's actions (spec §1 and §7): what the assistant does for the signed-in user once they
 * confirm it, through POST /api/chat/actions/{pantry, dietary-preferences, appliance}. Each
 * action is applied whole or not at all.
 */

export const CHAT_ACTION_TYPES = [
  'ADD_TO_PANTRY',
  'UPDATE_DIETARY_PREFERENCES',
  'ADD_KITCHEN_APPLIANCE',
] as const;
export type ChatActionType = (typeof CHAT_ACTION_TYPES)[number];

/** One thing to stock: a line as typed ("2 l milk"), or its parts. */
const PantryItemSchema = z.union([
  z.object({ text: singleLineText().min(1).max(QUICK_ADD_TEXT_MAX) }).strict(),
  z
    .object({
      name: singleLineText().min(1).max(QUICK_ADD_TEXT_MAX),
      quantity: z.number().positive().max(1_000_000).optional(),
      unit: singleLineText().max(20).optional(),
    })
    .strict(),
]);
export type ChatPantryItem = z.infer<typeof PantryItemSchema>;

export const ChatPantryActionSchema = z
  .object({
    type: z.literal('ADD_TO_PANTRY'),
    items: z.array(PantryItemSchema).min(1).max(BULK_ADD_LINES_MAX),
    locationId: IdSchema.optional(),
  })
  .strict();
export type ChatPantryAction = z.infer<typeof ChatPantryActionSchema>;
/** The stock change (undone together with POST /api/stock/operations/{id}/undo). */
export const ChatPantryResultSchema = z.object({
  type: z.literal('ADD_TO_PANTRY'),
  result: StockChangeResponseSchema,
});

const PreferenceListSchema = z.array(DietaryPreferenceSchema).max(20);
export const ChatDietaryActionSchema = z
  .object({
    type: z.literal('UPDATE_DIETARY_PREFERENCES'),
    /** Replace them all… */
    set: PreferenceListSchema.optional(),
    /** …or add and remove some. */
    add: PreferenceListSchema.optional(),
    remove: PreferenceListSchema.optional(),
  })
  .strict()
  .refine((a) => a.set !== undefined || (a.add?.length ?? 0) + (a.remove?.length ?? 0) > 0, {
    message: CHEF_MESSAGES.preferences,
    path: ['set'],
  });
export type ChatDietaryAction = z.infer<typeof ChatDietaryActionSchema>;
export const ChatDietaryResultSchema = z.object({
  type: z.literal('UPDATE_DIETARY_PREFERENCES'),
  dietaryPreferences: z.array(DietaryPreferenceSchema),
});

export const ChatApplianceActionSchema = z
  .object({ type: z.literal('ADD_KITCHEN_APPLIANCE'), appliance: CreateApplianceInputSchema })
  .strict();
export type ChatApplianceAction = z.infer<typeof ChatApplianceActionSchema>;
export const ChatApplianceResultSchema = z.object({
  type: z.literal('ADD_KITCHEN_APPLIANCE'),
  appliance: HouseholdApplianceSchema,
});

/* ─────────────────────────────── The conversation ─────────────────────────────── */

/** The longest message a user may send the Chef (a spoken request is far shorter). */
export const CHAT_MESSAGE_MAX = 500;
/** Messages kept per user; older ones are dropped as new ones arrive. */
export const CHAT_HISTORY_KEPT = 200;
/** The most messages one GET /api/chat/messages answers. */
export const CHAT_HISTORY_PAGE_MAX = 100;

export const ChatMessageInputSchema = z
  .object({ text: singleLineText().min(1).max(CHAT_MESSAGE_MAX) })
  .strict();
export type ChatMessageInput = z.infer<typeof ChatMessageInputSchema>;

/**
 * What a card proposes, once the user confirms it. The three spec actions go to their endpoints;
 * a shopping-list card adds its lines to the household's default list (POST
 * /api/shopping-lists/{id}/items/quick-add); a meal-plan card adds an entry (POST
 * /api/meal-plans/entries with date, slot and recipeId); a timer card starts a timer in the browser.
 */
export const ChefProposalSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('pantry'), action: ChatPantryActionSchema }),
  z.object({ kind: z.literal('dietaryPreferences'), action: ChatDietaryActionSchema }),
  z.object({ kind: z.literal('appliance'), action: ChatApplianceActionSchema }),
  z.object({
    kind: z.literal('shoppingList'),
    lines: z.array(singleLineText().min(1).max(QUICK_ADD_TEXT_MAX)).min(1).max(BULK_ADD_LINES_MAX),
  }),
  z.object({
    kind: z.literal('mealPlan'),
    recipeId: IdSchema,
    recipeTitle: z.string(),
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    slot: MealSlotSchema,
  }),
  z.object({ kind: z.literal('timer'), seconds: z.number().int().min(1).max(86_400), label: z.string() }),
]);
export type ChefProposal = z.infer<typeof ChefProposalSchema>;

export const CHEF_CARD_STATUSES = ['proposed', 'done', 'dismissed'] as const;
export const ChefCardSchema = z.object({
  /** The question the card asks ("Add 2 l milk and 12 eggs to the Fridge?"), in the reader's language. */
  summary: z.string(),
  proposal: ChefProposalSchema,
  status: z.enum(CHEF_CARD_STATUSES),
});
export type ChefCard = z.infer<typeof ChefCardSchema>;

/** A link a reply offers ("Open the recipe"): an app path, never another site. */
export const ChefLinkSchema = z.object({ label: z.string(), href: z.string().regex(/^\/[^/]/) });
export type ChefLink = z.infer<typeof ChefLinkSchema>;

export const ChefMessageSchema = z.object({
  id: z.string(),
  role: z.enum(['user', 'chef']),
  text: z.string(),
  card: ChefCardSchema.nullable(),
  links: z.array(ChefLinkSchema),
  /** Suggestions for the next message, as the user would type them. */
  chips: z.array(z.string()),
  createdAt: z.string(),
});
export type ChefMessage = z.infer<typeof ChefMessageSchema>;

export const ChatHistoryQuerySchema = z
  .object({
    /** Messages older than this id. */
    before: IdSchema.optional(),
    limit: z.coerce.number().int().min(1).max(CHAT_HISTORY_PAGE_MAX).default(50),
  })
  .strict();
export const ChatHistoryResponseSchema = z.object({
  /** Oldest first. */
  messages: z.array(ChefMessageSchema),
  hasMore: z.boolean(),
  /** The chips to offer before the first message. */
  starters: z.array(z.string()),
});
export type ChatHistoryResponse = z.infer<typeof ChatHistoryResponseSchema>;

/**
 * POST /api/chat/messages answers application/x-ndjson, one event a line: the stored user
 * message, the reply's text as it is written (several `delta`s), then the stored reply (`done`),
 * or `error` with a translated message when the reply could not be made.
 */
export const ChefStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('user'), message: ChefMessageSchema }),
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({ type: z.literal('done'), message: ChefMessageSchema }),
  z.object({ type: z.literal('error'), error: z.string() }),
]);
export type ChefStreamEvent = z.infer<typeof ChefStreamEventSchema>;

/** PATCH /api/chat/messages/{id}: the card was carried out or dismissed. */
export const ChefCardStatusInputSchema = z.object({ status: z.enum(['done', 'dismissed']) }).strict();

/**
 * GET /api/chat/tip: one 'Chef Says' tip, or null. `key` names the tip so the browser shows each
 * once; `action` is what 'Show Me' does.
 */
export const ChefTipSchema = z.object({
  key: z.string(),
  text: z.string(),
  action: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('open'), href: z.string().regex(/^\/[^/]/) }),
    z.object({ kind: z.literal('shoppingList'), lines: z.array(z.string()).min(1) }),
  ]),
});
export type ChefTip = z.infer<typeof ChefTipSchema>;
export const ChefTipResponseSchema = z.object({ tip: ChefTipSchema.nullable() });
/** The least time between two 'Chef Says' tips in one browser. */
export const CHEF_TIP_INTERVAL_MS = 3 * 60 * 60 * 1000;
