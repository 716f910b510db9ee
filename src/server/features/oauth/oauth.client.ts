import { createPrivateKey, sign } from 'node:crypto';
import type * as Arctic from 'arctic';
import type { OAuth2Client, OAuth2Tokens } from 'arctic';
import { z } from 'zod';
import { type AuthProvider, EmailSchema } from '@shared/contracts/auth';
import { replaceUnstorable } from '@shared/text-messages';
import type { Config, OAuthClient } from '../../config';
import { type ApiProviderSpec, type Endpoints, type OidcProviderSpec, PROVIDERS } from './oauth.providers';

/** Everything the account rules need to know about the person the provider signed in. */
export type ProviderProfile = {
  /** The provider's stable id for the person (OIDC `sub`, GitHub / Facebook numeric id). */
  id: string;
  email: string | null;
  /** True only when the provider vouches that this person controls the email. */
  emailVerified: boolean;
  firstName: string;
  lastName: string;
};

/** Any failure while talking to a provider; the callback turns it into error=oauth_failed. */
export class ProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderError';
  }
}

const HTTP_TIMEOUT_MS = 10_000;
const DISCOVERY_TTL_MS = 60 * 60 * 1000;
/** Clock skew allowed when checking an ID token's expiry. */
const CLOCK_SKEW_S = 60;
const NAME_MAX = 100;

const DiscoverySchema = z.object({
  issuer: z.string().url(),
  authorization_endpoint: z.string().url(),
  token_endpoint: z.string().url(),
  userinfo_endpoint: z.string().url().optional(),
});

const name = z.string().max(1000).nullish();
const OidcClaimsSchema = z.object({
  sub: z.string().min(1).max(255),
  email: z.string().max(1000).nullish(),
  name,
  given_name: name,
  family_name: name,
});
type OidcClaims = z.infer<typeof OidcClaimsSchema>;

const AppleUserSchema = z.object({
  name: z.object({ firstName: name, lastName: name }).partial().optional(),
});

const GitHubUserSchema = z.object({
  id: z.number().int(),
  login: z.string().max(100),
  name,
  email: z.string().max(1000).nullish(),
});
const GitHubEmailsSchema = z
  .array(z.object({ email: z.string().max(1000), primary: z.boolean(), verified: z.boolean() }))
  .max(1000);

const FacebookUserSchema = z.object({
  id: z.string().min(1).max(100),
  name,
  first_name: name,
  last_name: name,
  email: z.string().max(1000).nullish(),
});

/**
 * arctic (about 10 MB resident) is loaded on the first social sign-in, not at start-up: an install
 * without OAuth providers never loads it.
 */
let arcticModule: Promise<typeof Arctic> | undefined;
export function loadArctic(): Promise<typeof Arctic> {
  arcticModule ??= import('arctic');
  return arcticModule;
}

export function callbackUrl(config: Config, provider: AuthProvider): string {
  return `${config.appUrl}/api/auth/${provider}/callback`;
}

function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new ProviderError(`${what} timed out`)), HTTP_TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function fetchJson(url: string, init: RequestInit, what: string): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(HTTP_TIMEOUT_MS) });
  } catch (err) {
    throw new ProviderError(`${what}: request failed`, { cause: err });
  }
  if (res.status !== 200) {
    await res.body?.cancel();
    throw new ProviderError(`${what}: HTTP ${res.status}`);
  }
  try {
    return await res.json();
  } catch (err) {
    throw new ProviderError(`${what}: response is not JSON`, { cause: err });
  }
}

function parse<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new ProviderError(`${what}: unexpected response`, { cause: parsed.error });
  return parsed.data;
}

const isTrue = (value: unknown): boolean => value === true || value === 'true';

