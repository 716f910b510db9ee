import { z } from 'zod';
import {
  EmailSchema,
  UsernameSchema,
  type AuthStatus,
  type LoginInput,
  type RegisterInput,
  type User,
} from '@shared/contracts/auth';
import type { Language } from '@shared/contracts/settings';
import type { Config } from '../../config';
import type { DB } from '../../db/database';
import type { HumanVerifier } from '../../platform/captcha';
import { randomToken, sha256 } from '../../platform/crypto';
import { AppError } from '../../platform/errors';
import type { Mailer } from '../../platform/mail';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import { SESSION_IDLE_MS, endAllSessions, forgetSession, forgetUserSessions } from '../../platform/sessions';
import { suggestUsernames } from '../users/usernames';
import { LOGIN_FAILURE_WINDOW_MS, loginGate } from './login-throttle';
import { findUserByEmail, findUserById, isUsernameTaken, normalizeEmail } from '../users/users.service';
import { createUser, getUser, isUniqueViolation, toUserDto } from '../users/users.service';
import {
  consumeAuthToken,
  countLoginFailures,
  deleteLoginFailures,
  deleteLoginFailuresBefore,
  deleteUnusedAuthTokens,
  deleteUserSession,
  findUserLanguage,
  insertAuthToken,
  listUserSessions,
  markEmailVerified,
  recordLoginFailure,
  updateEmail,
  updatePasswordHash,
  type AuthTokenKind,
} from './auth.repository';
import {
  authFieldMessage,
  changeEmailMail,
  resetPasswordMail,
  verifyEmailMail,
  type AuthFieldMessage,
} from './auth.texts';

export type AuthDeps = { db: DB; config: Config; mailer: Mailer };

const HOUR_MS = 60 * 60 * 1000;
export const TOKEN_TTL_MS: Record<AuthTokenKind, number> = {
  verify_email: 48 * HOUR_MS,
  reset_password: 1 * HOUR_MS,
  change_email: 24 * HOUR_MS,
};

const ChangeEmailPayloadSchema = z.object({ email: z.string().min(1).max(254) });

function requireSignedOut(signedIn: boolean): void {
  // The client compares this text, so it is the spec's English in every language.
  if (signedIn) throw new AppError('ALREADY_AUTHENTICATED', 'Already authenticated');
}

function fieldError(path: string, key: AuthFieldMessage, language: Language): AppError {
  const message = authFieldMessage(key, language);
  return new AppError('VALIDATION_FAILED', message, [{ path, message }]);
}

/** Creates a single-use token (stored as its SHA-256) and returns the raw value for the link. */
async function issueToken(
  db: DB,
  userId: string,
  kind: AuthTokenKind,
  payload: string | null = null,
): Promise<string> {
  const token = randomToken(32);
  const now = new Date();
  await db.transaction().execute(async (trx) => {
    await deleteUnusedAuthTokens(trx, userId, kind);
    await insertAuthToken(trx, {
      tokenHash: sha256(token),
      userId,
      kind,
      payload,
      expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[kind]),
      now,
    });
  });
  return token;
}

async function sendVerificationMail(
  deps: AuthDeps,
  user: { id: string; email: string; first_name: string },
  language: Language,
): Promise<void> {
  const token = await issueToken(deps.db, user.id, 'verify_email');
  const link = `${deps.config.appUrl}/verify-email?token=${token}`;
  await deps.mailer.send({
    to: user.email,
    ...verifyEmailMail(language, { firstName: user.first_name, link }),
  });
}

export async function getAuthStatus(deps: AuthDeps, userId: string | undefined): Promise<AuthStatus> {
  const row = userId ? await findUserById(deps.db, userId) : undefined;
  return row
    ? { isAuthenticated: true, user: toUserDto(row, deps.config) }
    : { isAuthenticated: false, user: null };
}

/**
 * Registration: human verification first (so bots learn nothing about taken emails), then the
 * account with the visitor's language, then the verification mail. The caller starts the session.
 */
