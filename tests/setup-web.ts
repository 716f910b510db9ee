import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, expect } from 'vitest';
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
  const missing = [...missingTranslationKeys];
  missingTranslationKeys.clear();
  expect(missing, 'translation keys used by the screen but missing from the locale files').toEqual([]);
});