/** A usable email from a provider, or null (missing, or not an address we could mail). */
function cleanEmail(value: string | null | undefined): string | null {
  if (!value) return null;
  const parsed = EmailSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** A provider's name part as we store it: one line, nothing a database refuses, at most NAME_MAX. */
function clip(value: string | null | undefined): string {
  return replaceUnstorable(value ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .normalize('NFC')
    .slice(0, NAME_MAX);
}

/** First and last name from the parts a provider gives, else from the full name, else the email. */
function names(
  parts: { first?: string | null; last?: string | null; full?: string | null },
  fallback: string,
): { firstName: string; lastName: string } {
  const first = clip(parts.first);
  const last = clip(parts.last);
  if (first || last) return { firstName: first || clip(fallback), lastName: last };
  const full = (parts.full ?? '').trim().split(/\s+/).filter(Boolean);
  if (full.length > 0) return { firstName: clip(full[0]), lastName: clip(full.slice(1).join(' ')) };
  return { firstName: clip(fallback), lastName: '' };
}

function emailLocalPart(email: string | null): string {
  return email ? (email.split('@')[0] ?? '') : '';
}

/** Apple's client secret: a short-lived ES256 JWT signed with the team's key, or a pre-made one. */
function appleClientSecret(client: OAuthClient, audience: string): string {
  if (!client.appleTeamId || !client.appleKeyId) return client.clientSecret;
  const now = Math.floor(Date.now() / 1000);
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const header = encode({ alg: 'ES256', kid: client.appleKeyId, typ: 'JWT' });
  const payload = encode({
    iss: client.appleTeamId,
    iat: now,
    exp: now + 300,
    aud: audience,
    sub: client.clientId,
  });
  try {
    const key = createPrivateKey(client.clientSecret.replace(/\\n/g, '\n'));
    const signature = sign('sha256', Buffer.from(`${header}.${payload}`), { key, dsaEncoding: 'ieee-p1363' });
    return `${header}.${payload}.${signature.toString('base64url')}`;
  } catch (err) {
    throw new ProviderError('apple: OAUTH_APPLE_CLIENT_SECRET is not a usable PKCS#8 EC private key', {
      cause: err,
    });
  }
}

/**
 * Checks an ID token that came straight from the token endpoint. Per OpenID Connect Core
 * §3.1.3.7 the TLS connection vouches for its origin, so the signature is not checked; issuer,
 * audience and expiry are.
 */
function idTokenClaims(
  arctic: typeof Arctic,
  tokens: OAuth2Tokens,
  clientId: string,
  issuers: string[],
): Record<string, unknown> & OidcClaims {
  let raw: unknown;
  try {
    raw = arctic.decodeIdToken(tokens.idToken());
  } catch (err) {
    throw new ProviderError('id token missing or malformed', { cause: err });
  }
  const claims = raw as Record<string, unknown>;
  const tid = typeof claims.tid === 'string' ? claims.tid : '';
  if (!issuers.some((issuer) => issuer.replace('{tenantid}', tid) === claims.iss)) {
    throw new ProviderError(`id token issuer ${String(claims.iss)} is not expected`);
  }
  const aud = claims.aud;
  if (!(aud === clientId || (Array.isArray(aud) && aud.includes(clientId)))) {
    throw new ProviderError('id token audience is not this client');
  }
  if (typeof claims.exp !== 'number' || claims.exp + CLOCK_SKEW_S < Date.now() / 1000) {
    throw new ProviderError('id token expired');
  }
  return { ...claims, ...parse(OidcClaimsSchema, claims, 'id token') };
}

/** Talks to the providers: endpoints (with discovery when an issuer URL is configured), tokens, profiles. */
export function createProviderClient(config: Config) {
  const discovered = new Map<AuthProvider, { endpoints: Endpoints; at: number }>();

  function clientFor(provider: AuthProvider): OAuthClient {
    const client = config.oauth[provider];
    if (!client) throw new ProviderError(`${provider} is not configured`);
    return client;
  }

  async function discover(provider: AuthProvider, issuerUrl: string): Promise<Endpoints> {
    const cached = discovered.get(provider);
    if (cached && cached.at + DISCOVERY_TTL_MS > Date.now()) return cached.endpoints;
    const doc = parse(
      DiscoverySchema,
      await fetchJson(`${issuerUrl}/.well-known/openid-configuration`, {}, `${provider} discovery`),
      `${provider} discovery`,
    );
    const issuer = doc.issuer.replace(/\/+$/, '');
    // OpenID Connect Discovery §4.3: the document must name the issuer it was fetched from.
    if (issuer !== issuerUrl && !issuer.includes('{tenantid}')) {
      throw new ProviderError(`${provider} discovery names issuer ${doc.issuer}, not ${issuerUrl}`);
    }
    const endpoints: Endpoints = {
      authorization: doc.authorization_endpoint,
      token: doc.token_endpoint,
      userinfo: doc.userinfo_endpoint ?? null,
      api: null,
      issuers: [doc.issuer],
    };
    discovered.set(provider, { endpoints, at: Date.now() });
    return endpoints;
  }

  async function endpointsFor(provider: AuthProvider): Promise<Endpoints> {
    const spec = PROVIDERS[provider];
    const { issuerUrl } = clientFor(provider);
    if (!issuerUrl) return spec.defaults;
    return spec.kind === 'oidc' ? discover(provider, issuerUrl) : spec.fromBase(issuerUrl);
  }

  async function arcticClient(provider: AuthProvider): Promise<OAuth2Client> {
    const client = clientFor(provider);
    const { OAuth2Client } = await loadArctic();
    return new OAuth2Client(client.clientId, client.clientSecret, callbackUrl(config, provider));
  }

  /** The provider's authorization URL for this state and PKCE verifier (S256). */
  async function authorizationUrl(provider: AuthProvider, state: string, verifier: string): Promise<string> {
    const spec = PROVIDERS[provider];
    const endpoints = await endpointsFor(provider);
    const { CodeChallengeMethod } = await loadArctic();
    const url = (await arcticClient(provider)).createAuthorizationURLWithPKCE(
      endpoints.authorization,
      state,
      CodeChallengeMethod.S256,
      verifier,
      spec.scopes,
    );
    if (spec.kind === 'oidc' && spec.responseMode) url.searchParams.set('response_mode', spec.responseMode);
    return url.toString();
  }

  async function exchangeCode(
    provider: AuthProvider,
    endpoints: Endpoints,
    code: string,
    verifier: string,
  ): Promise<OAuth2Tokens> {
    const spec = PROVIDERS[provider];
    if (spec.tokenAuth === 'basic') {
      try {
        return await withTimeout(
          (await arcticClient(provider)).validateAuthorizationCode(endpoints.token, code, verifier),
          `${provider} token`,
        );
      } catch (err) {
        if (err instanceof ProviderError) throw err;
        throw new ProviderError(`${provider} token exchange failed`, { cause: err });
      }
    }
    const client = clientFor(provider);
    const secret =
      provider === 'apple'
        ? appleClientSecret(client, client.issuerUrl ?? 'https://appleid.apple.com')
        : client.clientSecret;
    const body = new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: callbackUrl(config, provider),
      code_verifier: verifier,
      client_id: client.clientId,
      client_secret: secret,
    });
    const data = await fetchJson(
      endpoints.token,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
        body,
      },
      `${provider} token exchange`,
    );
    if (typeof data !== 'object' || data === null)
      throw new ProviderError(`${provider} token: not an object`);
    const { OAuth2Tokens } = await loadArctic();
    return new OAuth2Tokens(data);
  }

  function accessTokenOf(tokens: OAuth2Tokens, provider: AuthProvider): string {
    try {
      return tokens.accessToken();
    } catch (err) {
      throw new ProviderError(`${provider} token response has no access token`, { cause: err });
    }
  }

  async function oidcProfile(
    provider: AuthProvider,
    spec: OidcProviderSpec,
    endpoints: Endpoints,
    tokens: OAuth2Tokens,
    appleUser: string | null,
  ): Promise<ProviderProfile> {
    let claims: Record<string, unknown> & OidcClaims = idTokenClaims(
      await loadArctic(),
      tokens,
      clientFor(provider).clientId,
      endpoints.issuers,
    );
    if (spec.useUserinfo && endpoints.userinfo) {
      const info = await fetchJson(
        endpoints.userinfo,
        {
          headers: { Authorization: `Bearer ${accessTokenOf(tokens, provider)}`, Accept: 'application/json' },
        },
        `${provider} userinfo`,
      );
      const userinfo = parse(OidcClaimsSchema.loose(), info, `${provider} userinfo`);
      // OpenID Connect Core §5.3.2: a userinfo answer about someone else must not be used.
      if (userinfo.sub !== claims.sub)
        throw new ProviderError(`${provider} userinfo is about another subject`);
      const defined = Object.fromEntries(
        Object.entries(userinfo).filter(([, v]) => v !== undefined && v !== null),
      );
      claims = { ...claims, ...defined };
    }
    const email = cleanEmail(claims.email);
    let first = claims.given_name;
    let last = claims.family_name;
    if (appleUser) {
      // Apple sends the name once, outside the ID token, on the user's first authorization.
      try {
        const user = AppleUserSchema.safeParse(JSON.parse(appleUser));
        if (user.success) {
          first = user.data.name?.firstName ?? first;
          last = user.data.name?.lastName ?? last;
        }
      } catch {
        // A malformed user field only costs the name; the email comes from the ID token.
      }
    }
    return {
      id: claims.sub,
      email,
      emailVerified: email !== null && spec.verifiedEmailClaims.some((claim) => isTrue(claims[claim])),
      ...names({ first, last, full: claims.name }, emailLocalPart(email)),
    };
  }

  async function githubProfile(endpoints: Endpoints, token: string): Promise<ProviderProfile> {
    const headers = {
      Authorization: `Bearer ${token}`,
      Accept: 'application/vnd.github+json',
      'X-GitHub-Api-Version': '2022-11-28',
      'User-Agent': 'Larder',
    };
    const user = parse(
      GitHubUserSchema,
      await fetchJson(`${endpoints.api}/user`, { headers }, 'github user'),
      'github user',
    );
    const emails = parse(
      GitHubEmailsSchema,
      await fetchJson(`${endpoints.api}/user/emails`, { headers }, 'github emails'),
      'github emails',
    );
    // The primary address is the one the person chose; GitHub says whether they confirmed it.
    const primary = emails.find((e) => e.primary);
    const email = cleanEmail(primary?.email ?? user.email);
    return {
      id: String(user.id),
      email,
      emailVerified: email !== null && primary?.verified === true,
      ...names({ full: user.name }, user.login),
    };
  }

  async function facebookProfile(endpoints: Endpoints, token: string): Promise<ProviderProfile> {
    const url = `${endpoints.api}/me?fields=id,name,email,first_name,last_name`;
    const user = parse(
      FacebookUserSchema,
      await fetchJson(url, { headers: { Authorization: `Bearer ${token}` } }, 'facebook me'),
      'facebook me',
    );
    const email = cleanEmail(user.email);
    return {
      id: user.id,
      email,
      // The Graph API has no verification flag for `email`, so it does not prove ownership.
      emailVerified: false,
      ...names({ first: user.first_name, last: user.last_name, full: user.name }, emailLocalPart(email)),
    };
  }

  async function apiProfile(
    provider: AuthProvider,
    spec: ApiProviderSpec,
    endpoints: Endpoints,
    tokens: OAuth2Tokens,
  ): Promise<ProviderProfile> {
    const token = accessTokenOf(tokens, provider);
    return spec.kind === 'github' ? githubProfile(endpoints, token) : facebookProfile(endpoints, token);
  }

  /** Exchanges the code (with the PKCE verifier) and reads who signed in. */
  async function profileFromCode(options: {
    provider: AuthProvider;
    code: string;
    verifier: string;
    appleUser: string | null;
  }): Promise<ProviderProfile> {
    const { provider, code, verifier } = options;
    const spec = PROVIDERS[provider];
    const endpoints = await endpointsFor(provider);
    const tokens = await exchangeCode(provider, endpoints, code, verifier);
    return spec.kind === 'oidc'
      ? oidcProfile(provider, spec, endpoints, tokens, options.appleUser)
      : apiProfile(provider, spec, endpoints, tokens);
  }

  return { authorizationUrl, profileFromCode };
}

export type ProviderClient = ReturnType<typeof createProviderClient>;
