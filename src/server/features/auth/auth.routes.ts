import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AltchaChallengeSchema,
  AuthStatusSchema,
  ChangeEmailInputSchema,
  ChangePasswordInputSchema,
  ConfirmEmailChangeInputSchema,
  ForgotPasswordInputSchema,
  HumanVerificationConfigSchema,
  LoginInputSchema,
  OkResponseSchema,
  RegisterInputSchema,
  ResetPasswordInputSchema,
  SessionIdParamsSchema,
  SessionListSchema,
  UserResponseSchema,
  UsernameCheckQuerySchema,
  UsernameCheckResponseSchema,
  UsernameSuggestionsQuerySchema,
  UsernameSuggestionsResponseSchema,
  VerifyEmailInputSchema,
} from '@shared/contracts/auth';
import type { AppDeps } from '../../app-deps';
import { ALTCHA_CHALLENGE_PATH, createHumanVerifier } from '../../platform/captcha';
import { AppError } from '../../platform/errors';
import { requestLanguage } from '../../platform/language';
import { authRateLimit, usernameRateLimit } from '../../platform/rate-limits';
import { endSession, requireUser, startSession } from '../../platform/sessions';
import { suggestUsernames } from '../users/usernames';
import { deleteAccount } from '../users/users.service';
import {
  changePassword,
  confirmEmailChange,
  devLogin,
  getAuthStatus,
  isUsernameAvailable,
  listSessions,
  login,
  registerUser,
  requestEmailChange,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  revokeOtherSessions,
  revokeSession,
  verifyEmail,
} from './auth.service';

const tags = ['auth'];
const ok = { ok: true } as const;

