/** Spec §2: the public routes (no sign-in, no navigation). */
export const PUBLIC_PATHS = [
  '/',
  '/login',
  '/about',
  '/privacy',
  '/terms',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/verify-success',
  '/subscription-success',
] as const;

/** Spec §2: old and alternative paths and where they go. */
export const REDIRECTS: Readonly<Record<string, string>> = {
  '/subscription-plans': '/subscription',
  '/shopping': '/shopping-lists',
  '/meal-plans': '/meal-prep-plan',
  '/meal-prep': '/meal-prep-plan',
  '/one-click-meal-prep': '/meal-prep-plan',
  '/weeklymealprep': '/meal-prep-plan',
};

export function isPublicPath(path: string): boolean {
  return (PUBLIC_PATHS as readonly string[]).includes(path);
}

/** Spec §2: navigation is hidden on public pages, on /admin and on any /recipes/ subpath. */
export function isNavigationHidden(path: string): boolean {
  return isPublicPath(path) || path === '/admin' || path.startsWith('/recipes/');
}

/** Where a signed-out visitor to a protected route is sent: the login with the original path. */
export function loginRedirectFor(path: string, search: string): string {
  const original = search ? `${path}?${search.replace(/^\?/, '')}` : path;
  return `/login?redirect=${encodeURIComponent(original)}`;
}

/** Public pages that read no server data: shown without loading the data layer. */
export const QUERY_FREE_PATHS = [
  '/',
  '/about',
  '/privacy',
  '/terms',
  '/subscription-success',
  '/verify-success',
] as const;
