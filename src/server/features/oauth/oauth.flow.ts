import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { AuthProviderSchema } from '@shared/contracts/auth';
import { OAUTH_DEFAULT_REDIRECT } from '@shared/contracts/oauth';
import type { Config } from '../../config';
import { hmac, safeEqual } from '../../platform/crypto';

/**
 * What a browser carries between the start of a flow and its callback: state, PKCE verifier, the
 * page to return to and who started it. It lives in one short-lived HttpOnly cookie, HMACed with
 * the session secret so that neither the redirect nor the linking user can be swapped.
 */
export const FLOW_COOKIE = 'larder_oauth';
export const FLOW_TTL_MS = 10 * 60 * 1000;
/** The cookie is only needed by the callback, which lives under this path. */
export const FLOW_COOKIE_PATH = '/api/auth';

const FlowSchema = z.object({
  provider: AuthProviderSchema,
  state: z.string().min(1).max(200),
  verifier: z.string().min(43).max(128),
  redirect: z.string().max(2048),
  /** Set when a signed-in user started the flow: the callback links instead of signing in. */
  userId: z.string().max(100).nullable(),
  expiresAt: z.number(),
});
export type Flow = z.infer<typeof FlowSchema>;

const MAC_CONTEXT = 'oauth-flow.';

export function sealFlow(config: Config, flow: Flow): string {
  const payload = Buffer.from(JSON.stringify(flow)).toString('base64url');
  return `${payload}.${hmac(config.sessionSecret, MAC_CONTEXT + payload)}`;
}

/** The flow in a cookie value, or null when it is missing, forged, malformed or expired. */
export function openFlow(config: Config, value: string | undefined, now = Date.now()): Flow | null {
  if (!value || value.length > 4096) return null;
  const [payload, mac, extra] = value.split('.');
  if (!payload || !mac || extra !== undefined) return null;
  if (!safeEqual(mac, hmac(config.sessionSecret, MAC_CONTEXT + payload))) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const flow = FlowSchema.safeParse(parsed);
  if (!flow.success || flow.data.expiresAt < now) return null;
  return flow.data;
}

export function flowCookieOptions(config: Config) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.isProduction,
    path: FLOW_COOKIE_PATH,
    maxAge: Math.floor(FLOW_TTL_MS / 1000),
  };
}

function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * A local page to return to: a path with one leading '/', never '//' or a backslash (browsers
 * read '/\\host' as '//host'), never control characters. Anything else gives the default.
 */
export function safeRedirect(value: string | undefined): string {
  if (!value || value.length > 2048 || !value.startsWith('/')) return OAUTH_DEFAULT_REDIRECT;
  if (value.startsWith('//') || value.includes('\\') || hasControlCharacter(value))
    return OAUTH_DEFAULT_REDIRECT;
  return value;
}

/**
 * Apple posts the user's name once, as a form field, to a cross-site POST that carries none of our
 * SameSite=Lax cookies. The POST is turned into a same-callback GET (which does carry them); the
 * name travels in that URL sealed with AES-256-GCM, so that it stays out of logs and history.
 */
function appleUserKey(config: Config): Buffer {
  return Buffer.from(hkdfSync('sha256', config.sessionSecret, '', 'larder oauth apple user', 32));
}

export function sealAppleUser(config: Config, value: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', appleUserKey(config), iv);
  const body = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

export function openAppleUser(config: Config, sealed: string | undefined): string | null {
  if (!sealed) return null;
  const bytes = Buffer.from(sealed, 'base64url');
  if (bytes.length < 29) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', appleUserKey(config), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
