import { AUTH_PROVIDERS, type AuthProvider } from '@shared/contracts/auth';
import type { ConnectedAccounts, OAuthErrorCode } from '@shared/contracts/oauth';
import type { Language } from '@shared/contracts/settings';
import type { Config } from '../../config';
import type { DB } from '../../db/database';
import { AppError, notFound } from '../../platform/errors';
import { endAllSessions } from '../../platform/sessions';
import { suggestUsernames } from '../users/usernames';
import { findUserByEmail, findUserById } from '../users/users.service';
import { createUser, isUniqueViolation } from '../users/users.service';
import type { ProviderProfile } from './oauth.client';
import {
  claimUnverifiedAccount,
  deleteOAuthAccount,
  findOAuthAccount,
  insertOAuthAccount,
  listOAuthAccounts,
  lockUser,
  updateOAuthAccountEmail,
} from './oauth.repository';

export type CallbackOutcome =
  | { kind: 'signed-in'; userId: string; created: boolean }
  | { kind: 'linked' }
  | { kind: 'failed'; error: OAuthErrorCode };

const failed = (error: OAuthErrorCode): CallbackOutcome => ({ kind: 'failed', error });

/** The providers an operator has switched on, in the spec's order. */
export function listEnabledProviders(config: Config): AuthProvider[] {
  return AUTH_PROVIDERS.filter((provider) => config.oauth[provider] !== undefined);
}

async function linkToUser(
  db: DB,
  options: { provider: AuthProvider; profile: ProviderProfile; userId: string },
): Promise<CallbackOutcome> {
  const { provider, profile, userId } = options;
  const existing = await findOAuthAccount(db, provider, profile.id);
  if (existing) {
    if (existing.user_id !== userId) return failed('oauth_account_in_use');
    await updateOAuthAccountEmail(db, provider, profile.id, profile.email);
    return { kind: 'linked' };
  }
  const accounts = await listOAuthAccounts(db, userId);
  if (accounts.some((a) => a.provider === provider)) return failed('oauth_already_linked');
  try {
    await insertOAuthAccount(db, { provider, providerUserId: profile.id, userId, email: profile.email });
  } catch (err) {
    // Someone linked the same provider account a moment ago.
    if (isUniqueViolation(err)) return failed('oauth_account_in_use');
    throw err;
  }
  return { kind: 'linked' };
}

async function createUserFromProfile(
  db: DB,
  options: { provider: AuthProvider; profile: ProviderProfile & { email: string }; language: Language },
): Promise<CallbackOutcome> {
  const { provider, profile } = options;
  const name = `${profile.firstName} ${profile.lastName}`.trim();
  // A username picked a moment ago can be taken by a concurrent sign-up; pick again then.
  for (let attempt = 0; attempt < 3; attempt++) {
    const [username] = await suggestUsernames(db, { count: 1, email: profile.email, name });
    if (!username) break;
    try {
      const user = await createUser(db, {
        email: profile.email,
        username,
        firstName: profile.firstName,
        lastName: profile.lastName,
        passwordHash: null,
        emailVerified: profile.emailVerified,
        settings: { language: options.language },
      });
      await insertOAuthAccount(db, {
        provider,
        providerUserId: profile.id,
        userId: user.id,
        email: profile.email,
      });
      return { kind: 'signed-in', userId: user.id, created: true };
    } catch (err) {
      if (err instanceof AppError && err.code === 'USERNAME_TAKEN') continue;
      // The same email registered concurrently: the person can try again and take the email path.
      if (err instanceof AppError && err.code === 'EMAIL_TAKEN') return failed('oauth_failed');
      throw err;
    }
  }
  return failed('oauth_failed');
}

/**
 * What a completed provider sign-in means for Larder (the callback's rules, in order):
 * linking for the signed-in user who started the flow; signing in the account this provider
 * account is linked to; linking an account with the same email, only when the provider vouches
 * for the email; otherwise a new account.
 */
