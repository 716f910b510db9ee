import { generateKeyPairSync, randomUUID, verify } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { MutableResponse, MutableToken } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AuthProvider } from '@shared/contracts/auth';
import { UsernameSchema } from '@shared/contracts/auth';
import { type TestApp, type TestClient, createTestApp } from '../../../../tests/app';
import { nowIso } from '../../db/database';
import { hashPassword } from '../../platform/passwords';
import { SESSION_COOKIE } from '../../platform/sessions';
import { latestMailTo, tokenFromMail } from '../../../../tests/factories';
import { findUserByEmail } from '../users/users.service';
import { createUser } from '../users/users.service';
import { type FakeProviders, fakeProviderEnv, startFakeProviders } from './oauth.fakes';
import { FLOW_COOKIE } from './oauth.flow';

let fakes: FakeProviders;
let t: TestApp;
const appleKey = generateKeyPairSync('ec', { namedCurve: 'P-256' });

beforeAll(async () => {
  fakes = await startFakeProviders();
  t = await createTestApp({
    env: fakeProviderEnv(fakes, {
      OAUTH_APPLE_TEAM_ID: 'TEAM123456',
      OAUTH_APPLE_KEY_ID: 'KEY1234567',
      OAUTH_APPLE_CLIENT_SECRET: appleKey.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    }),
  });
});
afterAll(async () => {
  await t?.close();
  await fakes?.stop();
});

/** A fresh person at the OIDC issuer, so tests never meet each other's accounts. */
function person(claims: Record<string, unknown> = {}) {
  const id = randomUUID().slice(0, 8);
  fakes.identity = {
    sub: `sub-${id}`,
    email: `cook.${id}@example.com`,
    email_verified: true,
    given_name: 'Ada',
    family_name: 'Lovelace',
    name: 'Ada Lovelace',
    ...claims,
  };
  return fakes.identity as { sub: string; email: string };
}

type FlowOptions = {
  redirect?: string;
  /** Changes the authorization request before the "browser" sends it to the provider. */
  tamper?: (url: URL) => void;
  /** Apple's one-time `user` form field. */
  appleUser?: unknown;
};

/** GET /api/auth/:provider, then the provider's authorize endpoint over real HTTP: the callback URL. */
async function authorize(client: TestClient, provider: AuthProvider, options: FlowOptions = {}) {
  const query = options.redirect !== undefined ? `?redirect=${encodeURIComponent(options.redirect)}` : '';
  const start = await client.get(`/api/auth/${provider}${query}`);
  expect(start.statusCode).toBe(302);
  const url = new URL(String(start.headers.location));
  options.tamper?.(url);
  const res = await fetch(url, { redirect: 'manual' });
  expect(res.status).toBe(302);
  return { start, authorizeUrl: url, callback: new URL(String(res.headers.get('location'))) };
}

