import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, expect } from 'vitest';
import { missingTranslationKeys } from './web';

afterEach(() => {
  cleanup();
  localStorage.clear();
  const missing = [...missingTranslationKeys];
  missingTranslationKeys.clear();
  expect(missing, 'translation keys used by the screen but missing from the locale files').toEqual([]);
});
