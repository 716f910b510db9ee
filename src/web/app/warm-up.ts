import { defaultSortOf, pantryFiltersFrom, pantryListFilters, pantryListUrl } from '@shared/pantry-options';
import { readEarlyJson, requestEarly } from '../lib/early-requests';
import { DEFAULT_LANGUAGE, detectLanguage, loadLocaleFile } from '../lib/locale-files';
import { preloadPage } from './page-loaders';
import { QUERY_FREE_PATHS } from './paths';
import { PUBLIC_PAGE_NAMESPACES, SIGNED_IN_WARM_UP, publicPageAt } from './public-routes';
import { queryLayerModule, signedInFrameModule } from './shell-modules';

/**
 * Starts fetching what the public page at `path` renders with: its words (in the visitor's
 * language and the fallback) and, for a page that reads server data, its code and the data layer
 * with the UI kit. Without this each is found only once the one before it has arrived and
 * rendered, one round trip after another. Asking twice fetches nothing twice.
 *
 * The pages without server data (landing, legal) are a few kB of code: fetched alongside the
 * main script they only slow it down (measured: landing LCP 2.3 s → 2.7 s), so their code is
 * asked for once the main script runs (app.tsx).
 */
export const AUTH_STATUS_PATH = '/api/auth/status';
const SETTINGS_PATH = '/api/user/settings';
const SIGNED_IN_EARLY_READS = [SETTINGS_PATH, '/api/user/onboarding'] as const;

/**
 * The pantry list's first page: its address holds the user's default sort unless the screen's
 * address names one, so it is asked for as soon as the settings arrive (the screen itself would
 * ask only once its code has arrived and rendered). Not on the Waste tab, which shows no list.
 */
function warmUpPantryList(search: string): void {
  const params = new URLSearchParams(search);
  if (params.get('view') === 'waste') return;
  void readEarlyJson(SETTINGS_PATH).then((settings) => {
    if (settings === undefined) return;
    requestEarly(pantryListUrl(pantryListFilters(pantryFiltersFrom(params, defaultSortOf(settings)))));
  });
}

export function warmUp(path: string, search = ''): void {
  const signedIn = SIGNED_IN_WARM_UP[path];
  const page = signedIn?.page ?? publicPageAt(path);
  if (!page) return;
  if (!(QUERY_FREE_PATHS as readonly string[]).includes(path)) {
    preloadPage(page);
    queryLayerModule.load().catch(() => undefined);
    // Every screen that reads data starts by asking who is signed in.
    requestEarly(AUTH_STATUS_PATH);
  }
  // What every signed-in screen reads next (appearance and language, the onboarding flag).
  if (signedIn) {
    for (const url of [...SIGNED_IN_EARLY_READS, ...signedIn.reads]) requestEarly(url);
    if (path === '/pantry') warmUpPantryList(search);
  }
  // A signed-in screen renders inside the signed-in frame (navigation, scan button): fetched here
  // too, it arrives with the page instead of after the sign-in status.
  if (signedIn) signedInFrameModule.load().catch(() => undefined);
  const language = detectLanguage();
  // English common and nav come with the main script (lib/i18n.ts).
  const namespaces = [
    ...(signedIn?.namespaces ?? PUBLIC_PAGE_NAMESPACES[page] ?? []),
    ...(language === DEFAULT_LANGUAGE ? [] : ['common', 'nav']),
  ];
  for (const lang of new Set([language, DEFAULT_LANGUAGE])) {
    for (const namespace of namespaces) loadLocaleFile(lang, namespace).catch(() => undefined);
  }
}
