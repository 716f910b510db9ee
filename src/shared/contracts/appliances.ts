import { z } from 'zod';
import { ApplianceSlugSchema } from './onboarding';
import { IdSchema, multilineText, singleLineText } from './text';

/** A household keeps at most this many appliances (catalogue and custom together). */
export const MAX_HOUSEHOLD_APPLIANCES = 200;
export const APPLIANCE_NAME_MAX = 100;
export const APPLIANCE_DETAIL_MAX = 100;
export const APPLIANCE_NOTES_MAX = 1000;

export const ApplianceCatalogueItemSchema = z.object({
  slug: z.string(),
  name: z.string(),
  category: z.string(),
  /** Part of the "common defaults" that onboarding adds unless useCommonDefaults is false. */
  isCommon: z.boolean(),
});
export type ApplianceCatalogueItem = z.infer<typeof ApplianceCatalogueItemSchema>;

/** GET /api/appliances/catalogue: every catalogue appliance, in catalogue order. */
export const ApplianceCatalogueResponseSchema = z.object({
  catalogue: z.array(ApplianceCatalogueItemSchema),
});

export const HouseholdApplianceSchema = z.object({
  id: z.string(),
  /** The catalogue entry, or null for an appliance the household named itself. */
  applianceSlug: z.string().nullable(),
  name: z.string(),
  /** The catalogue category, or null for a custom appliance. */
  category: z.string().nullable(),
  brand: z.string().nullable(),
  model: z.string().nullable(),
  notes: z.string().nullable(),
  createdAt: z.string(),
});
export type HouseholdAppliance = z.infer<typeof HouseholdApplianceSchema>;

/** GET /api/appliances: the household's appliances, catalogue order first, then custom ones by name. */
export const HouseholdAppliancesResponseSchema = z.object({
  appliances: z.array(HouseholdApplianceSchema),
});

export const ApplianceResponseSchema = z.object({ appliance: HouseholdApplianceSchema });

const NameSchema = singleLineText().min(1).max(APPLIANCE_NAME_MAX);
/** Optional text details; null or an empty string clears them. */
const DetailSchema = singleLineText().max(APPLIANCE_DETAIL_MAX).nullable();
const NotesSchema = multilineText().max(APPLIANCE_NOTES_MAX).nullable();

export const APPLIANCE_MESSAGES = {
  slugOrName: 'Choose an appliance from the catalogue or give it a name',
} as const;

/** POST /api/appliances: a catalogue slug, or a name for a custom appliance (or both, to rename). */
export const CreateApplianceInputSchema = z
  .object({
    applianceSlug: ApplianceSlugSchema.optional(),
    name: NameSchema.optional(),
    brand: DetailSchema.optional(),
    model: DetailSchema.optional(),
    notes: NotesSchema.optional(),
  })
  .strict()
  .refine((v) => v.applianceSlug !== undefined || v.name !== undefined, {
    message: APPLIANCE_MESSAGES.slugOrName,
    path: ['name'],
  });
export type CreateApplianceInput = z.infer<typeof CreateApplianceInputSchema>;

/** PATCH /api/appliances/:id: the catalogue entry itself cannot change. */
export const UpdateApplianceInputSchema = z
  .object({
    name: NameSchema,
    brand: DetailSchema,
    model: DetailSchema,
    notes: NotesSchema,
  })
  .partial()
  .strict();
export type UpdateApplianceInput = z.infer<typeof UpdateApplianceInputSchema>;

export const ApplianceIdParamsSchema = z.object({ id: IdSchema });

export const DeleteApplianceResponseSchema = z.object({ success: z.literal(true) });
