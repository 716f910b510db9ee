import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { AUTH_PROVIDERS, type AuthProvider } from '@shared/contracts/auth';

/** The one place that reads process.env (docs: the configuration contract in the README). */

const onOff = z
  .enum(['on', 'off', 'true', 'false', '1', '0'])
  .transform((v) => v === 'on' || v === 'true' || v === '1');

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// (leave unset for SQLite)')
    .optional(),
  APP_URL: z.string().url().optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  HUMAN_VERIFICATION: z.enum(['altcha', 'turnstile', 'off']).default('altcha'),
  TURNSTILE_SITE_KEY: z.string().optional(),
  TURNSTILE_SECRET_KEY: z.string().optional(),
  AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).max(1_000_000).default(100),
  DEV_LOGIN: onOff.default(false),
  ADMIN_EMAILS: z.string().default(''),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().default('Larder <no-reply@localhost>'),
  OPENFOODFACTS: onOff.default(true),
  OPENFOODFACTS_URL: z
    .url({ protocol: /^https?$/, error: 'must be an https:// or http:// URL' })
    .default('https://world.openfoodfacts.org'),
  CHEF_LLM_URL: z.string().url().optional(),
  CHEF_LLM_API_KEY: z.string().optional(),
  CHEF_LLM_MODEL: z.string().optional(),
  /** Requests to the Chef's language model per household per UTC day. */
  CHEF_LLM_DAILY_BUDGET: z.coerce.number().int().min(1).max(1_000_000).default(200),
  /** How long one answer of the Chef's language model may take, in ms. */
  CHEF_LLM_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(20_000),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  /** Push services the server may post to besides the browsers' own (a local one in tests). */
  PUSH_SERVICE_ORIGINS: z.string().default(''),
  /** A PEM file of the certificate authority such a push service's TLS certificate comes from. */
  PUSH_SERVICE_CA_FILE: z.string().optional(),
  /** Daily scans and the push queue; off for a process that only serves requests. */
  SCHEDULER: onOff.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: onOff.default(false),
  API_DOCS: onOff.default(true),
  RECIPE_IMPORT_PRIVATE_NETWORKS: onOff.default(false),
  ALLOWED_ORIGINS: z.string().default(''),
});

const HttpUrlSchema = z.url({ protocol: /^https?$/ });

export type OAuthClient = {
  clientId: string;
  clientSecret: string;
  /**
   * Where the provider lives when not at its public home (OAUTH_<PROVIDER>_ISSUER_URL): an OpenID
   * issuer whose discovery document names the endpoints (google, microsoft, apple, linkedin; e.g. a
   * single Entra ID tenant), a GitHub Enterprise Server URL, or a Graph API base for facebook.
   * Tests point providers at a local OAuth server this way.
   */
  issuerUrl?: string;
  /** Apple only: with both set, clientSecret is the .p8 private key and each client secret JWT is signed here. */
  appleTeamId?: string;
  appleKeyId?: string;
};

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  appUrl: string;
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  sessionSecret: string;
  humanVerification: 'altcha' | 'turnstile' | 'off';
  turnstile: { siteKey: string; secretKey: string } | null;
  authRateLimitPerIp: number;
  devLogin: boolean;
  adminEmails: string[];
  smtpUrl: string | undefined;
  mailFrom: string;
  openFoodFacts: boolean;
  /** Where Open Food Facts lives (no trailing slash); tests point it at a local fake. */
  openFoodFactsUrl: string;
  /** Override of the Open Food Facts request timeout (4 s), so that tests of a slow server run quickly. */
  openFoodFactsTimeoutMs?: number;
  /** The Chef's language model (CHEF_LLM_*); null: the built-in Chef answers alone. */
  chefLlm: {
    url: string;
    apiKey: string | undefined;
    model: string | undefined;
    dailyBudget: number;
    timeoutMs: number;
  } | null;
  stripe: { secretKey: string; webhookSecret: string | undefined } | null;
  /** Web Push keys: from the environment or, on first run, generated into the data folder. */
  vapid: { publicKey: string; privateKey: string };
  /** Origins of push services allowed besides the browsers' own (PUSH_SERVICE_ORIGINS). */
  pushServiceOrigins: string[];
  /** PEM of PUSH_SERVICE_CA_FILE: trusted, besides the usual roots, when posting pushes. */
  pushServiceCa: string | undefined;
  scheduler: boolean;
  logLevel: string;
  trustProxy: boolean;
  /** Serve the OpenAPI document and its UI at /api/docs (API_DOCS, on by default). */
  apiDocs: boolean;
  /**
   * Recipe import may fetch pages on private networks and this machine (RECIPE_IMPORT_PRIVATE_NETWORKS,
   * off by default: the fetcher refuses them, so the server cannot be turned against its own network).
   */
  recipeImportPrivateNetworks: boolean;
  /**
   * Origins besides APP_URL's (and the request's own host) whose pages may send state-changing
   * requests: ALLOWED_ORIGINS, comma-separated, e.g. a native app's capacitor://localhost.
   */
  allowedOrigins: string[];
  oauth: Partial<Record<AuthProvider, OAuthClient>>;
  /** Override of Cloudflare's siteverify URL, used by tests against a local fake. */
  turnstileVerifyUrl?: string;
  /** Override of the ALTCHA proof-of-work cost (PBKDF2 iterations), so that tests solve quickly. */
  altchaCost?: number;
};

