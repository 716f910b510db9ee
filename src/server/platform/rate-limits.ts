import type { Config } from '../config';

/**
 * Per-IP limits for routes that anonymous callers can hammer, as route options for
 * @fastify/rate-limit (registered with `global: false`). Each route counts separately, in the
 * database (platform/rate-limit-store.ts), so the limits hold across processes, as the per-account
 * throttle of failed logins does. A 429 goes through the platform error handler
 * (statusCode 429 → RATE_LIMITED) and carries Retry-After.
 */
export const AUTH_RATE_WINDOW = '15 minutes';
/** Username check and suggestions are typed-as-you-go, so they get more room. */
export const USERNAME_RATE_FACTOR = 3;

type RateLimitRouteOptions = { config: { rateLimit: { max: number; timeWindow: string } } };

/** Register, login, dev-login, password reset, email verification, the ALTCHA challenge. */
export function authRateLimit(config: Config): RateLimitRouteOptions {
  return { config: { rateLimit: { max: config.authRateLimitPerIp, timeWindow: AUTH_RATE_WINDOW } } };
}

export function usernameRateLimit(config: Config): RateLimitRouteOptions {
  return {
    config: {
      rateLimit: { max: config.authRateLimitPerIp * USERNAME_RATE_FACTOR, timeWindow: AUTH_RATE_WINDOW },
    },
  };
}
