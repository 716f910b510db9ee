import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  OAuth2Server,
  type MutableResponse,
  type MutableToken,
  type TokenRequestIncomingMessage,
} from 'oauth2-mock-server';

/**
 * Test-only stand-ins for the outside world: one OpenID Connect issuer (oauth2-mock-server) that
 * plays Google, Microsoft, Apple and LinkedIn, and two more mock servers with GitHub's and
 * Facebook's paths plus their profile APIs. Every one of them checks PKCE for real.
 */

export type Identity = { sub: string; [claim: string]: unknown };
export type TokenRequestRecord = {
  host: 'oidc' | 'github' | 'facebook';
  body: Record<string, unknown>;
  authorization: string | undefined;
};

export type FakeProviders = {
  oidc: OAuth2Server;
  oidcIssuer: string;
  github: OAuth2Server;
  githubBase: string;
  facebook: OAuth2Server;
  facebookBase: string;
  /** Claims of the person the OIDC issuer signs in (ID token and userinfo). */
  identity: Identity;
  githubUser: Record<string, unknown>;
  githubEmails: Array<{ email: string; primary: boolean; verified: boolean }>;
  facebookMe: Record<string, unknown>;
  /** Every token request the fakes answered, newest last. */
  tokenRequests: TokenRequestRecord[];
  stop(): Promise<void>;
};

function listen(server: Server): Promise<string> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    );
  });
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}

function sendJson(res: ServerResponse, status: number, body: unknown): true {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
  return true;
}

export async function startFakeProviders(): Promise<FakeProviders> {
  const fakes = {
    identity: { sub: 'person-1' },
    githubUser: {},
    githubEmails: [],
    facebookMe: {},
    tokenRequests: [],
  } as unknown as FakeProviders;

  const record =
    (host: TokenRequestRecord['host']) => (_res: MutableResponse, req: TokenRequestIncomingMessage) => {
      fakes.tokenRequests.push({
        host,
        body: { ...(req.body as unknown as Record<string, unknown>) },
        authorization: req.headers.authorization,
      });
    };
  // Only the ID token carries an audience; the access token keeps the mock's own claims.
  const stamp = (token: MutableToken) => {
    if (token.payload.aud !== undefined) Object.assign(token.payload, fakes.identity);
  };

  const oidc = new OAuth2Server();
  await oidc.issuer.keys.generate('RS256');
  oidc.service.on('beforeTokenSigning', stamp);
  oidc.service.on('beforeUserinfo', (res: MutableResponse) => {
    res.body = { ...fakes.identity };
  });
  oidc.service.on('beforeResponse', record('oidc'));
  const oidcServer = createServer(oidc.service.requestHandler);
  const oidcIssuer = await listen(oidcServer);
  oidc.issuer.url = oidcIssuer;

  const bearer = (req: IncomingMessage) => /^Bearer \S+/.test(req.headers.authorization ?? '');

  const github = new OAuth2Server(undefined, undefined, {
    endpoints: { authorize: '/login/oauth/authorize', token: '/login/oauth/access_token' },
  });
  await github.issuer.keys.generate('RS256');
  github.service.on('beforeResponse', record('github'));
  const githubServer = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path === '/api/v3/user' || path === '/api/v3/user/emails') {
      if (!bearer(req)) return sendJson(res, 401, { message: 'Requires authentication' });
      return sendJson(res, 200, path === '/api/v3/user' ? fakes.githubUser : fakes.githubEmails);
    }
    github.service.requestHandler(req, res);
  });
  const githubBase = await listen(githubServer);
  github.issuer.url = githubBase;

  const facebook = new OAuth2Server(undefined, undefined, {
    endpoints: { authorize: '/dialog/oauth', token: '/oauth/access_token' },
  });
  await facebook.issuer.keys.generate('RS256');
  facebook.service.on('beforeResponse', record('facebook'));
  const facebookServer = createServer((req, res) => {
    if ((req.url ?? '').startsWith('/me?')) {
      if (!bearer(req)) return sendJson(res, 401, { error: { message: 'An access token is required' } });
      return sendJson(res, 200, fakes.facebookMe);
    }
    facebook.service.requestHandler(req, res);
  });
  const facebookBase = await listen(facebookServer);
  facebook.issuer.url = facebookBase;

  return Object.assign(fakes, {
    oidc,
    oidcIssuer,
    github,
    githubBase,
    facebook,
    facebookBase,
    async stop() {
      await Promise.all([close(oidcServer), close(githubServer), close(facebookServer)]);
    },
  });
}

/** Environment that switches all six providers on, pointed at the fakes. */
export function fakeProviderEnv(
  fakes: FakeProviders,
  extra: Record<string, string> = {},
): Record<string, string> {
  const env: Record<string, string> = { AUTH_RATE_LIMIT_PER_IP: '10000' };
  for (const provider of ['google', 'github', 'facebook', 'apple', 'microsoft', 'linkedin']) {
    const prefix = `OAUTH_${provider.toUpperCase()}`;
    env[`${prefix}_CLIENT_ID`] = `${provider}-client`;
    env[`${prefix}_CLIENT_SECRET`] = `${provider}-secret`;
    env[`${prefix}_ISSUER_URL`] =
      provider === 'github'
        ? fakes.githubBase
        : provider === 'facebook'
          ? fakes.facebookBase
          : fakes.oidcIssuer;
  }
  return { ...env, ...extra };
}
