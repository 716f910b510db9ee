import { z } from 'zod';
import { CHEF_MESSAGES } from '../chef-messages';
import { CreateApplianceInputSchema, HouseholdApplianceSchema } from './appliances';
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
