import { z } from 'zod';
import { LocationSchema, ProductSchema, StockEntrySchema } from './pantry';
import { AUTH_MESSAGES, UsernameSchema } from './auth';
import { PrivacyPreferencesSchema } from './settings';
import { IdSchema, singleLineText } from './text';

/** PATCH /api/user/profile: any of the three; names are trimmed. */
export const UpdateProfileInputSchema = z
  .object({
    firstName: singleLineText().min(1, AUTH_MESSAGES.firstNameRequired).max(100),
    lastName: singleLineText().min(1, AUTH_MESSAGES.lastNameRequired).max(100),
    username: UsernameSchema,
  })
  .partial()
  .strict();
export type UpdateProfileInput = z.infer<typeof UpdateProfileInputSchema>;

/** Uploads larger than this are refused with 413 before they are decoded. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** Stored avatars are square WebP images of this many pixels a side. */
export const AVATAR_SIZE = 256;
export const AVATAR_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

export const AvatarParamsSchema = z.object({ userId: IdSchema });

/** GET /api/user/export: everything the account holds about its user, as one JSON file. */
export const DataExportSchema = z.object({
  format: z.literal('larder-export'),
  version: z.literal(1),
  exportedAt: z.string(),
  profile: z.object({
    id: z.string(),
    email: z.string(),
    username: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    emailVerified: z.boolean(),
    hasPassword: z.boolean(),
    hasAvatar: z.boolean(),
    trialEndsAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
  settings: z.record(z.string(), z.unknown()).nullable(),
  onboarding: z
    .object({
      onboarding_completed: z.boolean(),
      onboarding_step: z.number(),
      dietary_preferences: z.array(z.string()),
      cooking_frequency: z.string().nullable(),
      household_size: z.number().nullable(),
      pantry_size: z.string().nullable(),
      updatedAt: z.string(),
    })
    .nullable(),
  privacy: PrivacyPreferencesSchema.nullable(),
  regional: z
    .object({
      language: z.string().nullable(),
      region: z.string(),
      timezoneMode: z.string(),
      timezone: z.string().nullable(),
      dateFormat: z.string().nullable(),
      timeFormat: z.string().nullable(),
      updatedAt: z.string(),
    })
    .nullable(),
  household: z.object({
    name: z.string(),
    role: z.string(),
    joinedAt: z.string(),
    appliances: z.array(
      z.object({
        name: z.string(),
        applianceSlug: z.string().nullable(),
        brand: z.string().nullable(),
        model: z.string().nullable(),
        notes: z.string().nullable(),
        addedAt: z.string(),
      }),
    ),
    /** The household's pantry: its locations, products and stock entries. */
    pantry: z.object({
      locations: z.array(LocationSchema),
      products: z.array(ProductSchema),
      entries: z.array(StockEntrySchema),
    }),
  }),
  connectedAccounts: z.array(z.object({ provider: z.string(), email: z.string().nullable() })),
  sessions: z.array(
    z.object({
      current: z.boolean(),
      createdAt: z.string(),
      lastSeenAt: z.string(),
      expiresAt: z.string(),
      userAgent: z.string().nullable(),
      ip: z.string().nullable(),
    }),
  ),
});
export type DataExport = z.infer<typeof DataExportSchema>;