/** Brings the browser back to the app, the way each provider does. */
async function returnToApp(
  client: TestClient,
  provider: AuthProvider,
  callback: URL,
  options: FlowOptions = {},
) {
  if (provider !== 'apple') return client.get(callback.pathname + callback.search);
  // Apple: response_mode=form_post, a cross-site POST without any CSRF header.
  const form = new URLSearchParams(callback.searchParams);
  if (options.appleUser !== undefined) form.set('user', JSON.stringify(options.appleUser));
  const posted = await client.request('POST', callback.pathname, {
    rawBody: form.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(posted.statusCode).toBe(303);
  return client.get(String(posted.headers.location));
}

async function signInWith(client: TestClient, provider: AuthProvider, options: FlowOptions = {}) {
  const { callback } = await authorize(client, provider, options);
  return returnToApp(client, provider, callback, options);
}

function location(res: LightMyRequestResponse): string {
  return String(res.headers.location);
}

async function isSignedIn(client: TestClient): Promise<boolean> {
  return (await client.get('/api/auth/connected-accounts')).statusCode === 200;
}

async function accountsOf(userId: string) {
  return t.db.selectFrom('oauth_accounts').selectAll().where('user_id', '=', userId).execute();
}

async function existingUser(options: { verified: boolean; password?: string | null }) {
  const id = randomUUID().slice(0, 8);
  return createUser(t.db, {
    email: `owner.${id}@example.com`,
    username: `owner_${id}`,
    firstName: 'Grace',
    lastName: 'Hopper',
    passwordHash:
      options.password === null ? null : await hashPassword(options.password ?? 'correct horse battery'),
    emailVerified: options.verified,
  });
}

describe('GET /api/auth/providers', () => {
  test('lists exactly the providers with a client id and secret, in the spec order', async () => {
    const only = await createTestApp({
      env: {
        OAUTH_LINKEDIN_CLIENT_ID: 'l',
        OAUTH_LINKEDIN_CLIENT_SECRET: 'l',
        OAUTH_GOOGLE_CLIENT_ID: 'g',
        OAUTH_GOOGLE_CLIENT_SECRET: 'g',
        OAUTH_FACEBOOK_CLIENT_ID: 'f-without-secret',
        OAUTH_APPLE_CLIENT_SECRET: 'a-without-id',
      },
    });
    try {
      const res = await only.client().get('/api/auth/providers');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ providers: ['google', 'linkedin'] });
      // A provider that is not switched on cannot be started either.
      expect((await only.client().get('/api/auth/facebook')).statusCode).toBe(404);
    } finally {
      await only.close();
    }
  });

  test('lists all six when all are configured, and none without configuration', async () => {
    expect((await t.client().get('/api/auth/providers')).json()).toEqual({
      providers: ['google', 'github', 'facebook', 'apple', 'microsoft', 'linkedin'],
    });
    const none = await createTestApp();
    try {
      expect((await none.client().get('/api/auth/providers')).json()).toEqual({ providers: [] });
    } finally {
      await none.close();
    }
  });

  test('a malformed issuer URL stops start-up with a message naming the variable', async () => {
    await expect(
      createTestApp({
        env: {
          OAUTH_GOOGLE_CLIENT_ID: 'g',
          OAUTH_GOOGLE_CLIENT_SECRET: 'g',
          OAUTH_GOOGLE_ISSUER_URL: 'ftp://x',
        },
      }),
    ).rejects.toThrow(/OAUTH_GOOGLE_ISSUER_URL/);
  });
});

describe('starting a sign-in', () => {
  test('redirects to the provider with PKCE S256, a random state and our callback URL', async () => {
    const client = t.client();
    const first = await client.get('/api/auth/google');
    const second = await client.get('/api/auth/google');
    expect(first.statusCode).toBe(302);
    const url = new URL(location(first));
    expect(url.origin + url.pathname).toBe(`${fakes.oidcIssuer}/authorize`);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('client_id')).toBe('google-client');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/auth/google/callback');
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('state')?.length).toBeGreaterThanOrEqual(32);
    expect(new URL(location(second)).searchParams.get('state')).not.toBe(url.searchParams.get('state'));
    expect(first.headers['cache-control']).toBe('no-store');
  });

  test('keeps state and verifier in a 10-minute HttpOnly SameSite=Lax cookie the page cannot read', async () => {
    const res = await t.client().get('/api/auth/github');
    const cookie = res.cookies.find((c) => c.name === FLOW_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth', maxAge: 600 });
    const header = String(res.headers['set-cookie']);
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Lax');
    // The verifier is never in the URL the browser is sent to.
    expect(location(res)).not.toContain('code_verifier');
  });

  test('starting sign-ins counts against the anonymous auth limit per IP', async () => {
    const limited = await createTestApp({ env: fakeProviderEnv(fakes, { AUTH_RATE_LIMIT_PER_IP: '2' }) });
    try {
      const client = limited.client();
      expect((await client.get('/api/auth/google')).statusCode).toBe(302);
      expect((await client.get('/api/auth/google')).statusCode).toBe(302);
      const third = await client.get('/api/auth/google');
      expect(third.statusCode).toBe(429);
      expect(third.json()).toMatchObject({ code: 'RATE_LIMITED' });
    } finally {
      await limited.close();
    }
  });

  test('Apple is asked for name and email with response_mode=form_post', async () => {
    const url = new URL(location(await t.client().get('/api/auth/apple')));
    expect(url.searchParams.get('response_mode')).toBe('form_post');
    expect(url.searchParams.get('scope')).toBe('name email');
  });

  test('GitHub and Facebook are sent to their own authorize paths with their scopes', async () => {
    const github = new URL(location(await t.client().get('/api/auth/github')));
    expect(github.origin + github.pathname).toBe(`${fakes.githubBase}/login/oauth/authorize`);
    expect(github.searchParams.get('scope')).toBe('read:user user:email');
    const facebook = new URL(location(await t.client().get('/api/auth/facebook')));
    expect(facebook.origin + facebook.pathname).toBe(`${fakes.facebookBase}/dialog/oauth`);
    expect(facebook.searchParams.get('scope')).toBe('email public_profile');
  });

  test('an unknown provider is 404 on every path', async () => {
    const client = t.client();
    expect((await client.get('/api/auth/myspace')).statusCode).toBe(404);
    expect((await client.get('/api/auth/myspace/callback?code=x&state=y')).statusCode).toBe(404);
    expect((await client.get('/api/auth/GOOGLE')).statusCode).toBe(404);
    person();
    await signInWith(client, 'google');
    expect((await client.delete('/api/auth/connected-accounts/myspace')).statusCode).toBe(404);
  });

  test('malformed start and callback queries are refused with 400, never 500', async () => {
    const client = t.client();
    expect((await client.get(`/api/auth/google?redirect=/${'a'.repeat(3000)}`)).statusCode).toBe(400);
    expect((await client.get('/api/auth/google?redirect=/a&redirect=/b')).statusCode).toBe(400);
    expect((await client.get(`/api/auth/google/callback?code=${'c'.repeat(5000)}&state=s`)).statusCode).toBe(
      400,
    );
    expect((await client.get(`/api/auth/${'g'.repeat(60)}`)).statusCode).toBe(400);
  });
});

