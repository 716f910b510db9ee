import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_HEADER, CsrfTokenResponseSchema } from '@shared/contracts/system';
import type { Config } from '../config';
import { hmac, randomToken, safeEqual } from './crypto';
import { AppError } from './errors';

/**
 * CSRF as the spec's client expects: GET /api/csrf-token gives a token that every mutation sends
 * in the CSRF-Token header. The token is an HMAC over a per-browser secret held in an HttpOnly
 * cookie, so another site can neither read nor forge it (a signed double-submit token). Requests
 * that a browser marks as coming from another site are refused before the token is looked at.
 */
export const CSRF_COOKIE = 'larder_csrf';
const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Paths that are called by other servers, not browsers (signed webhooks), skip the check. */
const EXEMPT_PREFIXES = [
  '/api/webhooks/',
  // Apple's form_post sign-in return: it only redirects to the GET callback, which checks state + PKCE.
  '/api/auth/apple/callback',
];

export function issueCsrfToken(config: Config, secret: string): string {
  const nonce = randomToken(12);
  return `${nonce}.${hmac(config.sessionSecret, `${secret}.${nonce}`)}`;
}

export function isValidCsrfToken(
  config: Config,
  secret: string | undefined,
  token: string | undefined,
): boolean {
  if (!secret || !token || token.length > 200) return false;
  const [nonce, mac] = token.split('.');
  if (!nonce || !mac) return false;
  return safeEqual(mac, hmac(config.sessionSecret, `${secret}.${nonce}`));
}

export function csrfCookieOptions(config: Config) {
  return { httpOnly: true, sameSite: 'lax' as const, secure: config.isProduction, path: '/' };
}

function ensureSecret(config: Config, request: FastifyRequest, reply: FastifyReply): string {
  const existing = request.cookies[CSRF_COOKIE];
  if (existing && existing.length >= 16 && existing.length <= 100) return existing;
  const secret = randomToken(24);
  reply.setCookie(CSRF_COOKIE, secret, csrfCookieOptions(config));
  return secret;
}

/**
 * True when a browser says the request was started by a page of another site: Sec-Fetch-Site is
 * cross-site, or the Origin is neither ours (APP_URL, ALLOWED_ORIGINS), nor the host the request was
 * sent to (the Vite dev server, a second hostname). Clients that send neither header (scripts, the
 * native HTTP stack) are judged by the CSRF token alone.
 */
export function isCrossSite(request: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  if (allowedOrigins.includes(origin)) return false;
  try {
    return new URL(origin).host !== request.host;
  } catch {
    // 'null' (a sandboxed frame, a file) or garbage: not a page of ours.
    return true;
  }
}

export function registerCsrf(app: FastifyInstance, config: Config): void {
  const headerName = CSRF_HEADER.toLowerCase();
  // A callback hook: reads (most requests) pass without a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!MUTATIONS.has(request.method) || !request.url.startsWith('/api/')) return done();
    if (EXEMPT_PREFIXES.some((p) => request.url.startsWith(p))) return done();
    // Defence in depth: the token below already stops forged requests.
    if (isCrossSite(request, config.allowedOrigins)) return done(new AppError('CROSS_SITE'));
    const header = request.headers[headerName];
    const token = Array.isArray(header) ? header[0] : header;
    if (!isValidCsrfToken(config, request.cookies[CSRF_COOKIE], token))
      return done(new AppError('CSRF_INVALID'));
    done();
  });

  app.get(
    '/api/csrf-token',
    {
      schema: {
        tags: ['system'],
        summary: 'A token for the CSRF-Token header of every mutation',
        response: { 200: CsrfTokenResponseSchema },
      },
    },
    async (request, reply) => {
      const secret = ensureSecret(config, request, reply);
      reply.header('Cache-Control', 'no-store, no-cache, must-revalidate');
      reply.header('Pragma', 'no-cache');
      return { csrfToken: issueCsrfToken(config, secret) };
    },
  );
}
