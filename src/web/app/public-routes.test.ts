import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { LANGUAGES } from '@shared/settings-options';
import { PAGE_KEYS } from './page-loaders';
import { PUBLIC_PAGE_NAMESPACES, PUBLIC_ROUTES, SIGNED_IN_WARM_UP, publicPageAt } from './public-routes';

describe('public pages', () => {
  test("'/' is the landing page and every public route names its page", () => {
    expect(publicPageAt('/')).toBe('landing');
    expect(publicPageAt('/login')).toBe('login');
    expect(publicPageAt('/about')).toBe('about');
    expect(publicPageAt('/dashboard')).toBeNull();
    expect(publicPageAt('/login/extra')).toBeNull();
    for (const [, page] of PUBLIC_ROUTES) expect(PAGE_KEYS).toContain(page);
  });

  test('each public page has its namespaces listed, and each exists in every language', () => {
    const pages = ['landing', ...PUBLIC_ROUTES.map(([, page]) => page)] as const;
    for (const page of pages) {
      const namespaces = PUBLIC_PAGE_NAMESPACES[page];
      expect(namespaces, page).toBeDefined();
      for (const namespace of namespaces ?? []) {
        for (const language of LANGUAGES) {
          expect(existsSync(path.resolve(__dirname, `../locales/${language}/${namespace}.json`))).toBe(true);
        }
      }
    }
  });
});

describe('signed-in screens warmed up early', () => {
  test('each names a real page and namespaces that exist in every language', () => {
    for (const [route, { page, namespaces }] of Object.entries(SIGNED_IN_WARM_UP)) {
      expect(PAGE_KEYS, route).toContain(page);
      expect(publicPageAt(route), route).toBeNull();
      for (const namespace of namespaces) {
        for (const language of LANGUAGES) {
          expect(existsSync(path.resolve(__dirname, `../locales/${language}/${namespace}.json`))).toBe(true);
        }
      }
    }
  });
});