describe('the callback', () => {
  test('a new person gets an account from the profile and lands on the saved page, signed in', async () => {
    const who = person({ given_name: 'José', family_name: 'Núñez', name: 'José Núñez' });
    const client = t.client();
    const res = await signInWith(client, 'google', { redirect: '/pantry?view=list' });
    expect(res.statusCode).toBe(302);
    expect(location(res)).toBe('/pantry?view=list');
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)?.httpOnly).toBe(true);
    expect(res.cookies.find((c) => c.name === FLOW_COOKIE)?.value).toBe('');

    const user = await findUserByEmail(t.db, who.email);
    expect(user).toMatchObject({ first_name: 'José', last_name: 'Núñez', password_hash: null });
    expect(user?.email_verified_at).not.toBeNull();
    expect(UsernameSchema.safeParse(user?.username).success).toBe(true);
    expect(await accountsOf(user!.id)).toMatchObject([
      { provider: 'google', provider_user_id: who.sub, email: who.email },
    ]);

    const accounts = await client.get('/api/auth/connected-accounts');
    expect(accounts.json()).toMatchObject({
      accounts: [{ provider: 'google', email: who.email }],
      hasPassword: false,
    });
  });

  test('the code is exchanged with the PKCE verifier (checked by the provider) and HTTP Basic client auth', async () => {
    person();
    const before = fakes.tokenRequests.length;
    const res = await signInWith(t.client(), 'google');
    expect(location(res)).toBe('/dashboard');
    const exchange = fakes.tokenRequests.slice(before).at(-1);
    expect(exchange?.body).toMatchObject({
      grant_type: 'authorization_code',
      redirect_uri: 'http://localhost:3000/api/auth/google/callback',
    });
    expect(String(exchange?.body.code_verifier)).toMatch(/^[A-Za-z0-9_-]{43,128}$/);
    expect(exchange?.authorization).toBe(
      `Basic ${Buffer.from('google-client:google-secret').toString('base64')}`,
    );
    expect(exchange?.body.client_secret).toBeUndefined();
  });

  test('a code obtained with a different PKCE challenge is refused by the provider: oauth_failed', async () => {
    person();
    const client = t.client();
    const res = await signInWith(client, 'google', {
      tamper: (url) => url.searchParams.set('code_challenge', 'x'.repeat(43)),
    });
    expect(location(res)).toBe('/login?tab=login&error=oauth_failed');
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    expect(await isSignedIn(client)).toBe(false);
  });

  test('an account already linked signs in again, without a second account', async () => {
    const who = person();
    await signInWith(t.client(), 'microsoft');
    const user = await findUserByEmail(t.db, who.email);
    person({ sub: who.sub, email: who.email, email_verified: undefined, name: 'Renamed Person' });
    const client = t.client();
    const res = await signInWith(client, 'microsoft');
    expect(location(res)).toBe('/dashboard');
    expect(await isSignedIn(client)).toBe(true);
    const count = await t.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('email_normalized', '=', who.email)
      .executeTakeFirst();
    expect(Number(count?.n)).toBe(1);
    expect(await accountsOf(user!.id)).toHaveLength(1);
  });

  test('an existing account with the same email is not linked when the provider does not vouch for the email', async () => {
    const owner = await existingUser({ verified: true });
    person({ email: owner.email, email_verified: false });
    const client = t.client();
    const res = await signInWith(client, 'google');
    expect(location(res)).toBe('/login?tab=login&error=oauth_email_unverified');
    expect(await isSignedIn(client)).toBe(false);
    expect(await accountsOf(owner.id)).toHaveLength(0);
  });

  test('the userinfo answer decides too: email_verified false there blocks linking by email', async () => {
    const owner = await existingUser({ verified: true });
    person({ email: owner.email, email_verified: true });
    fakes.oidc.service.once('beforeUserinfo', (res: MutableResponse) => {
      res.body = { ...fakes.identity, email_verified: false };
    });
    const res = await signInWith(t.client(), 'linkedin');
    expect(location(res)).toBe('/login?tab=login&error=oauth_email_unverified');
    expect(await accountsOf(owner.id)).toHaveLength(0);
  });

  test('an existing account with the same email is linked and signed in when the email is verified', async () => {
    const owner = await existingUser({ verified: true });
    const who = person({ email: owner.email.toUpperCase(), email_verified: true });
    const client = t.client();
    const res = await signInWith(client, 'google', { redirect: '/recipes' });
    expect(location(res)).toBe('/recipes');
    expect(await accountsOf(owner.id)).toMatchObject([{ provider: 'google', provider_user_id: who.sub }]);
    expect((await client.get('/api/auth/connected-accounts')).json()).toMatchObject({ hasPassword: true });
  });

  test('claiming an unverified account by a verified email drops the password set by whoever registered it', async () => {
    const squatter = await existingUser({ verified: false });
    await t.db
      .insertInto('sessions')
      .values({
        id: `squatter-${squatter.id}`,
        user_id: squatter.id,
        created_at: nowIso(),
        last_seen_at: nowIso(),
        expires_at: nowIso(new Date(Date.now() + 86_400_000)),
        user_agent: null,
        ip: null,
      })
      .execute();
    person({ email: squatter.email, email_verified: 'true' });
    const client = t.client();
    const res = await signInWith(client, 'google');
    expect(location(res)).toBe('/dashboard');
    const after = await findUserByEmail(t.db, squatter.email);
    expect(after?.password_hash).toBeNull();
    expect(after?.email_verified_at).not.toBeNull();
    const sessions = await t.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', squatter.id)
      .execute();
    expect(sessions.map((s) => s.id)).not.toContain(`squatter-${squatter.id}`);
    expect(sessions).toHaveLength(1);
  });

  test('a new account from an unverified email is made, with the email marked unverified', async () => {
    const who = person({
      email_verified: false,
      given_name: undefined,
      family_name: undefined,
      name: undefined,
    });
    const res = await signInWith(t.client(), 'google');
    expect(location(res)).toBe('/dashboard');
    const user = await findUserByEmail(t.db, who.email);
    expect(user?.email_verified_at).toBeNull();
    // Without a name, the email's local part stands in.
    expect(user?.first_name).toBe(who.email.split('@')[0]);
    // The email is proved as after a registration: the link in the mail verifies it.
    const mail = await latestMailTo(t.db, who.email);
    expect(mail?.subject).toBeTruthy();
    const verified = await t
      .client()
      .post('/api/auth/verify-email', { token: tokenFromMail(mail!.text_body) });
    expect(verified.statusCode).toBe(200);
    expect((await findUserByEmail(t.db, who.email))?.email_verified_at).not.toBeNull();
  });

  test('a new account from a verified email gets no verification mail', async () => {
    const who = person({ email_verified: true });
    const res = await signInWith(t.client(), 'google');
    expect(location(res)).toBe('/dashboard');
    expect((await findUserByEmail(t.db, who.email))?.email_verified_at).not.toBeNull();
    expect(await latestMailTo(t.db, who.email, 100)).toBeUndefined();
  });

  test('a provider that gives no email cannot make an account', async () => {
    person({ email: undefined });
    const res = await signInWith(t.client(), 'google');
    expect(location(res)).toBe('/login?tab=login&error=oauth_email_missing');
  });

  test('a callback whose state does not match the browser’s is refused: oauth_state', async () => {
    person();
    const starter = t.client();
    const { callback } = await authorize(starter, 'google');

    // Another browser (no flow cookie), e.g. a link planted by an attacker.
    const other = t.client();
    const res = await other.get(callback.pathname + callback.search);
    expect(location(res)).toBe('/login?tab=login&error=oauth_state');
    expect(await isSignedIn(other)).toBe(false);

    // The right browser, but the state in the URL was changed.
    callback.searchParams.set('state', 'forged-state-value');
    const forged = await starter.get(callback.pathname + callback.search);
    expect(location(forged)).toBe('/login?tab=login&error=oauth_state');

    // The flow cookie is single use: replaying the genuine callback fails too.
    const { callback: again } = await authorize(starter, 'google');
    expect(location(await starter.get(again.pathname + again.search))).toBe('/dashboard');
    // (now signed in, so the failure lands on the connected-accounts tab)
    expect(location(await starter.get(again.pathname + again.search))).toBe(
      '/settings?tab=connected-accounts&error=oauth_state',
    );
  });

  test('a flow cookie started for one provider does not complete another', async () => {
    person();
    const client = t.client();
    const { callback } = await authorize(client, 'google');
    const res = await client.get(`/api/auth/microsoft/callback${callback.search}`);
    expect(location(res)).toBe('/login?tab=login&error=oauth_state');
  });

  test('a forged flow cookie is refused: oauth_state', async () => {
    person();
    const client = t.client();
    const { callback } = await authorize(client, 'google');
    const value = client.cookies.get(FLOW_COOKIE)!;
    const [payload] = value.split('.');
    const flow = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    flow.redirect = 'https://evil.example';
    client.cookies.set(
      FLOW_COOKIE,
      `${Buffer.from(JSON.stringify(flow)).toString('base64url')}.${value.split('.')[1]}`,
    );
    const res = await client.get(callback.pathname + callback.search);
    expect(location(res)).toBe('/login?tab=login&error=oauth_state');
  });

  test('an error from the provider (the person cancelled) ends at oauth_failed, never 500', async () => {
    const client = t.client();
    const start = await client.get('/api/auth/google');
    const state = new URL(location(start)).searchParams.get('state');
    const res = await client.get(`/api/auth/google/callback?error=access_denied&state=${state}`);
    expect(res.statusCode).toBe(302);
    expect(location(res)).toBe('/login?tab=login&error=oauth_failed');
  });

  test('a failed token exchange ends at oauth_failed', async () => {
    person();
    fakes.oidc.service.once('beforeResponse', (res: MutableResponse) => {
      res.statusCode = 400;
      res.body = { error: 'invalid_grant' };
    });
    const res = await signInWith(t.client(), 'google');
    expect(location(res)).toBe('/login?tab=login&error=oauth_failed');
  });

  test('a callback without a code ends at oauth_failed', async () => {
    const client = t.client();
    const { callback } = await authorize(client, 'google');
    callback.searchParams.delete('code');
    expect(location(await client.get(callback.pathname + callback.search))).toBe(
      '/login?tab=login&error=oauth_failed',
    );
  });

  test('an unreachable or failing userinfo endpoint ends at oauth_failed', async () => {
    person();
    fakes.oidc.service.once('beforeUserinfo', (res: MutableResponse) => {
      res.statusCode = 500;
      res.body = { error: 'server_error' };
    });
    expect(location(await signInWith(t.client(), 'google'))).toBe('/login?tab=login&error=oauth_failed');
  });

  test('an ID token for another client, from another issuer, or expired is not accepted', async () => {
    const tweaks: Array<(token: MutableToken) => void> = [
      (token) => (token.payload.aud = 'someone-else'),
      (token) => (token.payload.iss = 'https://evil.example'),
      (token) => (token.payload.exp = Math.floor(Date.now() / 1000) - 3600),
    ];
    for (const tweak of tweaks) {
      person();
      const listener = (token: MutableToken) => {
        if (token.payload.aud !== undefined) tweak(token);
      };
      fakes.oidc.service.on('beforeTokenSigning', listener);
      try {
        expect(location(await signInWith(t.client(), 'google'))).toBe('/login?tab=login&error=oauth_failed');
      } finally {
        fakes.oidc.service.off('beforeTokenSigning', listener);
      }
    }
  });

  test('a userinfo answer about another subject is not used', async () => {
    person();
    fakes.oidc.service.once('beforeUserinfo', (res: MutableResponse) => {
      res.body = { ...fakes.identity, sub: 'somebody-else' };
    });
    expect(location(await signInWith(t.client(), 'google'))).toBe('/login?tab=login&error=oauth_failed');
  });

  test('only local paths are kept as the landing page', async () => {
    for (const redirect of [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '/a\tb',
    ]) {
      person();
      expect(location(await signInWith(t.client(), 'google', { redirect }))).toBe('/dashboard');
    }
    person();
    expect(location(await signInWith(t.client(), 'google', { redirect: '/recipes/42' }))).toBe('/recipes/42');
  });
});