/** Sign-up, sign-in, sessions, email verification, password reset and username helpers. */
export const authRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, config } = deps;
  const verifier = createHumanVerifier(db, config, {
    warn: (message, detail) => app.log.warn({ err: detail }, message),
  });
  const limited = authRateLimit(config);

  app.get(
    '/api/auth/status',
    {
      schema: {
        tags,
        summary: 'Whether the caller is signed in, and as whom',
        response: { 200: AuthStatusSchema },
      },
    },
    async (request) => getAuthStatus(deps, request.user?.id),
  );

  app.get(
    '/api/auth/human-verification',
    {
      schema: {
        tags,
        summary: 'Which human-verification widget the register form shows',
        response: { 200: HumanVerificationConfigSchema },
      },
    },
    async () => verifier.publicConfig(),
  );

  app.get(
    ALTCHA_CHALLENGE_PATH,
    {
      ...limited,
      schema: {
        tags,
        summary: 'A fresh ALTCHA proof-of-work challenge',
        response: { 200: AltchaChallengeSchema },
      },
    },
    async (_request, reply) => {
      if (verifier.mode !== 'altcha') throw new AppError('NOT_FOUND');
      reply.header('Cache-Control', 'no-store');
      return verifier.createAltchaChallenge();
    },
  );

  app.post(
    '/api/auth/register',
    {
      ...limited,
      schema: {
        tags,
        summary: 'Create an account (starts the 7-day trial) and sign in',
        body: RegisterInputSchema,
        response: { 201: UserResponseSchema },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const user = await registerUser(deps, {
        input: request.body,
        signedIn: request.user !== null,
        language,
        verifier,
        remoteIp: request.ip,
      });
      await startSession(db, config, request, reply, user.id);
      return reply.status(201).send({ user });
    },
  );

  app.post(
    '/api/auth/login',
    {
      ...limited,
      schema: {
        tags,
        summary: 'Sign in with email and password',
        body: LoginInputSchema,
        response: { 200: UserResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await login(deps, {
        input: request.body,
        signedIn: request.user !== null,
        ip: request.ip,
        verifier,
      });
      await startSession(db, config, request, reply, user.id);
      return { user };
    },
  );

  // Registered only when DEV_LOGIN=on; otherwise the path is an ordinary 404.
  if (config.devLogin) {
    app.post(
      '/api/auth/dev-login',
      {
        ...limited,
        schema: {
          tags,
          summary: 'Development sign-in: signs in, or creates a verified account for an unknown email',
          body: LoginInputSchema,
          response: { 200: UserResponseSchema },
        },
      },
      async (request, reply) => {
        const user = await devLogin(deps, {
          input: request.body,
          signedIn: request.user !== null,
          ip: request.ip,
          verifier,
          language: requestLanguage(request),
        });
        await startSession(db, config, request, reply, user.id);
        return { user };
      },
    );
  }

  app.post(
    '/api/auth/logout',
    { schema: { tags, summary: 'End this session', response: { 200: OkResponseSchema } } },
    async (request, reply) => {
      await endSession(db, config, request, reply);
      return ok;
    },
  );

  app.delete(
    '/api/user/account',
    {
      schema: {
        tags,
        summary: 'Delete the account and its personal data',
        response: { 200: OkResponseSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await deleteAccount(db, user.id);
      await endSession(db, config, request, reply);
      return ok;
    },
  );

  const usernameLimited = usernameRateLimit(config);
  app.get(
    '/api/username/check',
    {
      ...usernameLimited,
      schema: {
        tags,
        summary: 'Whether a username is valid and free (case-insensitive)',
        querystring: UsernameCheckQuerySchema,
        response: { 200: UsernameCheckResponseSchema },
      },
    },
    async (request) => ({ available: await isUsernameAvailable(deps, request.query.username) }),
  );

  app.get(
    '/api/username/suggestions',
    {
      ...usernameLimited,
      schema: {
        tags,
        summary: 'Valid, free usernames built from the email or name',
        querystring: UsernameSuggestionsQuerySchema,
        response: { 200: UsernameSuggestionsResponseSchema },
      },
    },
    async (request) => ({ suggestions: await suggestUsernames(db, request.query) }),
  );

  app.post(
    '/api/auth/verify-email',
    {
      ...limited,
      schema: {
        tags,
        summary: 'Confirm the email with the mailed link',
        body: VerifyEmailInputSchema,
        response: { 200: OkResponseSchema },
      },
    },
    async (request) => {
      await verifyEmail(deps, request.body.token);
      return ok;
    },
  );

  app.post(
    '/api/auth/resend-verification',
    {
      ...limited,
      schema: { tags, summary: 'Mail a new verification link', response: { 200: OkResponseSchema } },
    },
    async (request) => {
      const user = requireUser(request);
      await resendVerification(deps, { userId: user.id, language: requestLanguage(request) });
      return ok;
    },
  );

  app.post(
    '/api/auth/forgot-password',
    {
      ...limited,
      schema: {
        tags,
        summary: 'Mail a password reset link (answers the same whether or not the email has an account)',
        body: ForgotPasswordInputSchema,
        response: { 200: OkResponseSchema },
      },
    },
    async (request, reply) => {
      // Answer first: how long the lookup and the mail take must not tell whether the email has an account.
      await reply.send(ok);
      await requestPasswordReset(deps, {
        email: request.body.email,
        language: requestLanguage(request),
      }).catch((err: unknown) => request.log.error({ err }, 'password reset mail failed'));
      return reply;
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      ...limited,
      schema: {
        tags,
        summary: 'Set a new password with the mailed link; signs out every session',
        body: ResetPasswordInputSchema,
        response: { 200: OkResponseSchema },
      },
    },
    async (request, reply) => {
      await resetPassword(deps, request.body);
      await endSession(db, config, request, reply);
      return ok;
    },
  );

  app.post(
    '/api/auth/change-password',
    {
      ...limited,
      schema: {
        tags,
        summary: 'Change the password; signs out the other sessions',
        body: ChangePasswordInputSchema,
        response: { 200: OkResponseSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await changePassword(deps, {
        userId: user.id,
        sessionId: user.sessionId,
        currentPassword: request.body.currentPassword,
        newPassword: request.body.newPassword,
        language: requestLanguage(request),
      });
      return ok;
    },
  );

  app.post(
    '/api/user/email',
    {
      ...limited,
      schema: {
        tags,
        summary: 'Mail a confirmation link to a new email address',
        body: ChangeEmailInputSchema,
        response: { 200: OkResponseSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await requestEmailChange(deps, {
        userId: user.id,
        newEmail: request.body.newEmail,
        password: request.body.password,
        language: requestLanguage(request),
      });
      return ok;
    },
  );

  app.post(
    '/api/auth/confirm-email-change',
    {
      ...limited,
      schema: {
        tags,
        summary: 'Switch to the new email with the mailed link',
        body: ConfirmEmailChangeInputSchema,
        response: { 200: OkResponseSchema },
      },
    },
    async (request) => {
      await confirmEmailChange(deps, request.body.token);
      return ok;
    },
  );

  app.get(
    '/api/auth/sessions',
    { schema: { tags, summary: "The caller's active sessions", response: { 200: SessionListSchema } } },
    async (request) => {
      const user = requireUser(request);
      return { sessions: await listSessions(deps, { userId: user.id, currentSessionId: user.sessionId }) };
    },
  );

  app.delete(
    '/api/auth/sessions/:id',
    {
      schema: {
        tags,
        summary: 'End one of your sessions',
        params: SessionIdParamsSchema,
        response: { 200: OkResponseSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await revokeSession(deps, { userId: user.id, sessionId: request.params.id });
      if (request.params.id === user.sessionId) await endSession(db, config, request, reply);
      return ok;
    },
  );

  app.post(
    '/api/auth/sessions/revoke-others',
    { schema: { tags, summary: 'End every session except this one', response: { 200: OkResponseSchema } } },
    async (request) => {
      const user = requireUser(request);
      await revokeOtherSessions(deps, { userId: user.id, currentSessionId: user.sessionId });
      return ok;
    },
  );
};