export async function registerUser(
  deps: AuthDeps,
  options: {
    input: RegisterInput;
    signedIn: boolean;
    language: Language;
    verifier: HumanVerifier;
    remoteIp: string | undefined;
  },
): Promise<User> {
  const { input } = options;
  requireSignedOut(options.signedIn);
  const token = input.turnstileToken ?? input['cf-turnstile-response'];
  const verified = await options.verifier.verify(token, { remoteIp: options.remoteIp, action: 'register' });
  if (!verified) throw new AppError('CAPTCHA_FAILED');
  // Cheap checks before the deliberate cost of hashing; createUser checks again inside its transaction.
  if (await findUserByEmail(deps.db, input.email)) throw new AppError('EMAIL_TAKEN');
  if (await isUsernameTaken(deps.db, input.username)) throw new AppError('USERNAME_TAKEN');
  const row = await createUser(deps.db, {
    email: input.email,
    username: input.username,
    firstName: input.firstName,
    lastName: input.lastName,
    passwordHash: await hashPassword(input.password),
    emailVerified: false,
    settings: { language: options.language },
  });
  await sendVerificationMail(deps, row, options.language);
  return toUserDto(row, deps.config);
}

async function failLogin(
  db: DB,
  failure: { emailNormalized: string; ip: string; now: Date },
): Promise<never> {
  await deleteLoginFailuresBefore(db, new Date(failure.now.getTime() - LOGIN_FAILURE_WINDOW_MS));
  await recordLoginFailure(db, failure);
  throw new AppError('INVALID_CREDENTIALS');
}

export type LoginOptions = {
  input: LoginInput;
  signedIn: boolean;
  /** The caller's address: failures count per account and address (login-throttle.ts). */
  ip: string;
  verifier: HumanVerifier;
};

/**
 * Email and password sign-in. An unknown email and a wrong password answer the same, after the
 * same hashing work. Failures slow the address they come from and, past a few, make the account
 * ask for the human check (login-throttle.ts); a success forgets this address's failures only, so
 * that it does not open the door for someone else still guessing. The counts live in the
 * database, so they hold whichever process answers.
 */
export async function login(deps: AuthDeps, options: LoginOptions): Promise<User> {
  requireSignedOut(options.signedIn);
  const now = new Date();
  const emailNormalized = normalizeEmail(options.input.email);
  const { ip } = options;
  const counts = await countLoginFailures(deps.db, {
    emailNormalized,
    ip,
    since: new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS),
  });
  const gate = loginGate(counts, now);
  if (gate.kind === 'wait') throw new AppError('RATE_LIMITED', undefined, undefined, gate.retryAfterSeconds);
  if (gate.needsHumanCheck) {
    const passed = await options.verifier.verify(options.input.turnstileToken, {
      remoteIp: ip,
      action: 'login',
    });
    if (!passed) throw new AppError('HUMAN_CHECK_REQUIRED');
  }
  const row = await findUserByEmail(deps.db, options.input.email);
  const ok = await verifyPassword(row?.password_hash ?? null, options.input.password);
  if (!row || !ok) return failLogin(deps.db, { emailNormalized, ip, now });
  await deleteLoginFailures(deps.db, emailNormalized, ip);
  return toUserDto(row, deps.config);
}

function namePart(part: string | undefined): string {
  if (!part) return '';
  return (part.charAt(0).toUpperCase() + part.slice(1)).slice(0, 100);
}

/**
 * Development sign-in (only when DEV_LOGIN=on, which the config refuses in production). When an
 * account has the email, it signs in like /login does (password checked, failures counted).
 * When none has it, it creates a verified account with that email and password, a suggested
 * username and a first name taken from the email ("jane.doe@…" → Jane Doe), and signs in.
 */