export async function completeProviderSignIn(
  db: DB,
  options: {
    provider: AuthProvider;
    profile: ProviderProfile;
    /** The signed-in user who started the flow, when linking. */
    linkUserId: string | null;
    language: Language;
  },
): Promise<CallbackOutcome> {
  const { provider, profile } = options;
  if (options.linkUserId) return linkToUser(db, { provider, profile, userId: options.linkUserId });

  const linked = await findOAuthAccount(db, provider, profile.id);
  if (linked) {
    if (linked.email !== profile.email)
      await updateOAuthAccountEmail(db, provider, profile.id, profile.email);
    return { kind: 'signed-in', userId: linked.user_id, created: false };
  }

  if (!profile.email) return failed('oauth_email_missing');
  const byEmail = await findUserByEmail(db, profile.email);
  if (!byEmail) {
    return createUserFromProfile(db, {
      provider,
      profile: { ...profile, email: profile.email },
      language: options.language,
    });
  }

  // Linking by email hands the account to whoever controls the provider account: only when the
  // provider says that person controls the email.
  if (!profile.emailVerified) return failed('oauth_email_unverified');
  const accounts = await listOAuthAccounts(db, byEmail.id);
  if (accounts.some((a) => a.provider === provider)) return failed('oauth_already_linked');
  const wasUnverified = byEmail.email_verified_at === null;
  try {
    await db.transaction().execute(async (trx) => {
      await insertOAuthAccount(trx, {
        provider,
        providerUserId: profile.id,
        userId: byEmail.id,
        email: profile.email,
      });
      if (wasUnverified) await claimUnverifiedAccount(trx, byEmail.id);
    });
  } catch (err) {
    if (isUniqueViolation(err)) return failed('oauth_account_in_use');
    throw err;
  }
  // Sessions of whoever registered the address without proving it end with their password.
  if (wasUnverified) await endAllSessions(db, byEmail.id);
  return { kind: 'signed-in', userId: byEmail.id, created: false };
}

export async function listConnectedAccounts(db: DB, userId: string): Promise<ConnectedAccounts> {
  const user = await findUserById(db, userId);
  if (!user) throw notFound();
  const rows = await listOAuthAccounts(db, userId);
  return {
    accounts: rows
      .filter((row): row is typeof row & { provider: AuthProvider } =>
        (AUTH_PROVIDERS as readonly string[]).includes(row.provider),
      )
      .map((row) => ({ provider: row.provider, email: row.email, createdAt: row.created_at })),
    hasPassword: user.password_hash !== null,
  };
}

const LAST_SIGN_IN_METHOD: Record<Language, string> = {
  en: "You can't disconnect your only way to sign in. Set a password or connect another account first.",
  es: 'No puedes desconectar tu único método de inicio de sesión. Primero establece una contraseña o conecta otra cuenta.',
  fr: 'Vous ne pouvez pas déconnecter votre seul moyen de connexion. Définissez d’abord un mot de passe ou connectez un autre compte.',
  de: 'Du kannst deine einzige Anmeldemöglichkeit nicht trennen. Lege zuerst ein Passwort fest oder verbinde ein anderes Konto.',
  zh: '这是你唯一的登录方式，无法断开。请先设置密码或关联其他账户。',
};

/**
 * Disconnects a provider from the account, unless it is the last way in: without a password, at
 * least one other connected provider that is still switched on must remain.
 */
export async function disconnectAccount(
  db: DB,
  config: Config,
  options: { userId: string; provider: AuthProvider; language: Language },
): Promise<void> {
  const { userId, provider } = options;
  await db.transaction().execute(async (trx) => {
    await lockUser(trx, userId);
    const user = await findUserById(trx, userId);
    if (!user) throw notFound();
    const accounts = await listOAuthAccounts(trx, userId);
    if (!accounts.some((a) => a.provider === provider)) throw notFound();
    const otherWays = accounts.filter(
      (a) => a.provider !== provider && config.oauth[a.provider as AuthProvider] !== undefined,
    );
    if (user.password_hash === null && otherWays.length === 0) {
      throw new AppError('CONFLICT', LAST_SIGN_IN_METHOD[options.language]);
    }
    await deleteOAuthAccount(trx, userId, provider);
  });
}
