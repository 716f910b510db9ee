import { z } from 'zod';
import { ERROR_CODES, type ApiError, type ErrorCode } from './error-codes';

export * from './error-codes';

export const ErrorCodeSchema = z.enum(Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]]);

/** The body of every error response (the ApiError type): `error` is the human text a toast shows. */
export const ApiErrorSchema = z.object({
  error: z.string(),
  code: ErrorCodeSchema,
  details: z
    .array(z.object({ path: z.string(), message: z.string() }))
    .optional()
    .describe('Field messages of a validation failure'),
  retryAfter: z
    .number()
    .int()
    .min(0)
    .optional()
    .describe('With RATE_LIMITED: seconds until a retry can succeed'),
  requestId: z.string().optional(),
}) satisfies z.ZodType<ApiError>;
