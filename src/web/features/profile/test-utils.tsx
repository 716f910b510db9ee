import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { User } from '@shared/contracts/auth';
import { Toaster } from '../../components/ui/toaster';
import { AuthProvider } from '../../lib/auth';
import { i18next } from '../../lib/i18n';
import { createQueryClient } from '../../lib/query-client';

// jsdom has no ResizeObserver; Radix measures controls with it (a switch inside a form, say).
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

const files = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', {
  eager: true,
  import: 'default',
});

/** Every locale file, as i18next resources: { en: { onboarding: {...} }, fr: {...} }. */
export function localeResources(): Record<string, Record<string, Record<string, unknown>>> {
  const resources: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const [path, content] of Object.entries(files)) {
    const [, lang, ns] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
    if (!lang || !ns) continue;
    (resources[lang] ??= {})[ns] = content;
  }
  return resources;
}

/** The app's i18next instance with every locale loaded in memory and English selected. */
export async function setUpI18n(): Promise<typeof i18next> {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: 'en',
      fallbackLng: 'en',
      resources: localeResources(),
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  }
  await i18next.changeLanguage('en');
  return i18next;
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

/** Renders `ui` inside the app's providers, signed in as `user`, at `path`. */
export function renderApp(ui: ReactNode, options: { path?: string; user?: User } = {}) {
  const queryClient = createQueryClient();
  const [pathname, search = ''] = (options.path ?? '/').split('?');
  const location = memoryLocation({ path: pathname, searchPath: search, record: true });
  const result = render(
    <I18nextProvider i18n={i18next}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider initial={{ status: 'authenticated', user: options.user ?? testUser }}>
          <Router hook={location.hook} searchHook={location.searchHook}>
            {ui}
          </Router>
          <Toaster />
        </AuthProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...result, queryClient, location };
}
