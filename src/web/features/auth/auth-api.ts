import { queryOptions } from '@tanstack/react-query';
import type { AuthProvider, HumanVerificationConfigSchema } from '@shared/contracts/auth';
import type { z } from 'zod';
import { apiRequest, ApiRequestError } from '../../lib/api';

export type HumanVerificationConfig = z.infer<typeof HumanVerificationConfigSchema>;

// The answers are checked against the shared schemas, which bring zod: fetched alongside the
// answer rather than with the sign-in screen's first download.
const contracts = () => import('@shared/contracts/auth');

/** GETs `path` and, at the same time, the schemas to check the answer with. */
async function getWithContracts(path: string, signal?: AbortSignal) {
  const [body, schemas] = await Promise.all([
    apiRequest<unknown>('GET', path, undefined, { signal }),
    contracts(),
  ]);
  return { body, schemas };
}

export const PROVIDERS_PATH = '/api/auth/providers';
export const HUMAN_VERIFICATION_PATH = '/api/auth/human-verification';

/** Spec §7: the provider list is asked once and never retried; a failure shows no buttons. */
export function providersQueryOptions() {
  return queryOptions({
    queryKey: [PROVIDERS_PATH],
    queryFn: async ({ signal }): Promise<AuthProvider[]> => {
      const { body, schemas } = await getWithContracts(PROVIDERS_PATH, signal);
      const parsed = schemas.ProvidersResponseSchema.safeParse(body);
      return parsed.success ? parsed.data.providers : [];
    },
    retry: false,
  });
}

export function humanVerificationQueryOptions() {
  return queryOptions({
    queryKey: [HUMAN_VERIFICATION_PATH],
    queryFn: async ({ signal }): Promise<HumanVerificationConfig> => {
      const { body, schemas } = await getWithContracts(HUMAN_VERIFICATION_PATH, signal);
      return schemas.HumanVerificationConfigSchema.parse(body);
    },
    retry: false,
  });
}

/** One suggestion (spec §7: count 1), with the email when it looks like one. */
export async function suggestUsername(email: string | null, signal?: AbortSignal): Promise<string | null> {
  const params = new URLSearchParams({ count: '1' });
  if (email) params.set('email', email);
  const { body, schemas } = await getWithContracts(`/api/username/suggestions?${params}`, signal);
  return schemas.UsernameSuggestionsResponseSchema.parse(body).suggestions[0] ?? null;
}

export function requestPasswordReset(email: string): Promise<unknown> {
  return apiRequest('POST', '/api/auth/forgot-password', { email });
}

export function resetPassword(token: string, password: string): Promise<unknown> {
  return apiRequest('POST', '/api/auth/reset-password', { token, password });
}

/** `kind=change` links confirm a new address; the others verify the account's first one. */
export function confirmEmailToken(token: string, kind: 'verify' | 'change'): Promise<unknown> {
  const path = kind === 'change' ? '/api/auth/confirm-email-change' : '/api/auth/verify-email';
  return apiRequest('POST', path, { token });
}

export function resendVerification(): Promise<unknown> {
  return apiRequest('POST', '/api/auth/resend-verification');
}

const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function looksLikeEmail(value: string | undefined | null): value is string {
  return typeof value === 'string' && LOOKS_LIKE_EMAIL.test(value.trim());
}

/** Spec §8: a 403 whose text is 'Already authenticated' means the browser is signed in already. */
export function isAlreadyAuthenticated(error: unknown): boolean {
  if (!(error instanceof ApiRequestError) || error.status !== 403) return false;
  // The server translates its texts, so the code is checked as well as the English words.
  return error.apiError?.code === 'ALREADY_AUTHENTICATED' || error.message.includes('Already authenticated');
}

/** The server's own text for a toast, when it sent one. */
export function serverText(error: unknown): string | null {
  return error instanceof ApiRequestError ? error.serverMessage : null;
}

/** Sign-in asked for the human check (several failed sign-ins to the account). */
export function needsHumanCheck(error: unknown): boolean {
  return error instanceof ApiRequestError && error.apiError?.code === 'HUMAN_CHECK_REQUIRED';
}

/** Seconds until a throttled request may be tried again, when the server said so (429). */
export function retryAfterSeconds(error: unknown): number | null {
  if (!(error instanceof ApiRequestError) || error.status !== 429) return null;
  const seconds = error.apiError?.retryAfter;
  return typeof seconds === 'number' && seconds >= 0 ? seconds : null;
}

/** "42 seconds", "3 Minuten", "2分钟": a wait in the reader's language, rounded up to minutes past one. */
export function formatWait(seconds: number, language: string): string {
  const [value, unit] =
    seconds < 60 ? [Math.max(1, Math.ceil(seconds)), 'second'] : [Math.ceil(seconds / 60), 'minute'];
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}
