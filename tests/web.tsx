import { QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { createInstance, type i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { User } from '../src/shared/contracts/auth';
import { Toaster } from '../src/web/components/ui/toaster';
import { AuthProvider, type AuthState } from '../src/web/lib/auth';
import { i18next as appI18n } from '../src/web/lib/i18n';
import { createQueryClient } from '../src/web/lib/query-client';
import { labelsFor, type SharedLabels } from '../src/web/lib/locale-files';

/*
 * The web tests' shared set-up: real locale files in an i18next instance, a page rendered inside
 * the app's providers, a signed-in user, and fake-clock helpers. The fake network is
 * src/web/lib/test-network.ts.
 */

// jsdom has no ResizeObserver; Radix measures controls with it (a checkbox or a switch in a form).
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

export type LocaleResources = Record<string, Record<string, Record<string, unknown>>>;

const files = import.meta.glob<Record<string, unknown>>('../src/web/locales/*/*.json', {
  eager: true,
  import: 'default',
});

const labelFiles = import.meta.glob<SharedLabels>('../src/shared/locales/*/labels.json', {
  eager: true,
  import: 'default',
});

/**
 * The locale files as i18next resources, { en: { auth: {...} }, fr: {...} }: the namespaces
 * named, or every one.
 */
export function localeResources(namespaces?: readonly string[]): LocaleResources {
  const resources: LocaleResources = {};
  for (const [path, content] of Object.entries(files)) {
    const [, lang, ns] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
    if (!lang || !ns || (namespaces && !namespaces.includes(ns))) continue;
    const labels = labelFiles[`../src/shared/locales/${lang}/labels.json`];
    (resources[lang] ??= {})[ns] = labels ? { ...content, ...labelsFor(ns, labels) } : content;
  }
  return resources;
}

/**
 * Keys a rendered screen asked for that no locale file has (a typo shows the raw key to users);
 * tests/setup-web.ts fails the test that used one.
 */
export const missingTranslationKeys = new Set<string>();

const i18nOptions = (language: string, namespaces?: readonly string[]) => ({
  lng: language,
  fallbackLng: 'en',
  resources: localeResources(namespaces),
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  saveMissing: true,
  missingKeyHandler: (_languages: readonly string[], namespace: string, key: string) => {
    missingTranslationKeys.add(`${namespace}:${key}`);
  },
});

/** A fresh i18next instance holding the real locale files (the namespaces named, or all), loaded synchronously. */
export function createTestI18n(options: { language?: string; namespaces?: readonly string[] } = {}): I18n {
  const instance = createInstance();
  void instance
    .use(initReactI18next)
    .init({ ...i18nOptions(options.language ?? 'en', options.namespaces), initAsync: false });
  return instance;
}

/**
 * The app's own i18next instance (the one `setLanguage` switches) with every locale file in
 * memory and English selected, for tests of screens that change the language.
 */
export async function setUpI18n(): Promise<typeof appI18n> {
  if (!appI18n.isInitialized) {
    await appI18n.use(initReactI18next).init(i18nOptions('en'));
  }
  await appI18n.changeLanguage('en');
  return appI18n;
}

export const testUser: User = {
  id: 'u1',
  email: 'ana@example.com',
  username: 'ana_cooks',
  firstName: 'Ana',
  lastName: 'Diaz',
  name: 'Ana Diaz',
  emailVerified: true,
  avatarUrl: null,
  isAdmin: false,
  householdId: 'h1',
  trialEndsAt: null,
  createdAt: '2026-11-01T00:00:00.000Z',
};

export const signedOut: AuthState = { status: 'unauthenticated', user: null };
export const signedIn: AuthState = { status: 'authenticated', user: testUser };

export type RenderPageOptions = {
  /** Where the page is, with its query: '/login?tab=register'. */
  path?: string;
  auth?: AuthState;
  /** A fresh instance with every locale file when not given. */
  i18n?: I18n;
};

/** Renders a page inside the app's providers (i18n, queries, auth, router) at `path`, with a toaster. */
export function renderPage(ui: ReactNode, options: RenderPageOptions = {}) {
  const queryClient = createQueryClient();
  const [pathname = '/', search = ''] = (options.path ?? '/').split('?');
  const location = memoryLocation({ path: pathname, searchPath: search, record: true });
  const i18n = options.i18n ?? createTestI18n();
  const result = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider initial={options.auth ?? signedOut}>
          <Router hook={location.hook} searchHook={location.searchHook}>
            {ui}
          </Router>
          <Toaster />
        </AuthProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  /** The address the page is at now, as '/path?query'. */
  const currentUrl = () => location.history[location.history.length - 1] ?? '';
  return { ...result, queryClient, location, currentUrl, i18n };
}

/**
 * Renders a signed-in screen (as `user`, testUser by default) with the app's own i18next
 * instance; call setUpI18n first.
 */
export function renderApp(ui: ReactNode, options: { path?: string; user?: User } = {}) {
  return renderPage(ui, {
    path: options.path,
    auth: { status: 'authenticated', user: options.user ?? testUser },
    i18n: appI18n,
  });
}

/** Moves fake time on and lets every promise that became ready run. */
export async function advance(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** Lets pending promises (fake network answers) settle without moving the clock far. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await advance(0);
}

/** A promise the test resolves by hand, for answers that should stay pending for a while. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
