import { z } from 'zod';
import { AuthProviderSchema } from './auth';

/**
 * Social sign-in (spec §7: GET /api/auth/{provider} is a full-page navigation). The flow ends in a
 * redirect; when it fails, the page it lands on carries one of these codes in its `error` query
 * (/login?tab=login&error=… for visitors, /settings?tab=connected-accounts&error=… when linking).
 */
export const OAUTH_ERROR_CODES = [
  /** The state did not match the one this browser started with (or the 10 minutes ran out). */
  'oauth_state',
  /** The provider refused, the user cancelled, or the provider could not be reached. */
  'oauth_failed',
  /** An account with this email exists, and the provider does not vouch for the email. */
  'oauth_email_unverified',
  /** The provider gave no email address, so no account can be made. */
  'oauth_email_missing',
  /** This provider account already belongs to another Larder account. */
  'oauth_account_in_use',
  /** The account already has a different account of this provider connected. */
  'oauth_already_linked',
] as const;
export const OAuthErrorCodeSchema = z.enum(OAUTH_ERROR_CODES);
export type OAuthErrorCode = z.infer<typeof OAuthErrorCodeSchema>;

/** Where a successful sign-in lands unless the start URL named a local page in `redirect`. */
export const OAUTH_DEFAULT_REDIRECT = '/dashboard';
/** Where linking (starting the flow while signed in) lands. */
export const OAUTH_LINKED_REDIRECT = '/settings?tab=connected-accounts';

export const ConnectedAccountSchema = z.object({
  provider: AuthProviderSchema,
  email: z.string().nullable(),
  createdAt: z.string(),
});
export type ConnectedAccount = z.infer<typeof ConnectedAccountSchema>;

/** GET /api/auth/connected-accounts (settings, "connected accounts" tab). */
export const ConnectedAccountsResponseSchema = z.object({
  accounts: z.array(ConnectedAccountSchema),
  /** Without a password, the last connected account cannot be disconnected. */
  hasPassword: z.boolean(),
});
export type ConnectedAccounts = z.infer<typeof ConnectedAccountsResponseSchema>;
