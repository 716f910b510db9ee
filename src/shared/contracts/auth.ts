import { z } from 'zod';

import { AUTH_MESSAGES } from '../auth-messages';
import { IdSchema, exactText, singleLineText } from './text';

export { AUTH_MESSAGES };

export const USERNAME_MIN = 8;
export const USERNAME_MAX = 30;
export const PASSWORD_MIN = 8;
/** Upper bound so that a hash request cannot be made arbitrarily expensive. */
export const PASSWORD_MAX = 256;
export const AUTH_PROVIDERS = ['google', 'github', 'facebook', 'apple', 'microsoft', 'linkedin'] as const;
export const AuthProviderSchema = z.enum(AUTH_PROVIDERS);
export type AuthProvider = z.infer<typeof AuthProviderSchema>;

/** A missing field gets the spec's message for that field; other wrong types keep zod's text. */
const whenMissing = (message: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? message : undefined),
});

export const UsernameSchema = z
  .string(whenMissing(AUTH_MESSAGES.usernameMin))
  .min(USERNAME_MIN, AUTH_MESSAGES.usernameMin)
  .max(USERNAME_MAX, AUTH_MESSAGES.usernameMax)
  .refine((v) => !/\s/.test(v), AUTH_MESSAGES.usernameSpaces)
  .refine((v) => /^[A-Za-z0-9_-]*$/.test(v.replace(/\s/g, '')), AUTH_MESSAGES.usernameChars);

export const EmailSchema = singleLineText(whenMissing(AUTH_MESSAGES.emailInvalid))
  .max(254, AUTH_MESSAGES.emailInvalid)
  .email(AUTH_MESSAGES.emailInvalid);

export const LoginInputSchema = z.object({
  email: singleLineText(whenMissing(AUTH_MESSAGES.emailRequired))
    .min(1, AUTH_MESSAGES.emailRequired)
    .max(254),
  password: z
    .string(whenMissing(AUTH_MESSAGES.passwordRequired))
    .min(1, AUTH_MESSAGES.passwordRequired)
    .max(PASSWORD_MAX),
  /** The human check's token; asked for (HUMAN_CHECK_REQUIRED) after several failed sign-ins to the account. */
  turnstileToken: exactText().max(10_000).optional(),
});
export type LoginInput = z.infer<typeof LoginInputSchema>;

/** The register form of spec §3. */
export const RegisterFormSchema = z.object({
  firstName: singleLineText(whenMissing(AUTH_MESSAGES.firstNameRequired))
    .min(1, AUTH_MESSAGES.firstNameRequired)
    .max(100),
  lastName: singleLineText(whenMissing(AUTH_MESSAGES.lastNameRequired))
    .min(1, AUTH_MESSAGES.lastNameRequired)
    .max(100),
  email: EmailSchema,
  username: UsernameSchema,
  password: z
    .string(whenMissing(AUTH_MESSAGES.passwordMin))
    .min(PASSWORD_MIN, AUTH_MESSAGES.passwordMin)
    .max(PASSWORD_MAX),
  agreeToTerms: z
    .boolean(whenMissing(AUTH_MESSAGES.agreeToTerms))
    .refine((v) => v === true, AUTH_MESSAGES.agreeToTerms),
  turnstileToken: exactText().min(1, AUTH_MESSAGES.captchaRequired).max(10_000),
});
export type RegisterForm = z.infer<typeof RegisterFormSchema>;

/**
 * What the client sends: the form plus `name` and `cf-turnstile-response` (spec §3). The server
 * takes the token from either field, so a caller with human verification off may send neither.
 */
export const RegisterInputSchema = RegisterFormSchema.extend({
  turnstileToken: exactText().max(10_000).optional(),
  name: singleLineText().max(201).optional(),
  'cf-turnstile-response': exactText().max(10_000).optional(),
  referralCode: singleLineText().max(64).optional(),
});
export type RegisterInput = z.infer<typeof RegisterInputSchema>;

export const UserSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  emailVerified: z.boolean(),
  avatarUrl: z.string().nullable(),
  isAdmin: z.boolean(),
  householdId: z.string(),
  trialEndsAt: z.string().nullable(),
  createdAt: z.string(),
});
export type User = z.infer<typeof UserSchema>;

export const UserResponseSchema = z.object({ user: UserSchema });
export const AuthStatusSchema = z.object({ isAuthenticated: z.boolean(), user: UserSchema.nullable() });
export type AuthStatus = z.infer<typeof AuthStatusSchema>;

export const ProvidersResponseSchema = z.object({ providers: z.array(AuthProviderSchema) });

export const UsernameCheckQuerySchema = z.object({ username: exactText().max(100) });
export const UsernameCheckResponseSchema = z.object({ available: z.boolean() });
export const UsernameSuggestionsQuerySchema = z.object({
  count: z.coerce.number().int().min(1).max(10).default(1),
  email: singleLineText().max(254).optional(),
  name: singleLineText().max(201).optional(),
});
export const UsernameSuggestionsResponseSchema = z.object({ suggestions: z.array(z.string()) });

export const HumanVerificationConfigSchema = z.object({
  mode: z.enum(['altcha', 'turnstile', 'off']),
  /** Turnstile site key when mode is turnstile. */
  siteKey: z.string().optional(),
  /** ALTCHA challenge URL when mode is altcha. */
  challengeUrl: z.string().optional(),
});

export const VerifyEmailInputSchema = z.object({ token: exactText().min(1).max(200) });
export const ForgotPasswordInputSchema = z.object({
  email: singleLineText(whenMissing(AUTH_MESSAGES.emailRequired))
    .min(1, AUTH_MESSAGES.emailRequired)
    .max(254),
});
export const ResetPasswordInputSchema = z.object({
  token: exactText().min(1).max(200),
  password: z.string().min(PASSWORD_MIN, AUTH_MESSAGES.passwordMin).max(PASSWORD_MAX),
});
export const ChangePasswordInputSchema = z.object({
  currentPassword: z.string().max(PASSWORD_MAX).optional(),
  newPassword: z.string().min(PASSWORD_MIN, AUTH_MESSAGES.passwordMin).max(PASSWORD_MAX),
});
export const OkResponseSchema = z.object({ ok: z.literal(true) });

export const SessionInfoSchema = z.object({
  id: z.string(),
  current: z.boolean(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
});
export const SessionListSchema = z.object({ sessions: z.array(SessionInfoSchema) });

/** POST /api/user/email: the password is required (and checked) when the account has one. */
export const ChangeEmailInputSchema = z.object({
  newEmail: EmailSchema,
  password: z.string().max(PASSWORD_MAX).optional(),
});
export const ConfirmEmailChangeInputSchema = VerifyEmailInputSchema;
export const SessionIdParamsSchema = z.object({ id: IdSchema });

/**
 * An ALTCHA challenge as the widget fetches it (altcha-lib v2 format). Unknown parameter keys are
 * kept, because the signature covers every one of them.
 */
export const AltchaChallengeSchema = z.object({
  parameters: z.looseObject({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    expiresAt: z.number().optional(),
  }),
  signature: z.string(),
});