export async function devLogin(
  deps: AuthDeps,
  options: LoginOptions & { language: Language },
): Promise<User> {
  requireSignedOut(options.signedIn);
  if (await findUserByEmail(deps.db, options.input.email)) {
    return login(deps, options);
  }
  const email = EmailSchema.safeParse(options.input.email);
  if (!email.success) {
    const message = email.error.issues[0]?.message ?? 'Please enter a valid email';
    throw new AppError('VALIDATION_FAILED', message, [{ path: 'email', message }]);
  }
  const [local = ''] = email.data.split('@');
  const [first, last] = local.split(/[._+-]+/).filter(Boolean);
  const [username] = await suggestUsernames(deps.db, { count: 1, email: email.data });
  if (!username) throw new AppError('INTERNAL');
  const row = await createUser(deps.db, {
    email: email.data,
    username,
    firstName: namePart(first) || 'Dev',
    lastName: namePart(last),
    passwordHash: await hashPassword(options.input.password),
    emailVerified: true,
    settings: { language: options.language },
  });
  return toUserDto(row, deps.config);
}

export async function verifyEmail(deps: AuthDeps, token: string): Promise<void> {
  const now = new Date();
  await deps.db.transaction().execute(async (trx) => {
    const found = await consumeAuthToken(trx, sha256(token), 'verify_email', now);
    if (!found) throw new AppError('TOKEN_INVALID');
    await markEmailVerified(trx, found.userId, now);
  });
}

/** Sends a new verification link (the older ones stop working); nothing when already verified. */
export async function resendVerification(deps: AuthDeps, options: { userId: string; language: Language }) {
  const user = await getUser(deps.db, options.userId);
  if (user.email_verified_at) return;
  await sendVerificationMail(deps, user, options.language);
}

/** Always succeeds, so that the answer does not tell whether an account has the email. */
export async function requestPasswordReset(deps: AuthDeps, options: { email: string; language: Language }) {
  const user = await findUserByEmail(deps.db, options.email);
  if (!user) return;
  const token = await issueToken(deps.db, user.id, 'reset_password');
  const language = (await findUserLanguage(deps.db, user.id)) ?? options.language;
  const link = `${deps.config.appUrl}/reset-password?token=${token}`;
  await deps.mailer.send({
    to: user.email,
    ...resetPasswordMail(language, { firstName: user.first_name, link }),
  });
}

/**
 * Sets a new password from a reset link and ends every session of the account, since whoever
 * held one may be the reason for the reset. The link proves the mailbox, so the email counts as
 * verified too.
 */
export async function resetPassword(deps: AuthDeps, options: { token: string; password: string }) {
  const passwordHash = await hashPassword(options.password);
  const now = new Date();
  const userId = await deps.db.transaction().execute(async (trx) => {
    const found = await consumeAuthToken(trx, sha256(options.token), 'reset_password', now);
    if (!found) throw new AppError('TOKEN_INVALID');
    await updatePasswordHash(trx, found.userId, passwordHash, now);
    await markEmailVerified(trx, found.userId, now);
    return found.userId;
  });
  await endAllSessions(deps.db, userId);
  const user = await findUserById(deps.db, userId);
  if (user) await deleteLoginFailures(deps.db, user.email_normalized);
}

async function requireCurrentPassword(
  passwordHash: string | null,
  given: string | undefined,
  field: string,
  language: Language,
): Promise<void> {
  // Accounts made through a social provider have no password to confirm.
  if (!passwordHash) return;
  if (!given) throw fieldError(field, 'currentPasswordRequired', language);
  if (!(await verifyPassword(passwordHash, given)))
    throw fieldError(field, 'currentPasswordIncorrect', language);
}

