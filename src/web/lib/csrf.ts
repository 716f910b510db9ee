/** Spec §4/§9: the token is cached and refreshed when missing or older than 5 minutes. */
export const CSRF_TOKEN_LIFETIME_MS = 5 * 60 * 1000;

export const CSRF_ERRORS = {
  unavailable: 'CSRF token required but not available. Please try refreshing the page.',
  invalidResponse: 'Invalid CSRF token response',
  fetchFailed: (status: number) => `Failed to fetch CSRF token: ${status}`,
} as const;

let cached: { token: string; fetchedAt: number } | null = null;
let inflight: Promise<string> | null = null;

async function fetchToken(): Promise<string> {
  const res = await fetch('/api/csrf-token', {
    credentials: 'include',
    cache: 'no-store',
    headers: { 'Cache-Control': 'no-cache', Pragma: 'no-cache' },
  });
  if (!res.ok) throw new Error(CSRF_ERRORS.fetchFailed(res.status));
  const body = (await res.json().catch(() => null)) as { csrfToken?: unknown } | null;
  if (typeof body?.csrfToken !== 'string' || body.csrfToken.length === 0)
    throw new Error(CSRF_ERRORS.invalidResponse);
  cached = { token: body.csrfToken, fetchedAt: Date.now() };
  return cached.token;
}

export async function getCsrfToken(now: number = Date.now()): Promise<string> {
  if (cached && now - cached.fetchedAt < CSRF_TOKEN_LIFETIME_MS) return cached.token;
  inflight ??= fetchToken().finally(() => {
    inflight = null;
  });
  const token = await inflight;
  if (!token) throw new Error(CSRF_ERRORS.unavailable);
  return token;
}

/** Forget the token (after sign-in/out, or when the server refused it). */
export function clearCsrfToken(): void {
  cached = null;
}
