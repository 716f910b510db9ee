import { QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { User } from '@shared/contracts/auth';
import { Toaster } from '../../components/ui/toaster';
import { AuthProvider, type AuthState } from '../../lib/auth';
import { createQueryClient } from '../../lib/query-client';

// jsdom has no ResizeObserver; Radix measures its checkbox with it.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

const files = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', { eager: true, import: 'default' });

/** Every locale file as i18next resources: { en: { auth: {...} }, fr: {...} }. */
export function localeResources(): Record<string, Record<string, Record<string, unknown>>> {
  const resources: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const [path, content] of Object.entries(files)) {
    const [, lang, ns] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
    if (!lang || !ns) continue;
    (resources[lang] ??= {})[ns] = content;
  }
  return resources;
}

/** Tests only: an i18next instance holding the real locale files, English selected. */
export function createTestI18n(language = 'en'): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    resources: localeResources(),
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

export const testUser: User = {
  id: 'u1',
  email: 'ana@example.com',
  username: 'ana_cooks',
  firstName: 'Ana',
  lastName: 'Diaz',
  name: 'Ana Diaz',
  emailVerified: false,
  avatarUrl: null,
  isAdmin: false,
  householdId: 'h1',
  trialEndsAt: null,
  createdAt: '2026-11-01T00:00:00.000Z',
};

export const signedOut: AuthState = { status: 'unauthenticated', user: null };
export const signedIn: AuthState = { status: 'authenticated', user: testUser };

/** Renders a page inside the app's providers at `path` (with its query), with a toaster. */
export function renderPage(
  ui: ReactNode,
  options: { path?: string; auth?: AuthState; i18n?: I18n } = {},
) {
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
