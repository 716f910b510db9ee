import type { AuthProvider } from '@shared/contracts/auth';

/**
 * The six social sign-in providers as data. One generic flow (oauth.client.ts) reads this table:
 * authorization code + PKCE (S256) for all, then either OpenID Connect claims (ID token, plus
 * userinfo where the provider has one) or the provider's own profile API (GitHub, Facebook).
 */

export type Endpoints = {
  authorization: string;
  token: string;
  /** OIDC: the userinfo endpoint (null: claims come from the ID token alone). */
  userinfo: string | null;
  /** GitHub / Facebook: the API base that profile calls are made against. */
  api: string | null;
  /**
   * OIDC: the issuers an ID token may name. `{tenantid}` stands for the token's `tid` claim
   * (Microsoft's multi-tenant endpoints issue per tenant).
   */
  issuers: string[];
};

type Common = {
  scopes: string[];
  /**
   * How the client authenticates at the token endpoint (RFC 6749 §2.3.1): HTTP Basic, or
   * client_id + client_secret in the form body for providers that accept only that.
   */
  tokenAuth: 'basic' | 'post';
  defaults: Endpoints;
};

export type OidcProviderSpec = Common & {
  kind: 'oidc';
  /** Whether to read the userinfo endpoint as well (Apple has none). */
  useUserinfo: boolean;
  /**
   * Claims that, when true, mean the provider vouches for the email. `email_verified` is the
   * standard one; Microsoft does not send it and offers `xms_edov` (email domain owner verified).
   */
  verifiedEmailClaims: string[];
  /** Apple returns name and email only with response_mode=form_post, as a POST to the callback. */
  responseMode?: 'form_post';
};

export type ApiProviderSpec = Common & {
  kind: 'github' | 'facebook';
  /** The endpoints when OAUTH_<PROVIDER>_ISSUER_URL names another host (GitHub Enterprise Server). */
  fromBase(base: string): Endpoints;
};

export type ProviderSpec = OidcProviderSpec | ApiProviderSpec;

const OIDC_SCOPES = ['openid', 'email', 'profile'];
const FACEBOOK_GRAPH = 'https://graph.facebook.com/v22.0';

export const PROVIDERS: Record<AuthProvider, ProviderSpec> = {
  google: {
    kind: 'oidc',
    scopes: OIDC_SCOPES,
    tokenAuth: 'basic',
    useUserinfo: true,
    verifiedEmailClaims: ['email_verified'],
    defaults: {
      authorization: 'https://accounts.google.com/o/oauth2/v2/auth',
      token: 'https://oauth2.googleapis.com/token',
      userinfo: 'https://openidconnect.googleapis.com/v1/userinfo',
      api: null,
      issuers: ['https://accounts.google.com', 'accounts.google.com'],
    },
  },
  github: {
    kind: 'github',
    scopes: ['read:user', 'user:email'],
    tokenAuth: 'basic',
    defaults: {
      authorization: 'https://github.com/login/oauth/authorize',
      token: 'https://github.com/login/oauth/access_token',
      userinfo: null,
      api: 'https://api.github.com',
      issuers: [],
    },
    fromBase: (base) => ({
      authorization: `${base}/login/oauth/authorize`,
      token: `${base}/login/oauth/access_token`,
      userinfo: null,
      api: `${base}/api/v3`,
      issuers: [],
    }),
  },
  facebook: {
    kind: 'facebook',
    scopes: ['email', 'public_profile'],
    tokenAuth: 'post',
    defaults: {
      authorization: 'https://www.facebook.com/v22.0/dialog/oauth',
      token: `${FACEBOOK_GRAPH}/oauth/access_token`,
      userinfo: null,
      api: FACEBOOK_GRAPH,
      issuers: [],
    },
    fromBase: (base) => ({
      authorization: `${base}/dialog/oauth`,
      token: `${base}/oauth/access_token`,
      userinfo: null,
      api: base,
      issuers: [],
    }),
  },
  apple: {
    kind: 'oidc',
    // Apple knows only these two scopes ("profile" is refused); the ID token is always issued.
    scopes: ['name', 'email'],
    tokenAuth: 'post',
    useUserinfo: false,
    verifiedEmailClaims: ['email_verified'],
    responseMode: 'form_post',
    defaults: {
      authorization: 'https://appleid.apple.com/auth/authorize',
      token: 'https://appleid.apple.com/auth/token',
      userinfo: null,
      api: null,
      issuers: ['https://appleid.apple.com'],
    },
  },
  microsoft: {
    kind: 'oidc',
    scopes: OIDC_SCOPES,
    tokenAuth: 'basic',
    useUserinfo: true,
    verifiedEmailClaims: ['email_verified', 'xms_edov'],
    defaults: {
      authorization: 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize',
      token: 'https://login.microsoftonline.com/common/oauth2/v2.0/token',
      userinfo: 'https://graph.microsoft.com/oidc/userinfo',
      api: null,
      issuers: ['https://login.microsoftonline.com/{tenantid}/v2.0'],
    },
  },
  linkedin: {
    kind: 'oidc',
    scopes: OIDC_SCOPES,
    tokenAuth: 'post',
    useUserinfo: true,
    verifiedEmailClaims: ['email_verified'],
    defaults: {
      authorization: 'https://www.linkedin.com/oauth/v2/authorization',
      token: 'https://www.linkedin.com/oauth/v2/accessToken',
      userinfo: 'https://api.linkedin.com/v2/userinfo',
      api: null,
      issuers: ['https://www.linkedin.com/oauth'],
    },
  },
};