export class ConfigError extends Error {}

/** The origin ("scheme://host[:port]") of a URL, as browsers send it in the Origin header; null when none. */
export function originOf(url: string): string | null {
  try {
    const origin = new URL(url).origin;
    // Custom schemes (capacitor://localhost) have an opaque origin in the URL API: rebuild it.
    if (origin !== 'null') return origin;
    const { protocol, host } = new URL(url);
    return host ? `${protocol}//${host}` : null;
  } catch {
    return null;
  }
}

function describeIssue(issue: z.core.$ZodIssue, env: Record<string, string | undefined>): string {
  const name = String(issue.path[0] ?? '');
  const value = env[name];
  if (issue.code === 'invalid_value' && 'values' in issue) {
    return `${name}=${JSON.stringify(value)} is not allowed; use one of: ${issue.values.join(', ')}`;
  }
  return `${name}=${JSON.stringify(value)}: ${issue.message}`;
}

/** Reads a secret from the environment or, on first run, generates it into the data folder. */
function persistentSecret(dataDir: string, file: string): string {
  const full = path.join(dataDir, file);
  if (existsSync(full)) return readFileSync(full, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(full, secret + '\n', { mode: 0o600 });
  return secret;
}

/**
 * A P-256 key pair for Web Push (VAPID), as web-push takes them: the public key as the
 * uncompressed point and the private key as its 32 bytes, both base64url. Made once per data
 * folder, so subscriptions stay valid across restarts.
 */
function persistentVapidKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const full = path.join(dataDir, 'vapid.json');
  if (existsSync(full)) {
    const keys = JSON.parse(readFileSync(full, 'utf8')) as { publicKey: string; privateKey: string };
    return { publicKey: keys.publicKey, privateKey: keys.privateKey };
  }
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const jwk = privateKey.export({ format: 'jwk' });
  const point = Buffer.concat([
    Buffer.from([4]),
    Buffer.from(jwk.x ?? '', 'base64url'),
    Buffer.from(jwk.y ?? '', 'base64url'),
  ]);
  const keys = { publicKey: point.toString('base64url'), privateKey: jwk.d ?? '' };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(full, JSON.stringify(keys) + '\n', { mode: 0o600 });
  return keys;
}

/** A file a variable names, or a start-up error that names the variable. */
function readConfigFile(name: string, file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    throw new ConfigError(`Invalid configuration:\n  - ${name}: cannot read ${JSON.stringify(file)}`);
  }
}

