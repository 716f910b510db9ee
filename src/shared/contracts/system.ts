import { z } from 'zod';

export const CsrfTokenResponseSchema = z.object({ csrfToken: z.string() });
export const CSRF_HEADER = 'CSRF-Token';
export const HealthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'unreachable']),
  version: z.string(),
});
