import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type AuthProvider,
  AuthProviderSchema,
  OkResponseSchema,
  ProvidersResponseSchema,
} from '@shared/contracts/auth';
import {
  ConnectedAccountsResponseSchema,
  OAUTH_LINKED_REDIRECT,
  type OAuthErrorCode,
} from '@shared/contracts/oauth';
import { exactText } from '@shared/contracts/text';
import type { AppDeps } from '../../app-deps';
import { safeEqual } from '../../platform/crypto';
import { notFound } from '../../platform/errors';
import { requestLanguage } from '../../platform/language';
import { requireUser, startSession } from '../../platform/sessions';
import { resendVerification } from '../auth/auth.service';
import { createProviderClient, loadArctic } from './oauth.client';
import {
  FLOW_COOKIE,
  FLOW_TTL_MS,
  flowCookieOptions,
  openAppleUser,
  openFlow,
  safeRedirect,
  sealAppleUser,
  sealFlow,
} from './oauth.flow';
import {
  completeProviderSignIn,
  disconnectAccount,
  listConnectedAccounts,
  listEnabledProviders,
} from './oauth.service';

const ProviderParamsSchema = z.object({ provider: exactText().max(50) });
const StartQuerySchema = z.object({
  // Not stored; anything but a safe local path is dropped for /dashboard.
  redirect: z.string().max(2048).optional().describe('A local path to land on after signing in'),
});
const CallbackQuerySchema = z.object({
  code: exactText().max(4096).optional(),
  state: exactText().max(1024).optional(),
  error: exactText().max(256).optional(),
  error_description: exactText().max(2048).optional(),
  user: exactText().max(8192).optional().describe("Apple's name, sealed by the form_post step"),
});
/** What Apple posts with response_mode=form_post. */
const AppleFormSchema = z.object({
  code: exactText().max(4096).optional(),
  state: exactText().max(1024).optional(),
  error: exactText().max(256).optional(),
  user: exactText().max(4096).optional(),
});
const FORM_BODY_LIMIT = 16 * 1024;

/** Where a failed flow lands: the connected-accounts tab for a signed-in user, else the login tab. */
function failureUrl(signedIn: boolean, error: OAuthErrorCode): string {
  return signedIn ? `${OAUTH_LINKED_REDIRECT}&error=${error}` : `/login?tab=login&error=${error}`;
}

function noStore(reply: FastifyReply): FastifyReply {
  return reply.header('Cache-Control', 'no-store');
}

