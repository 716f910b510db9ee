import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import { AltchaChallengeSchema } from '@shared/contracts/auth';
import type { Config } from '../config';
import type { DB } from '../db/database';
import { nowIso } from '../db/database';
import { hmac, sha256 } from './crypto';

/**
 * Human verification for registration, per HUMAN_VERIFICATION: a self-hosted ALTCHA proof of work
 * (default), Cloudflare Turnstile, or off. Every failure, including an unreachable Cloudflare,
 * is a plain "not verified": the caller answers CAPTCHA_FAILED and never 500.
 */
export type HumanVerificationMode = Config['humanVerification'];
export type AltchaChallenge = z.infer<typeof AltchaChallengeSchema>;
export type VerifyContext = { remoteIp?: string | undefined; action?: string };

export type HumanVerifier = {
  mode: HumanVerificationMode;
  /** What the web widget needs: the Turnstile site key or the ALTCHA challenge URL. */
  publicConfig(): { mode: HumanVerificationMode; siteKey?: string; challengeUrl?: string };
  createAltchaChallenge(now?: Date): Promise<AltchaChallenge>;
  verify(token: string | undefined, context?: VerifyContext): Promise<boolean>;
};

export const ALTCHA_CHALLENGE_PATH = '/api/auth/altcha-challenge';
export const ALTCHA_ALGORITHM = 'PBKDF2/SHA-256';
/** PBKDF2 iterations per attempt; with the counter range below, about a second on a phone. */
export const ALTCHA_COST = 1_000;
const ALTCHA_COUNTER_MIN = 5_000;
const ALTCHA_COUNTER_MAX = 10_000;
export const ALTCHA_TTL_MS = 10 * 60 * 1000;
/** Cloudflare's documented limit on a Turnstile token. */
const TURNSTILE_TOKEN_MAX = 2048;
export const TURNSTILE_VERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';
const TURNSTILE_TIMEOUT_MS = 10_000;

/** The payload the ALTCHA widget submits, base64 of `{ challenge, solution }`. */
const AltchaPayloadSchema = z.object({
  challenge: AltchaChallengeSchema,
  solution: z.object({
    counter: z
      .number()
      .int()
      .min(0)
      .max(2 ** 32 - 1),
    derivedKey: z.string().regex(/^[0-9a-f]{1,256}$/i),
    time: z.number().optional(),
  }),
});

const TurnstileResponseSchema = z.object({
  success: z.boolean(),
  'error-codes': z.array(z.string()).optional(),
  action: z.string().optional(),
  hostname: z.string().optional(),
});

export type HumanVerifierOptions = {
  fetch?: typeof fetch;
  /** Where failures that are not the visitor's fault (Cloudflare down) are reported. */
  warn?: (message: string, detail?: unknown) => void;
};

export function createHumanVerifier(
  db: DB,
  config: Config,
  options: HumanVerifierOptions = {},
): HumanVerifier {
  const doFetch = options.fetch ?? fetch;
  const warn = options.warn ?? (() => {});
  // Separate keys from the session secret, so that neither signature can stand in for the other.
  const signatureSecret = hmac(config.sessionSecret, 'altcha:challenge-signature');
  const keySignatureSecret = hmac(config.sessionSecret, 'altcha:key-signature');
  const cost = config.altchaCost ?? ALTCHA_COST;

  async function verifyAltcha(token: string): Promise<boolean> {
    let decoded: unknown;
    try {
      decoded = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
    } catch {
      return false;
    }
    const payload = AltchaPayloadSchema.safeParse(decoded);
    if (!payload.success) return false;
    const { challenge, solution } = payload.data;
    const expiresAt = challenge.parameters.expiresAt;
    // Our challenges always carry an expiry; one without it was not made here.
    if (expiresAt === undefined || expiresAt * 1000 <= Date.now()) return false;
    try {
      const result = await verifySolution({
        challenge,
        solution,
        deriveKey,
        hmacSignatureSecret: signatureSecret,
        hmacKeySignatureSecret: keySignatureSecret,
      });
      if (!result.verified) return false;
    } catch {
      return false;
    }
    return spendChallenge(db, challenge.signature, new Date(expiresAt * 1000));
  }

  async function verifyTurnstile(token: string, context: VerifyContext): Promise<boolean> {
    if (!config.turnstile || token.length > TURNSTILE_TOKEN_MAX) return false;
    const form = new URLSearchParams({ secret: config.turnstile.secretKey, response: token });
    if (context.remoteIp) form.set('remoteip', context.remoteIp);
    try {
      const res = await doFetch(config.turnstileVerifyUrl ?? TURNSTILE_VERIFY_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
        signal: AbortSignal.timeout(TURNSTILE_TIMEOUT_MS),
      });
      if (!res.ok) {
        warn(`Turnstile siteverify answered HTTP ${res.status}`);
        return false;
      }
      const body = TurnstileResponseSchema.safeParse(await res.json().catch(() => null));
      if (!body.success) {
        warn('Turnstile siteverify answered an unexpected body');
        return false;
      }
      if (!body.data.success) return false;
      // A token solved for another form on the site must not open this one.
      return !context.action || !body.data.action || body.data.action === context.action;
    } catch (err) {
      warn('Turnstile siteverify could not be reached', err);
      return false;
    }
  }

  return {
    mode: config.humanVerification,
    publicConfig() {
      if (config.humanVerification === 'turnstile' && config.turnstile) {
        return { mode: 'turnstile', siteKey: config.turnstile.siteKey };
      }
      if (config.humanVerification === 'altcha')
        return { mode: 'altcha', challengeUrl: ALTCHA_CHALLENGE_PATH };
      return { mode: config.humanVerification };
    },
    async createAltchaChallenge(now = new Date()) {
      const challenge = await createChallenge({
        algorithm: ALTCHA_ALGORITHM,
        cost,
        counter: randomInt(ALTCHA_COUNTER_MAX, ALTCHA_COUNTER_MIN),
        deriveKey,
        expiresAt: new Date(now.getTime() + ALTCHA_TTL_MS),
        hmacSignatureSecret: signatureSecret,
        hmacKeySignatureSecret: keySignatureSecret,
      });
      return AltchaChallengeSchema.parse(challenge);
    },
    async verify(token, context = {}) {
      if (config.humanVerification === 'off') return true;
      if (!token) return false;
      return config.humanVerification === 'altcha' ? verifyAltcha(token) : verifyTurnstile(token, context);
    },
  };
}

/**
 * Marks a solved challenge as used; false when it already was (a replay). The insert is the check,
 * so two processes racing with the same solution cannot both pass.
 */
async function spendChallenge(db: DB, signature: string, expiresAt: Date): Promise<boolean> {
  const now = nowIso();
  await db.deleteFrom('used_altcha_challenges').where('expires_at', '<', now).execute();
  const result = await db
    .insertInto('used_altcha_challenges')
    .values({ id: sha256(signature), expires_at: nowIso(expiresAt) })
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}