describe('each provider', () => {
  test('Microsoft vouches for an email only through email_verified or xms_edov', async () => {
    const owner = await existingUser({ verified: true });
    person({ email: owner.email, email_verified: undefined });
    expect(location(await signInWith(t.client(), 'microsoft'))).toBe(
      '/login?tab=login&error=oauth_email_unverified',
    );
    person({ email: owner.email, email_verified: undefined, xms_edov: true });
    expect(location(await signInWith(t.client(), 'microsoft'))).toBe('/dashboard');
    expect(await accountsOf(owner.id)).toMatchObject([{ provider: 'microsoft' }]);
  });

  test('LinkedIn authenticates with client_secret_post', async () => {
    const who = person();
    const before = fakes.tokenRequests.length;
    expect(location(await signInWith(t.client(), 'linkedin'))).toBe('/dashboard');
    const exchange = fakes.tokenRequests.slice(before).at(-1);
    expect(exchange?.authorization).toBeUndefined();
    expect(exchange?.body).toMatchObject({ client_id: 'linkedin-client', client_secret: 'linkedin-secret' });
    expect(exchange?.body.code_verifier).toBeDefined();
    expect(await findUserByEmail(t.db, who.email)).toBeDefined();
  });

  test('Apple posts back (form_post) without a CSRF header; the name comes from its user field', async () => {
    const who = person({
      given_name: undefined,
      family_name: undefined,
      name: undefined,
      email_verified: 'true',
    });
    const before = fakes.tokenRequests.length;
    const client = t.client();
    const res = await signInWith(client, 'apple', {
      redirect: '/favorites',
      appleUser: { name: { firstName: 'Tim', lastName: 'Apple' }, email: who.email },
    });
    expect(location(res)).toBe('/favorites');
    const user = await findUserByEmail(t.db, who.email);
    expect(user).toMatchObject({ first_name: 'Tim', last_name: 'Apple' });
    expect(user?.email_verified_at).not.toBeNull();

    // The client secret is an ES256 JWT signed with the team's key, as Apple requires.
    const secret = String(fakes.tokenRequests.slice(before).at(-1)?.body.client_secret);
    const [header, payload, signature] = secret.split('.');
    const ok = verify(
      'sha256',
      Buffer.from(`${header}.${payload}`),
      { key: appleKey.publicKey, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature!, 'base64url'),
    );
    expect(ok).toBe(true);
    expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toMatchObject({
      alg: 'ES256',
      kid: 'KEY1234567',
    });
    expect(JSON.parse(Buffer.from(payload!, 'base64url').toString())).toMatchObject({
      iss: 'TEAM123456',
      sub: 'apple-client',
      aud: fakes.oidcIssuer,
    });
  });

  test('the Apple form_post step keeps the name out of the URL and needs no session', async () => {
    const client = t.client();
    const res = await client.request('POST', '/api/auth/apple/callback', {
      rawBody: `code=abc&state=xyz&user=${encodeURIComponent(JSON.stringify({ name: { firstName: 'Secret' } }))}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(303);
    expect(location(res)).toMatch(/^\/api\/auth\/apple\/callback\?code=abc&state=xyz&user=[A-Za-z0-9_-]+$/);
    expect(location(res)).not.toContain('Secret');
    // Without this browser's flow cookie the continuation is refused.
    expect(location(await client.get(location(res)))).toBe('/login?tab=login&error=oauth_state');
  });

  test('only Apple’s callback accepts a POST without the CSRF header', async () => {
    const res = await t.client().request('POST', '/api/auth/google/callback', {
      rawBody: 'code=a&state=b',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'CSRF_INVALID' });
  });

  test('GitHub: the verified primary email links an existing account; an unverified one does not', async () => {
    const owner = await existingUser({ verified: true });
    const id = Math.floor(Math.random() * 1e9);
    fakes.githubUser = { id, login: 'octo-cook', name: null, email: null };
    fakes.githubEmails = [
      { email: 'other@example.com', primary: false, verified: true },
      { email: owner.email, primary: true, verified: false },
    ];
    expect(location(await signInWith(t.client(), 'github'))).toBe(
      '/login?tab=login&error=oauth_email_unverified',
    );

    fakes.githubEmails = [{ email: owner.email, primary: true, verified: true }];
    const before = fakes.tokenRequests.length;
    const client = t.client();
    expect(location(await signInWith(client, 'github'))).toBe('/dashboard');
    expect(await accountsOf(owner.id)).toMatchObject([{ provider: 'github', provider_user_id: String(id) }]);
    const exchange = fakes.tokenRequests.slice(before).at(-1);
    expect(exchange?.host).toBe('github');
    expect(exchange?.body.code_verifier).toBeDefined();
  });

  test('GitHub: a new account takes its name, or the login when there is none', async () => {
    const id = Math.floor(Math.random() * 1e9);
    const email = `octo.${id}@example.com`;
    fakes.githubUser = { id, login: 'octocat', name: null, email: null };
    fakes.githubEmails = [{ email, primary: true, verified: true }];
    expect(location(await signInWith(t.client(), 'github'))).toBe('/dashboard');
    expect(await findUserByEmail(t.db, email)).toMatchObject({ first_name: 'octocat', last_name: '' });
  });

  test('Facebook: the email is never treated as verified', async () => {
    const owner = await existingUser({ verified: true });
    fakes.facebookMe = { id: `fb-${randomUUID()}`, name: 'Face Book', email: owner.email };
    expect(location(await signInWith(t.client(), 'facebook'))).toBe(
      '/login?tab=login&error=oauth_email_unverified',
    );

    const email = `fb.${randomUUID().slice(0, 8)}@example.com`;
    fakes.facebookMe = { id: `fb-${randomUUID()}`, first_name: 'Mark', last_name: 'Cook', email };
    const before = fakes.tokenRequests.length;
    expect(location(await signInWith(t.client(), 'facebook'))).toBe('/dashboard');
    const user = await findUserByEmail(t.db, email);
    expect(user).toMatchObject({ first_name: 'Mark', last_name: 'Cook', email_verified_at: null });
    expect(fakes.tokenRequests.slice(before).at(-1)?.body).toMatchObject({
      client_secret: 'facebook-secret',
    });
  });
});

describe('connected accounts', () => {
  async function signedInViaGoogle() {
    const who = person();
    const client = t.client();
    await signInWith(client, 'google');
    const user = await findUserByEmail(t.db, who.email);
    return { client, user: user!, who };
  }

  test('a signed-in user links another provider and lands on the connected-accounts tab', async () => {
    const { client, user } = await signedInViaGoogle();
    const gh = Math.floor(Math.random() * 1e9);
    fakes.githubUser = { id: gh, login: 'linker', name: 'Link Er', email: null };
    // A different email at GitHub does not matter when linking: the user is already signed in.
    fakes.githubEmails = [{ email: `elsewhere.${gh}@example.com`, primary: true, verified: false }];
    const res = await signInWith(client, 'github', { redirect: '/pantry' });
    expect(location(res)).toBe('/settings?tab=connected-accounts');
    const list = (await client.get('/api/auth/connected-accounts')).json() as {
      accounts: Array<{ provider: string }>;
    };
    expect(list.accounts.map((a) => a.provider)).toEqual(['google', 'github']);
    expect(await accountsOf(user.id)).toHaveLength(2);
  });

  test('a provider account that belongs to someone else is not linked', async () => {
    const first = await signedInViaGoogle();
    const second = await signedInViaGoogle();
    fakes.identity = { ...first.who, email_verified: true };
    const res = await signInWith(second.client, 'google');
    expect(location(res)).toBe('/settings?tab=connected-accounts&error=oauth_account_in_use');
    expect(await accountsOf(first.user.id)).toHaveLength(1);
    expect(await accountsOf(second.user.id)).toHaveLength(1);
  });

  test('a second account of a provider already connected is refused', async () => {
    const { client, user } = await signedInViaGoogle();
    person();
    expect(location(await signInWith(client, 'google'))).toBe(
      '/settings?tab=connected-accounts&error=oauth_already_linked',
    );
    expect(await accountsOf(user.id)).toHaveLength(1);
  });

  test('the only way to sign in cannot be disconnected (409), a second one can', async () => {
    const { client, user } = await signedInViaGoogle();
    const only = await client.delete('/api/auth/connected-accounts/google');
    expect(only.statusCode).toBe(409);
    expect(only.json()).toMatchObject({
      code: 'CONFLICT',
      error:
        "You can't disconnect your only way to sign in. Set a password or connect another account first.",
    });
    expect(await accountsOf(user.id)).toHaveLength(1);

    person();
    await signInWith(client, 'linkedin');
    const res = await client.delete('/api/auth/connected-accounts/google');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await client.get('/api/auth/connected-accounts')).json()).toMatchObject({
      accounts: [{ provider: 'linkedin' }],
      hasPassword: false,
    });
    expect((await client.delete('/api/auth/connected-accounts/linkedin')).statusCode).toBe(409);
  });

  test('a new account takes the browser’s language, and the refusal is in it', async () => {
    const who = person();
    const client = t.client();
    client.headers['accept-language'] = 'de-DE,de;q=0.9';
    await signInWith(client, 'google');
    const user = await findUserByEmail(t.db, who.email);
    const settings = await t.db
      .selectFrom('user_settings')
      .select('settings')
      .where('user_id', '=', user!.id)
      .executeTakeFirst();
    expect(JSON.parse(settings!.settings)).toMatchObject({ language: 'de' });
    client.headers = {};
    const res = await client.delete('/api/auth/connected-accounts/google');
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(
      'Du kannst deine einzige Anmeldemöglichkeit nicht trennen. Lege zuerst ein Passwort fest oder verbinde ein anderes Konto.',
    );
  });

  test('with a password, the last provider can be disconnected', async () => {
    const { client, user } = await signedInViaGoogle();
    await t.db
      .updateTable('users')
      .set({ password_hash: await hashPassword('a long password') })
      .where('id', '=', user.id)
      .execute();
    expect((await client.get('/api/auth/connected-accounts')).json()).toMatchObject({ hasPassword: true });
    expect((await client.delete('/api/auth/connected-accounts/google')).statusCode).toBe(200);
    expect(await accountsOf(user.id)).toHaveLength(0);
  });

  test('a connected provider the operator switched off does not count as a way to sign in', async () => {
    const only = await createTestApp({ env: fakeProviderEnv(fakes, { OAUTH_GITHUB_CLIENT_ID: '' }) });
    try {
      person();
      const client = only.client();
      await (async () => {
        const start = await client.get('/api/auth/google');
        const res = await fetch(String(start.headers.location), { redirect: 'manual' });
        const back = new URL(String(res.headers.get('location')));
        expect(location(await client.get(back.pathname + back.search))).toBe('/dashboard');
      })();
      const user = await findUserByEmail(only.db, String(fakes.identity.email));
      await only.db
        .insertInto('oauth_accounts')
        .values({
          provider: 'github',
          provider_user_id: '1',
          user_id: user!.id,
          email: null,
          created_at: nowIso(),
        })
        .execute();
      expect((await client.delete('/api/auth/connected-accounts/google')).statusCode).toBe(409);
    } finally {
      await only.close();
    }
  });

  test('bad input: signed out, no CSRF header, unknown or unconnected provider', async () => {
    const anonymous = t.client();
    expect((await anonymous.get('/api/auth/connected-accounts')).statusCode).toBe(401);
    expect((await anonymous.delete('/api/auth/connected-accounts/google')).statusCode).toBe(401);

    const { client, user } = await signedInViaGoogle();
    const noCsrf = await client.request('DELETE', '/api/auth/connected-accounts/google');
    expect(noCsrf.statusCode).toBe(403);
    expect((await client.delete('/api/auth/connected-accounts/facebook')).statusCode).toBe(404);
    expect((await client.delete('/api/auth/connected-accounts/myspace')).statusCode).toBe(404);
    expect((await client.delete(`/api/auth/connected-accounts/${'x'.repeat(60)}`)).statusCode).toBe(400);
    expect(await accountsOf(user.id)).toHaveLength(1);
  });

  test('one user cannot disconnect another user’s provider', async () => {
    const victim = await signedInViaGoogle();
    const other = await signedInViaGoogle();
    await t.db.updateTable('users').set({ password_hash: 'x' }).where('id', '=', other.user.id).execute();
    // The route only ever acts on the caller's own accounts.
    expect((await other.client.delete('/api/auth/connected-accounts/github')).statusCode).toBe(404);
    expect((await other.client.delete('/api/auth/connected-accounts/google')).statusCode).toBe(200);
    expect(await accountsOf(victim.user.id)).toHaveLength(1);
  });

  test('a linking flow whose session changed before the callback is refused', async () => {
    const { client } = await signedInViaGoogle();
    person();
    const { callback } = await authorize(client, 'linkedin');
    client.cookies.delete(SESSION_COOKIE);
    expect(location(await client.get(callback.pathname + callback.search))).toBe(
      '/login?tab=login&error=oauth_state',
    );
  });
});
