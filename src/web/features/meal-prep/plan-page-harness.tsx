import { configure, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { renderApp, setUpI18n } from '../../../../tests/web';
import { clearCsrfToken } from '../../lib/csrf';
import { i18next } from '../../lib/i18n';
import { clearToasts } from '../../lib/toast-store';
import { MealPrepPlanPage } from './meal-prep-plan-page';

/*
 * What the meal plan screen's test files share (not a test file itself): the page rendered in the
 * app's providers, the window's width, and the hooks that give every test a fresh CSRF token, no
 * toasts, English, a desktop-wide window and no stubs left over.
 */

/** Sets the window's width as a resize would (375 for a phone). */
export function setWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

export const renderPlanPage = (path = '/meal-prep-plan') => renderApp(<MealPrepPlanPage />, { path });

/** Opens a planned meal's menu and picks an item. */
export async function pickFromMenu(user: UserEvent, title: string, item: string | RegExp): Promise<void> {
  await user.click(await screen.findByRole('button', { name: `Options for ${title}` }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
}

/** Registers the shared beforeAll/beforeEach/afterEach hooks; call once at the top of a test file. */
export function installPlanPageHooks(): void {
  beforeAll(async () => {
    await setUpI18n();
    // A week is 28 cells of cards and menus: on a busy machine the first render can take longer
    // than testing-library's one-second wait (the wait only ends sooner when the screen is right).
    configure({ asyncUtilTimeout: 3000 });
    // jsdom lacks pointer capture and scrolling; Radix menus and dialogs ask for them.
    Element.prototype.hasPointerCapture ??= () => false;
    Element.prototype.scrollIntoView ??= () => {};
  });
  beforeEach(async () => {
    clearCsrfToken();
    clearToasts();
    setWidth(1024);
    await i18next.changeLanguage('en');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
