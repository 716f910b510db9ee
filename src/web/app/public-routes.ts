import type { PageKey } from './page-loaders';

/**
 * Spec §2: the public pages and their paths ('/' is the landing page, routed on its own because
 * signed-in users go to their dashboard instead). Plain data, read by the router and by the
 * early warm-up script (warm-up-entry.ts).
 */
export const PUBLIC_ROUTES: ReadonlyArray<[path: string, page: PageKey]> = [
  ['/login', 'login'],
  ['/about', 'about'],
  ['/privacy', 'privacy'],
  ['/terms', 'terms'],
  ['/forgot-password', 'forgotPassword'],
  ['/reset-password', 'resetPassword'],
  ['/verify-email', 'verifyEmail'],
  ['/verify-success', 'verifySuccess'],
  ['/subscription-success', 'subscriptionSuccess'],
];

/** The public page shown at a path ('/' being the landing page for visitors), or null. */
export function publicPageAt(path: string): PageKey | null {
  if (path === '/') return 'landing';
  return PUBLIC_ROUTES.find(([route]) => route === path)?.[1] ?? null;
}

/** The locale namespaces each public page renders with, besides common and nav. */
export const PUBLIC_PAGE_NAMESPACES: Partial<Record<PageKey, readonly string[]>> = {
  landing: ['landing'],
  login: ['auth'],
  about: ['public'],
  privacy: ['public'],
  terms: ['public'],
  subscriptionSuccess: ['public'],
  forgotPassword: ['auth'],
  resetPassword: ['auth'],
  verifyEmail: ['auth'],
  verifySuccess: ['auth'],
};

/**
 * Signed-in screens worth warming up from the first byte, with the namespaces they render with and
 * the data they read first: the dashboard (where sign-in lands) and the pantry (the screen opened
 * most; its list's address also depends on the settings, see app/warm-up.ts). A visitor who is
 * not signed in is sent to /login from these, so at worst a few kB were fetched early for nothing.
 */
export const SIGNED_IN_WARM_UP: Readonly<
  Record<string, { page: PageKey; namespaces: readonly string[]; reads: readonly string[] }>
> = {
  '/dashboard': {
    page: 'dashboard',
    namespaces: ['dashboard', 'pantry'],
    reads: ['/api/pantry/summary', '/api/appliances'],
  },
  '/pantry': { page: 'pantry', namespaces: ['pantry'], reads: ['/api/locations'] },
};