export const oauthRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { config, db, mailer }) => {
  const providers = createProviderClient(config);
  const rateLimit = { max: config.authRateLimitPerIp, timeWindow: 15 * 60 * 1000 };

  /** A provider that exists and that the operator switched on; anything else is 404. */
  function enabledProvider(value: string): AuthProvider {
    const parsed = AuthProviderSchema.safeParse(value);
    if (!parsed.success || !config.oauth[parsed.data]) throw notFound();
    return parsed.data;
  }

  // Only this plugin's routes read form bodies (Apple's form_post); the rest of the API stays JSON.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.get(
    '/api/auth/providers',
    {
      schema: {
        tags: ['auth'],
        summary: 'The social sign-in providers this server has switched on',
        response: { 200: ProvidersResponseSchema },
      },
    },
    async () => ({ providers: listEnabledProviders(config) }),
  );

  app.get(
    '/api/auth/connected-accounts',
    {
      schema: {
        tags: ['auth'],
        summary: "The signed-in user's connected sign-in providers",
        response: { 200: ConnectedAccountsResponseSchema },
      },
    },
    async (request) => listConnectedAccounts(db, requireUser(request).id),
  );

  app.delete(
    '/api/auth/connected-accounts/:provider',
    {
      schema: {
        tags: ['auth'],
        summary: 'Disconnects a provider (refused with 409 when it is the only way to sign in)',
        params: ProviderParamsSchema,
        response: { 200: OkResponseSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const provider = AuthProviderSchema.safeParse(request.params.provider);
      if (!provider.success) throw notFound();
      await disconnectAccount(db, config, {
        userId: user.id,
        provider: provider.data,
        language: requestLanguage(request),
      });
      return { ok: true as const };
    },
  );

  app.get(
    '/api/auth/:provider',
    {
      schema: {
        tags: ['auth'],
        summary: 'Starts social sign-in (or linking, when signed in): redirects to the provider',
        params: ProviderParamsSchema,
        querystring: StartQuerySchema,
      },
      config: { rateLimit },
    },
    async (request, reply) => {
      const provider = enabledProvider(request.params.provider);
      const { generateCodeVerifier, generateState } = await loadArctic();
      const state = generateState();
      const verifier = generateCodeVerifier();
      let location: string;
      try {
        location = await providers.authorizationUrl(provider, state, verifier);
      } catch (err) {
        request.log.warn({ err, provider }, 'oauth: could not build the authorization URL');
        return noStore(reply).redirect(failureUrl(request.user !== null, 'oauth_failed'), 302);
      }
      const flow = {
        provider,
        state,
        verifier,
        redirect: safeRedirect(request.query.redirect),
        userId: request.user?.id ?? null,
        expiresAt: Date.now() + FLOW_TTL_MS,
      };
      reply.setCookie(FLOW_COOKIE, sealFlow(config, flow), flowCookieOptions(config));
      return noStore(reply).redirect(location, 302);
    },
  );

  async function handleCallback(
    request: FastifyRequest,
    reply: FastifyReply,
    provider: AuthProvider,
    query: z.infer<typeof CallbackQuerySchema>,
  ): Promise<FastifyReply> {
    const flow = openFlow(config, request.cookies[FLOW_COOKIE]);
    // One attempt per flow: the cookie goes whatever happens next.
    reply.clearCookie(FLOW_COOKIE, { ...flowCookieOptions(config), maxAge: 0 });
    noStore(reply);
    const fail = (error: OAuthErrorCode) => reply.redirect(failureUrl(request.user !== null, error), 302);

    if (query.error) {
      request.log.info({ provider, error: query.error }, 'oauth: the provider returned an error');
      return fail('oauth_failed');
    }
    if (!flow || flow.provider !== provider || !query.state || !safeEqual(query.state, flow.state)) {
      return fail('oauth_state');
    }
    // Linking is for the user who started the flow; a session that changed since is not trusted.
    if (flow.userId !== null && request.user?.id !== flow.userId) return fail('oauth_state');
    if (!query.code) return fail('oauth_failed');

    let profile;
    try {
      profile = await providers.profileFromCode({
        provider,
        code: query.code,
        verifier: flow.verifier,
        appleUser: provider === 'apple' ? openAppleUser(config, query.user) : null,
      });
    } catch (err) {
      request.log.warn({ err, provider }, 'oauth: code exchange or profile fetch failed');
      return fail('oauth_failed');
    }

    const outcome = await completeProviderSignIn(db, {
      provider,
      profile,
      linkUserId: flow.userId,
      language: requestLanguage(request),
    });
    if (outcome.kind === 'failed') return fail(outcome.error);
    if (outcome.kind === 'linked') return reply.redirect(OAUTH_LINKED_REDIRECT, 302);
    if (outcome.created) {
      request.log.info({ provider, userId: outcome.userId }, 'oauth: new account');
      // A new account whose email the provider did not vouch for proves it like a registration:
      // the same verification mail (nothing is sent when the email is verified already).
      await resendVerification(
        { db, config, mailer },
        { userId: outcome.userId, language: requestLanguage(request) },
      );
    }
    await startSession(db, config, request, reply, outcome.userId);
    return reply.redirect(flow.redirect, 302);
  }

  app.get(
    '/api/auth/:provider/callback',
    {
      schema: {
        tags: ['auth'],
        summary: 'Where the provider sends the browser back; signs in, links or creates the account',
        params: ProviderParamsSchema,
        querystring: CallbackQuerySchema,
      },
      config: { rateLimit },
    },
    async (request, reply) => {
      const provider = enabledProvider(request.params.provider);
      return handleCallback(request, reply, provider, request.query);
    },
  );

  /**
   * Apple answers with a cross-site form POST (response_mode=form_post), which carries none of our
   * SameSite=Lax cookies (neither the flow nor the session). This step does nothing but turn it
   * into a GET of the same callback, a top-level navigation that carries them; the GET checks
   * state and PKCE. Having no effect of its own, it is exempt from the CSRF header check.
   */
  app.post(
    '/api/auth/apple/callback',
    {
      schema: {
        tags: ['auth'],
        summary: "Apple's form_post return; continues as GET /api/auth/apple/callback",
        body: AppleFormSchema,
      },
      config: { rateLimit },
    },
    async (request, reply) => {
      enabledProvider('apple');
      const params = new URLSearchParams();
      const { code, state, error, user } = request.body;
      if (code) params.set('code', code);
      if (state) params.set('state', state);
      if (error) params.set('error', error);
      if (user) params.set('user', sealAppleUser(config, user));
      return noStore(reply).redirect(`/api/auth/apple/callback?${params.toString()}`, 303);
    },
  );
};