/** Changes the password and signs out every other session of the account. */
export async function changePassword(
  deps: AuthDeps,
  options: {
    userId: string;
    sessionId: string;
    currentPassword: string | undefined;
    newPassword: string;
    language: Language;
  },
): Promise<void> {
  const user = await getUser(deps.db, options.userId);
  await requireCurrentPassword(
    user.password_hash,
    options.currentPassword,
    'currentPassword',
    options.language,
  );
  const now = new Date();
  await updatePasswordHash(deps.db, user.id, await hashPassword(options.newPassword), now);
  await deleteUnusedAuthTokens(deps.db, user.id, 'reset_password');
  await endAllSessions(deps.db, user.id, options.sessionId);
}

/** Mails a confirmation link to the new address; the email changes only when it is opened. */
export async function requestEmailChange(
  deps: AuthDeps,
  options: { userId: string; newEmail: string; password: string | undefined; language: Language },
): Promise<void> {
  const user = await getUser(deps.db, options.userId);
  await requireCurrentPassword(user.password_hash, options.password, 'password', options.language);
  const newEmail = options.newEmail.trim();
  if (normalizeEmail(newEmail) === user.email_normalized)
    throw fieldError('newEmail', 'sameEmail', options.language);
  if (await findUserByEmail(deps.db, newEmail)) throw new AppError('EMAIL_TAKEN');
  const token = await issueToken(deps.db, user.id, 'change_email', JSON.stringify({ email: newEmail }));
  const link = `${deps.config.appUrl}/verify-email?token=${token}&kind=change`;
  await deps.mailer.send({
    to: newEmail,
    ...changeEmailMail(options.language, { firstName: user.first_name, link }),
  });
}

/** Switches the account to the confirmed address (verified by this very link). */
export async function confirmEmailChange(deps: AuthDeps, token: string): Promise<void> {
  const now = new Date();
  let userId: string;
  try {
    userId = await deps.db.transaction().execute(async (trx) => {
      const found = await consumeAuthToken(trx, sha256(token), 'change_email', now);
      const payload = found ? ChangeEmailPayloadSchema.safeParse(safeJson(found.payload)) : undefined;
      if (!found || !payload?.success) throw new AppError('TOKEN_INVALID');
      const holder = await findUserByEmail(trx, payload.data.email);
      if (holder && holder.id !== found.userId) throw new AppError('EMAIL_TAKEN');
      await updateEmail(
        trx,
        found.userId,
        { email: payload.data.email, emailNormalized: normalizeEmail(payload.data.email) },
        now,
      );
      return found.userId;
    });
  } catch (err) {
    // Another account took the address between our check and the write: the unique index decides.
    if (isUniqueViolation(err)) throw new AppError('EMAIL_TAKEN');
    throw err;
  }
  // Sessions carry the email (it decides who is an admin).
  forgetUserSessions(deps.db, userId);
}

function safeJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export async function listSessions(deps: AuthDeps, options: { userId: string; currentSessionId: string }) {
  const now = Date.now();
  const rows = await listUserSessions(deps.db, options.userId);
  return rows
    .filter((r) => Date.parse(r.expires_at) > now && Date.parse(r.last_seen_at) + SESSION_IDLE_MS > now)
    .map((r) => ({
      id: r.id,
      current: r.id === options.currentSessionId,
      createdAt: r.created_at,
      lastSeenAt: r.last_seen_at,
      userAgent: r.user_agent,
      ip: r.ip,
    }));
}

/** Ends one of the caller's own sessions; another user's session id is simply not found. */
export async function revokeSession(deps: AuthDeps, options: { userId: string; sessionId: string }) {
  if (!(await deleteUserSession(deps.db, options.userId, options.sessionId))) throw new AppError('NOT_FOUND');
  forgetSession(deps.db, options.sessionId);
}

export async function revokeOtherSessions(
  deps: AuthDeps,
  options: { userId: string; currentSessionId: string },
) {
  await endAllSessions(deps.db, options.userId, options.currentSessionId);
}

export async function isUsernameAvailable(deps: AuthDeps, username: string): Promise<boolean> {
  if (!UsernameSchema.safeParse(username).success) return false;
  return !(await isUsernameTaken(deps.db, username));
}
