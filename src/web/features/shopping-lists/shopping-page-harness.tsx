import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { renderApp, setUpI18n } from '../../../../tests/web';
import { clearCsrfToken } from '../../lib/csrf';
import { i18next } from '../../lib/i18n';
import { clearToasts } from '../../lib/toast-store';
import type { ShoppingMutation } from './list-state';
import { createMemoryStorage, type OfflineStorage } from './offline-queue';
import { ShoppingListsPage } from './shopping-lists-page';
import { setOnline } from './shopping-test-server';

/*
 * What the shopping screen's test files share (not a test file itself): the page rendered with its
 * offline queue in memory, and the hooks that give every test a fresh CSRF token, no toasts, English,
 * a connection, and no stubs left over.
 */

type MemoryStorage = ReturnType<typeof createMemoryStorage<ShoppingMutation>>;

/** The page with its queue in `storage` (by default in memory, holding `stored`). */
export function renderShoppingPage<S extends OfflineStorage<ShoppingMutation> = MemoryStorage>(
  options: { path?: string; stored?: ShoppingMutation[]; storage?: S } = {},
) {
  const storage =
    options.storage ?? (createMemoryStorage<ShoppingMutation>(options.stored ?? []) as unknown as S);
  const view = renderApp(<ShoppingListsPage storage={storage} />, {
    path: options.path ?? '/shopping-lists',
  });
  return { ...view, storage };
}

/** Registers the shared beforeAll/beforeEach/afterEach hooks; call once at the top of a test file. */
export function installShoppingPageHooks(): void {
  beforeAll(async () => {
    await setUpI18n();
    // jsdom lacks pointer capture; Radix dialogs and the toast ask for it.
    Element.prototype.hasPointerCapture ??= () => false;
  });
  beforeEach(async () => {
    clearCsrfToken();
    clearToasts();
    await i18next.changeLanguage('en');
  });
  afterEach(() => {
    setOnline(true);
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
