import { z } from 'zod';
import { IdSchema } from './text';

export const ONBOARDING_STEPS = [
  'Welcome',
  'DietaryPreferences',
  'HouseholdInfo',
  'CookingHabits',
  'Appliances',
  'Pantry',
  'Complete',
] as const;
export const ONBOARDING_MIN_STEP = 0;
export const ONBOARDING_MAX_STEP = 6;

export const DIETARY_PREFERENCES = [
  'Vegetarian',
  'Vegan',
  'Gluten-Free',
  'Dairy-Free',
  'Keto',
  'Paleo',
  'Low FODMAP',
  'Nut-Free',
  'Pescatarian',
  'Kosher',
  'Halal',
  'Whole30',
  'Low Carb',
] as const;
export const DietaryPreferenceSchema = z.enum(DIETARY_PREFERENCES);

export const COOKING_FREQUENCIES = [
  'Daily',
  '4-6 times a week',
  '2-3 times a week',
  'Once a week',
  'Rarely',
] as const;
export const CookingFrequencySchema = z.enum(COOKING_FREQUENCIES);

/** Spec: medium is the default; small and large are our choice for the other sizes. */
export const PANTRY_SIZES = ['small', 'medium', 'large'] as const;
export const PantrySizeSchema = z.enum(PANTRY_SIZES);
export const DEFAULT_PANTRY_SIZE = 'medium';

export const OnboardingRecordSchema = z.object({
  onboarding_completed: z.boolean(),
  onboarding_step: z.number().int().min(ONBOARDING_MIN_STEP).max(ONBOARDING_MAX_STEP),
  dietary_preferences: z.array(DietaryPreferenceSchema),
  cooking_frequency: CookingFrequencySchema.nullable(),
  household_size: z.number().int().min(1).max(20).nullable(),
});
export type OnboardingRecord = z.infer<typeof OnboardingRecordSchema>;

export const OnboardingUpdateSchema = z
  .object({
    onboarding_step: z.number().int().min(ONBOARDING_MIN_STEP).max(ONBOARDING_MAX_STEP),
    dietary_preferences: z.array(DietaryPreferenceSchema).max(DIETARY_PREFERENCES.length),
    cooking_frequency: CookingFrequencySchema.nullable(),
    household_size: z.number().int().min(1).max(20).nullable(),
    onboarding_completed: z.boolean(),
  })
  .partial()
  .strict();

export const ApplianceSlugSchema = IdSchema.max(60);

export const OnboardingActionSchema = z.discriminatedUnion('action', [
  z
    .object({ action: z.literal('setup_pantry'), pantrySize: PantrySizeSchema.default(DEFAULT_PANTRY_SIZE) })
    .strict(),
  z
    .object({
      action: z.literal('setup_appliances'),
      selectedAppliances: z.array(ApplianceSlugSchema).max(100).default([]),
      useCommonDefaults: z.boolean().optional(),
    })
    .strict(),
  z.object({ action: z.literal('restart_onboarding') }).strict(),
]);

/**
 * POST /api/user/onboarding takes either a partial record or one action. Dispatching on `action`
 * (absent for a partial record) instead of trying each shape in turn lets a bad field be reported
 * by name, rather than as "Invalid input" for the whole body.
 */
export const OnboardingPostSchema = z.discriminatedUnion('action', [
  ...OnboardingActionSchema.options,
  OnboardingUpdateSchema.extend({ action: z.undefined().optional() }),
]);
export type OnboardingPost = z.infer<typeof OnboardingPostSchema>;

export const OnboardingPostResponseSchema = z.object({
  success: z.literal(true),
  onboarding: OnboardingRecordSchema,
  /** Present after setup_pantry: the size recorded and how many staples were stocked. */
  pantrySize: PantrySizeSchema.optional(),
  /** Present after setup_appliances: the household's appliance slugs. */
  appliances: z.array(z.string()).optional(),
});
