import { useEffect } from 'react';
import type { PageKey } from './pages';

/** Spec §2/§9: how long a user stays on a route before its neighbours are fetched. */
export const ROUTE_PRELOAD_DELAY_MS = 500;

/** Spec §2: the screens a user is likely to open next from each route. */
export const ROUTE_PRELOADS: Readonly<Record<string, readonly PageKey[]>> = {
  '/dashboard': ['pantry', 'recipes'],
  '/pantry': ['shoppingLists', 'recipes'],
  '/recipes': ['recipeDetail', 'recipeCreate'],
  '/shopping-lists': ['pantry'],
  '/settings': ['profile', 'family'],
};

/** Spec §2/§9: on app load, after 1 s, then 2 s later, then 5 s after that. */
export const APP_LOAD_PRELOADS: ReadonlyArray<{ atMs: number; pages: readonly PageKey[] }> = [
  { atMs: 1000, pages: ['pantry', 'dashboard'] },
  { atMs: 1000 + 2000, pages: ['settings', 'recipes'] },
  { atMs: 1000 + 2000 + 5000, pages: ['profile', 'shoppingLists'] },
];

type Preload = (page: PageKey) => void;

/** Preloads the app-load groups on their schedule; returns a cancel function. */
export function scheduleAppLoadPreloads(preload: Preload): () => void {
  const timers = APP_LOAD_PRELOADS.map(({ atMs, pages }) => setTimeout(() => pages.forEach(preload), atMs));
  return () => timers.forEach(clearTimeout);
}

/** Preloads a route's neighbours once the user has stayed 500 ms; leaving earlier cancels it. */
export function scheduleRoutePreloads(path: string, preload: Preload): () => void {
  const pages = ROUTE_PRELOADS[path];
  if (!pages) return () => undefined;
  const timer = setTimeout(() => pages.forEach(preload), ROUTE_PRELOAD_DELAY_MS);
  return () => clearTimeout(timer);
}

export function useAppLoadPreloads(preload: Preload): void {
  useEffect(() => scheduleAppLoadPreloads(preload), [preload]);
}

export function useRoutePreloads(path: string, preload: Preload): void {
  useEffect(() => scheduleRoutePreloads(path, preload), [path, preload]);
}