function parseOrigins(name: string, value: string): string[] {
  const origins: string[] = [];
  for (const entry of value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const origin = originOf(entry);
    if (!origin)
      throw new ConfigError(
        `Invalid configuration:\n  - ${name}: ${JSON.stringify(entry)} is not an origin such as https://example.com`,
      );
    origins.push(origin);
  }
  return origins;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => '  - ' + describeIssue(i, env));
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  if (e.DEV_LOGIN && isProduction) {
    throw new ConfigError('Invalid configuration:\n  - DEV_LOGIN=on is not allowed when NODE_ENV=production');
  }
  if (e.HUMAN_VERIFICATION === 'turnstile' && (!e.TURNSTILE_SITE_KEY || !e.TURNSTILE_SECRET_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  - HUMAN_VERIFICATION=turnstile needs TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY',
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const allowedOrigins: string[] = [];
  for (const entry of e.ALLOWED_ORIGINS.split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const origin = originOf(entry);
    if (!origin)
      throw new ConfigError(
        `Invalid configuration:\n  - ALLOWED_ORIGINS: ${JSON.stringify(entry)} is not an origin such as https://example.com`,
      );
    allowedOrigins.push(origin);
  }
  const oauth: Partial<Record<AuthProvider, OAuthClient>> = {};
  for (const provider of AUTH_PROVIDERS) {
    const prefix = `OAUTH_${provider.toUpperCase()}`;
    const id = env[`${prefix}_CLIENT_ID`];
    const secret = env[`${prefix}_CLIENT_SECRET`];
    const issuerUrl = env[`${prefix}_ISSUER_URL`] || undefined;
    if (issuerUrl !== undefined && !HttpUrlSchema.safeParse(issuerUrl).success) {
      throw new ConfigError(
        `Invalid configuration:\n  - ${prefix}_ISSUER_URL=${JSON.stringify(issuerUrl)}: must be an https:// or http:// URL`,
      );
    }
    if (!id || !secret) continue;
    oauth[provider] = {
      clientId: id,
      clientSecret: secret,
      ...(issuerUrl ? { issuerUrl: issuerUrl.replace(/\/+$/, '') } : {}),
      ...(provider === 'apple' && env.OAUTH_APPLE_TEAM_ID && env.OAUTH_APPLE_KEY_ID
        ? { appleTeamId: env.OAUTH_APPLE_TEAM_ID, appleKeyId: env.OAUTH_APPLE_KEY_ID }
        : {}),
    };
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    appUrl,
    nodeEnv: e.NODE_ENV,
    isProduction,
    sessionSecret: e.SESSION_SECRET ?? persistentSecret(dataDir, 'session-secret'),
    humanVerification: e.HUMAN_VERIFICATION,
    turnstile:
      e.TURNSTILE_SITE_KEY && e.TURNSTILE_SECRET_KEY
        ? { siteKey: e.TURNSTILE_SITE_KEY, secretKey: e.TURNSTILE_SECRET_KEY }
        : null,
    authRateLimitPerIp: e.AUTH_RATE_LIMIT_PER_IP,
    devLogin: e.DEV_LOGIN,
    adminEmails: e.ADMIN_EMAILS.split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    openFoodFacts: e.OPENFOODFACTS,
    openFoodFactsUrl: e.OPENFOODFACTS_URL.replace(/\/+$/, ''),
    chefLlm: e.CHEF_LLM_URL
      ? {
          url: e.CHEF_LLM_URL,
          apiKey: e.CHEF_LLM_API_KEY,
          model: e.CHEF_LLM_MODEL,
          dailyBudget: e.CHEF_LLM_DAILY_BUDGET,
          timeoutMs: e.CHEF_LLM_TIMEOUT_MS,
        }
      : null,
    stripe: e.STRIPE_SECRET_KEY
      ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET }
      : null,
    vapid:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : persistentVapidKeys(dataDir),
    pushServiceOrigins: parseOrigins('PUSH_SERVICE_ORIGINS', e.PUSH_SERVICE_ORIGINS),
    pushServiceCa: e.PUSH_SERVICE_CA_FILE
      ? readConfigFile('PUSH_SERVICE_CA_FILE', e.PUSH_SERVICE_CA_FILE)
      : undefined,
    scheduler: e.SCHEDULER,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    apiDocs: e.API_DOCS,
    recipeImportPrivateNetworks: e.RECIPE_IMPORT_PRIVATE_NETWORKS,
    allowedOrigins: [originOf(appUrl) ?? appUrl, ...allowedOrigins],
    oauth,
  };
}
