import { z } from 'zod';
import { IdSchema, receivedText } from './text';

export {
  LOG_CATEGORIES,
  LOG_SEVERITIES,
  MAX_CLIENT_ERRORS_PER_BATCH,
  CLIENT_ERROR_JSON_MAX_CHARS,
  CLIENT_ERROR_JSON_MAX_DEPTH,
  exceedsJsonShape,
  isBoundedJson,
} from '../log-options';
export type { LogCategory, LogSeverity } from '../log-options';
import {
  CLIENT_ERROR_JSON_MAX_DEPTH,
  LOG_CATEGORIES,
  LOG_SEVERITIES,
  MAX_CLIENT_ERRORS_PER_BATCH,
  isBoundedJson,
} from '../log-options';

export const LogCategorySchema = z.enum(LOG_CATEGORIES);
export const LogSeveritySchema = z.enum(LOG_SEVERITIES);

/** A JSON value of bounded size and depth; metadata and context are free-form but never huge. */
const BoundedJson = z
  .unknown()
  .refine(isBoundedJson, `Too large (${CLIENT_ERROR_JSON_MAX_DEPTH} levels and 8,000 characters at most)`);

/** Spec §3: both shapes of a client error entry, every field bounded. */
export const ClientErrorEntrySchema = z.object({
  message: receivedText().min(1).max(2_000),
  severity: LogSeveritySchema.default('ERROR'),
  category: LogCategorySchema.default('GENERAL'),
  stackTrace: receivedText().max(16_000).optional(),
  metadata: BoundedJson.optional(),
  url: receivedText().max(2_000).optional(),
  timestamp: receivedText().max(64).optional(),
  userId: receivedText().max(64).nullable().optional(),
  userAgent: receivedText().max(512).optional(),
  context: BoundedJson.optional(),
  error: BoundedJson.optional(),
});
export type ClientErrorEntry = z.infer<typeof ClientErrorEntrySchema>;

export const ClientErrorBatchSchema = z.object({
  errors: z.array(ClientErrorEntrySchema).min(1).max(MAX_CLIENT_ERRORS_PER_BATCH),
});
export const ClientErrorAcceptedSchema = z.object({ success: z.literal(true), received: z.number().int() });

/** GET /api/admin/client-errors: newest first, paged by id (UUIDv7 ids sort by time). */
export const ClientErrorListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  /** The `nextCursor` of the previous page: entries older than this id. */
  before: IdSchema.optional(),
  severity: LogSeveritySchema.optional(),
  category: LogCategorySchema.optional(),
});
export type ClientErrorListQuery = z.infer<typeof ClientErrorListQuerySchema>;

export const ClientErrorRecordSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  /** The signed-in user who sent it (from the session, not from the entry). */
  userId: z.string().nullable(),
  severity: LogSeveritySchema,
  category: LogCategorySchema,
  message: z.string(),
  stackTrace: z.string().nullable(),
  url: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** What the client said: its timestamp and userId, and the free-form metadata, context and error. */
  clientTimestamp: z.string().nullable(),
  clientUserId: z.string().nullable(),
  metadata: z.unknown(),
  context: z.unknown(),
  error: z.unknown(),
});
export type ClientErrorRecord = z.infer<typeof ClientErrorRecordSchema>;

export const ClientErrorListSchema = z.object({
  errors: z.array(ClientErrorRecordSchema),
  nextCursor: z.string().nullable(),
});
export type ClientErrorList = z.infer<typeof ClientErrorListSchema>;
