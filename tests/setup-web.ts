import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, expect } from 'vitest';
import { clearCsrfToken } from '../src/web/lib/csrf';
import { closeScanner } from '../src/web/lib/scan-store';
import { clearToasts } from '../src/web/lib/toast-store';
import { missingTranslationKeys } from './web';

afterEach(() => {
  cleanup();
  // Each test starts from an empty page. A Radix modal sets pointer-events: none on the body (and
  // aria-hidden on the rest) while it is open and puts back what it found when it closes; one torn
  // down mid-way by cleanup() could leave them for the next test, whose clicks userEvent then
  // refuses.
  document.body.replaceChildren();
  for (const name of document.body.getAttributeNames()) document.body.removeAttribute(name);
  localStorage.clear();
  sessionStorage.clear();
  // The app's module-level state: the test files of a worker share their modules (vitest.config.ts).
  clearToasts();
  closeScanner();
  clearCsrfToken();
  const missing = [...missingTranslationKeys];
  missingTranslationKeys.clear();
  expect(missing, 'translation keys used by the screen but missing from the locale files').toEqual([]);
});
