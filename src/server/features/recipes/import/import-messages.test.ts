import { describe, expect, test } from 'vitest';
import { LANGUAGES } from '@shared/settings-options';
import {
  RECIPE_IMPORT_ERROR_KINDS,
  RecipeImportError,
  importErrorMessage,
  isRecipeImportErrorKind,
  toImportAppError,
} from './import-messages';

describe('import error messages', () => {
  test('every kind has its own text in all five languages, with no placeholder left unfilled', () => {
    const details = {
      status: 404,
      maxBytes: 5 * 1024 * 1024,
      contentType: 'application/pdf',
      maxRecipes: 500,
    };
    for (const kind of RECIPE_IMPORT_ERROR_KINDS) {
      const texts = LANGUAGES.map((language) => importErrorMessage(kind, language, details));
      for (const text of texts) {
        expect(text.length, kind).toBeGreaterThan(10);
        expect(text, kind).not.toMatch(/\{\w+\}/);
      }
      // Five languages, five different texts (a missing translation would repeat the English one).
      expect(new Set(texts).size, kind).toBe(LANGUAGES.length);
    }
  });

  test('the details show in the text, and a text that needs a missing detail falls back to a plain one', () => {
    expect(importErrorMessage('httpStatus', 'en', { status: 503 })).toContain('HTTP 503');
    expect(importErrorMessage('tooLarge', 'de', { maxBytes: 5 * 1024 * 1024 })).toContain('5 MB');
    expect(importErrorMessage('notHtml', 'fr', { contentType: 'application/pdf; charset=binary' })).toContain(
      'application/pdf)',
    );
    expect(importErrorMessage('tooManyRecipes', 'es', { maxRecipes: 500 })).toContain('500');
    expect(importErrorMessage('httpStatus', 'en')).toBe(
      'The site answered with an error, so there was no page to import.',
    );
    expect(importErrorMessage('blockedAddress', 'en')).toBe(
      'That address is on a private network, so Larder will not fetch it.',
    );
  });

  test('an unknown reason reads as "could not be read" rather than a code', () => {
    expect(isRecipeImportErrorKind('timeout')).toBe(true);
    expect(isRecipeImportErrorKind('somethingElse')).toBe(false);
    expect(importErrorMessage('somethingElse', 'en')).toBe(importErrorMessage('badRecipe', 'en'));
  });

  test('an import error becomes the API error in the caller’s language', () => {
    const error = new RecipeImportError('blockedAddress');
    expect(error.message).toBe(importErrorMessage('blockedAddress', 'en'));
    const api = toImportAppError(error, 'zh');
    expect(api.code).toBe('BAD_REQUEST');
    expect(api.message).toBe('该地址位于私有网络中，Larder 不会访问它。');
    // Another site's failure is the request's outcome, never Larder's own 5xx.
    for (const kind of ['timeout', 'unreachable', 'httpStatus', 'tooLarge', 'notHtml'] as const) {
      expect(toImportAppError(new RecipeImportError(kind), 'en').code).toBe('BAD_REQUEST');
    }
    expect(toImportAppError(new RecipeImportError('archiveTooLarge'), 'en').code).toBe('PAYLOAD_TOO_LARGE');
  });
});
