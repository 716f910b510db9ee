import { z } from 'zod';

export const LOG_CATEGORIES = [
  'API',
  'NETWORK',
  'AUTHENTICATION',
  'DATABASE',
  'UI',
  'RECIPE',
  'FOOD_ITEM',
  'SHOPPING_LIST',
  'MEAL_PLAN',
  'IMAGE',
  'SCANNER',
  'FAVORITES',
  'OFFLINE',
  'CAPACITOR',
  'GENERAL',
] as const;
export const LOG_SEVERITIES = ['INFO', 'WARNING', 'ERROR', 'CRITICAL'] as const;
export const LogCategorySchema = z.enum(LOG_CATEGORIES);
export const LogSeveritySchema = z.enum(LOG_SEVERITIES);
export type LogCategory = z.infer<typeof LogCategorySchema>;
export type LogSeverity = z.infer<typeof LogSeveritySchema>;

export const MAX_CLIENT_ERRORS_PER_BATCH = 100;

/** A JSON value of bounded size; metadata and context are free-form but never huge. */
const BoundedJson = z
  .unknown()
  .refine(
    (v) => v === undefined || JSON.stringify(v).length <= 8_000,
    'Too large (8,000 characters at most)',
  );

/** Spec §3: both shapes of a client error entry, every field bounded. */
export const ClientErrorEntrySchema = z.object({
  message: z.string().min(1).max(2_000),
  severity: LogSeveritySchema.default('ERROR'),
  category: LogCategorySchema.default('GENERAL'),
  stackTrace: z.string().max(16_000).optional(),
  metadata: BoundedJson.optional(),
  url: z.string().max(2_000).optional(),
  timestamp: z.string().max(64).optional(),
  userId: z.string().max(64).nullable().optional(),
  userAgent: z.string().max(512).optional(),
  context: BoundedJson.optional(),
  error: BoundedJson.optional(),
});
export type ClientErrorEntry = z.infer<typeof ClientErrorEntrySchema>;

export const ClientErrorBatchSchema = z.object({
  errors: z.array(ClientErrorEntrySchema).min(1).max(MAX_CLIENT_ERRORS_PER_BATCH),
});
export const ClientErrorAcceptedSchema = z.object({ success: z.literal(true), received: z.number().int() });
